import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { testId } from '../list/test-fixtures';
import { savedCalculation } from '../print/test-calculation';

// The first is the hand-worked truck (10.00 per hour, 0.70 per km, 90 000 a year, 10 % margin).
// The second costs 2 000 a year more in insurance (11.00 per hour) and drives on cheaper fuel
// (1.50: 0.45 + the same 0.015 AdBlue + 0.01 + 0.075 = 0.55 per km), and aims at a 20 % margin.
const first = savedCalculation();
const second = savedCalculation({
  id: testId(2),
  name: 'Volvo FH 500',
  nickname: '',
  defaults: { ...first.defaults, insuranceAllRisk: 4000, fuelCost: 1.5 },
  revenue: { revenueValue: 95000, yearlyCost: 1000, targetProfitMarginPercent: 20 },
});
const handlers = { [`GET /api/calculations/${testId(1)}`]: first, [`GET /api/calculations/${testId(2)}`]: second };

const cells = (table: HTMLElement, label: string) =>
  [...(within(table).getByRole('rowheader', { name: label }).closest('tr')?.querySelectorAll('td') ?? [])].map(
    (td) => td.textContent,
  );

describe('comparison of two calculations', () => {
  it('shows their costs, yearly breakdown and profit side by side and marks the cheaper', async () => {
    renderApp(`/calculations/compare?ids=${testId(1)},${testId(2)}`, { handlers });
    const table = await screen.findByRole('table', {
      name: 'Costs and profit of the chosen calculations side by side',
    });
    const head = within(table).getAllByRole('rowgroup')[0] as HTMLElement;
    expect(
      within(head)
        .getAllByRole('columnheader')
        .map((th) => th.querySelector('a')?.textContent ?? th.textContent),
    ).toEqual(['Figure', 'Scania R 450', 'Volvo FH 500']);
    expect(cells(table, 'Cost per hour')).toEqual(['€10.00lowest', '€11.00']);
    expect(cells(table, 'Cost per km')).toEqual(['€0.70', '€0.55lowest']);
    expect(cells(table, 'Insurance')).toEqual(['€2,000.00', '€4,000.00']);
    // 22 000 + 0.55 × 100 000 = 77 000
    expect(cells(table, 'Total costs per year')).toEqual(['€90,000.00', '€77,000.00lowest']);
    expect(cells(table, 'Target profit margin')).toEqual(['10 %', '20 %']);
    // 77 000 / 0.8 = 96 250, profit 19 250
    expect(cells(table, 'Revenue per year')).toEqual(['€100,000.00', '€96,250.00']);
    expect(cells(table, 'Profit per year')).toEqual(['€10,000.00', '€19,250.00']);
  });

  it('asks for two or three calculations when given one', async () => {
    renderApp(`/calculations/compare?ids=${testId(1)}`, { handlers });
    expect(
      await screen.findByText('Choose two or three calculations on the calculations page to compare them.'),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
