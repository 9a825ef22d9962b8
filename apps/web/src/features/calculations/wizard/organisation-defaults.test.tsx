import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@rahti/domain';
import { renderApp } from '../../../test/render-app';
import { defaultsPath, defaultsResponse, seedDraft } from './wizard-test-data';

/** An organisation that pays 20 % holiday pay and 40 € for a full domestic allowance. */
const organisationDefaults = {
  ...defaultsResponse(3, 'EUR'),
  wages: { ...defaultsResponse(3, 'EUR').wages, vacationSupplementPercentage: 0.2 },
  allowances: { ...defaultsResponse(3, 'EUR').allowances, fullDomestic: 40 },
  overridden: ['wages', 'allowances'],
};
const handlers = { [defaultsPath(3, 'EUR')]: organisationDefaults };
const rowOf = (table: HTMLElement, name: string) =>
  within(table).getByRole('rowheader', { name }).closest('tr')?.textContent;

describe("the organisation's wage settings in a new calculation", () => {
  it('price the driver with its side costs and allowance before the calculation is saved', async () => {
    seedDraft({
      name: 'Scania R450',
      kind: 'newInvestment',
      vehicleClass: 3,
      currency: 'EUR',
      vehicle: { purchasePrice: 150000, downPayment: 30000, consumptionPer100Km: 30 },
      wages: { hourlyWage: 15 },
      usage: { plannedUseYears: 6, kmPerYear: 100000 },
      revenue: { revenueValue: 200000, yearlyCost: 5000 },
    });
    const first = renderApp('/insertwages', { handlers });
    await screen.findByRole('heading', { level: 1, name: 'Driver wages' });
    await first.user.selectOptions(screen.getByLabelText('Daily allowance'), 'Full domestic');
    expect(((await screen.findByLabelText('Daily allowance per day')) as HTMLInputElement).value).toBe('40');
    await first.user.type(screen.getByLabelText('Allowance days per year'), '100');
    cleanup();

    renderApp('/defaultvalues', { handlers });
    await screen.findByLabelText('Fuel price per unit');
    cleanup();

    renderApp('/calculationResultsVue', { handlers });
    const table = await screen.findByRole('table', { name: 'Costs per year by item' });
    // 15 € × 2 000 h = 30 000; × (1 + 0.03 + 0.2 + 0.075) = 39 150; + 39 150 × (0.226 + 0.005) = 48 193.65
    // (with the spec's 18.5 % holiday pay it would be 47 639.70).
    expect(rowOf(table, 'Wages with side costs')).toContain(formatMoney(48_193.65, 'EUR', 'en'));
    expect(rowOf(table, 'Daily allowances')).toContain(formatMoney(4_000, 'EUR', 'en')); // 40 € × 100 days
  });
});
