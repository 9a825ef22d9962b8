import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FuelPrice } from '@rahti/domain';
import { renderApp, testI18n } from '../../../test/render-app';
import { JOB_PRICING_DRAFT, savedTruck, seedDraft } from '../wizard/wizard-test-data';

const ID = '00000000-0000-4000-8000-0000000000c7';
const PRICES = 'GET /api/Organisation/FuelPrices';
const TITLE = "The fuel price differs from today's by more than 5 %";
/** The warning (role="status", so a screen reader hears it without being interrupted) by its title. */
async function warningTitled(title: string): Promise<HTMLElement> {
  const warning = (await screen.findByText(title)).closest<HTMLElement>('[role="status"]');
  expect(warning).not.toBeNull();
  return warning!;
}
const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const dieselAt = (price: number, currency: FuelPrice['currency'] = 'EUR'): FuelPrice => ({
  id: '00000000-0000-4000-8000-0000000000f1',
  fuelType: 0,
  currency,
  price,
  updatedAt: '2026-11-20T08:00:00.000Z',
});
/** The saved truck (diesel, 30 l/100 km) with the fuel price it assumes. */
const truckAt = (fuelCost: number, id = ID) => {
  const truck = savedTruck(id);
  return { ...truck, defaults: { ...truck.defaults, fuelCost } };
};

describe("the calculation's fuel price beside today's", () => {
  afterEach(() => testI18n.changeLanguage('en'));

  it("warns in words on the results page when the calculation's 1.10 is 37.5 % below today's 1.76", async () => {
    renderApp(`/calculationResultsVue/${ID}`, {
      handlers: { [`GET /api/calculations/${ID}`]: truckAt(1.1), [PRICES]: [dieselAt(1.76)] },
    });
    const warning = await warningTitled(TITLE);
    expect(figure('Diesel in this calculation')).toBe('€1.10 / l');
    expect(figure("Today's price")).toBe('€1.76 / l');
    // (1.10 − 1.76) ÷ 1.76 = −37.5 %.
    expect(warning.textContent).toContain(
      "This calculation assumes €1.10 / l, 37.5 % less than today's €1.76 / l. Its costs, and the prices made from them, are out of date.",
    );
    expect(within(warning).getByRole('link', { name: 'Change the fuel price' }).getAttribute('href')).toBe(
      `/defaultvalues/${ID}`,
    );
  });

  it('warns on job pricing at 1.06 against 1.00 (6 % above), and not at exactly 5 % (1.05)', async () => {
    renderPricing(1.06, 1.0);
    const warning = await warningTitled(TITLE);
    expect(warning.textContent).toContain("This calculation assumes €1.06 / l, 6 % more than today's €1.00 / l.");
    cleanup();

    // Another saved calculation: the one just opened is kept as this browser's draft.
    renderPricing(1.05, 1.0, '00000000-0000-4000-8000-0000000000c8');
    await screen.findByText("Today's price");
    expect(figure('Diesel in this calculation')).toBe('€1.05 / l');
    expect(figure("Today's price")).toBe('€1.00 / l');
    expect(screen.queryByText(TITLE)).toBeNull();
  });

  it("takes the built-in price as today's where the organisation has none in the calculation's currency", async () => {
    renderApp(`/pricing/${ID}`, {
      handlers: { [`GET /api/calculations/${ID}`]: truckAt(1.1), [PRICES]: [dieselAt(19.9, 'SEK')] },
    });
    await screen.findByText("Today's price (built in: the organisation has set none)");
    expect(figure("Today's price (built in: the organisation has set none)")).toBe('€1.10 / l');
    expect(screen.queryByText(TITLE)).toBeNull();
  });

  it('has no fuel to check in job pricing, which types its own cost rates', async () => {
    seedDraft(JOB_PRICING_DRAFT);
    renderApp('/pricing', { handlers: { [PRICES]: [dieselAt(1.76)] } });
    await screen.findByLabelText('Hours');
    expect(screen.queryByText(/in this calculation/)).toBeNull();
    expect(screen.queryByText(TITLE)).toBeNull();
  });

  it.each([
    {
      language: 'fi' as const,
      title: 'Polttoaineen hinta poikkeaa tämän päivän hinnasta yli 5 %',
      label: 'Diesel laskelmassa',
      text: 'Laskelma olettaa hinnaksi 1,10 € / l, 37,5 % vähemmän kuin tämän päivän 1,76 € / l.',
    },
    {
      language: 'sv' as const,
      title: 'Bränslepriset avviker från dagens med mer än 5 %',
      label: 'Diesel i kalkylen',
      text: 'Kalkylen antar 1,10 € / l, 37,5 % mindre än dagens 1,76 € / l.',
    },
  ])('speaks $language', async ({ language, title, label, text }) => {
    await testI18n.changeLanguage(language);
    renderApp(`/calculationResultsVue/${ID}`, {
      account: { displayLanguage: language },
      handlers: { [`GET /api/calculations/${ID}`]: truckAt(1.1), [PRICES]: [dieselAt(1.76)] },
    });
    const warning = await warningTitled(title);
    expect(figure(label)).toBe('1,10 € / l');
    expect(warning.textContent).toContain(text);
  });
});

function renderPricing(fuelCost: number, today: number, id = ID) {
  return renderApp(`/pricing/${id}`, {
    handlers: { [`GET /api/calculations/${id}`]: truckAt(fuelCost, id), [PRICES]: [dieselAt(today)] },
  });
}
