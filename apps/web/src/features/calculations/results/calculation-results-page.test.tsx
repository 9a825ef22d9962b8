import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { computeCosts, formatMoney } from '@rahti/domain';
import { jsonResponse } from '../../../test/fake-fetch';
import { renderApp } from '../../../test/render-app';
import { savedTruck, seedDraft } from '../wizard/wizard-test-data';

const ID = '00000000-0000-4000-8000-0000000000c2';
const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('calculation results', () => {
  it('restores a saved calculation by its id and shows its costs, with the chart as a table too', async () => {
    const truck = savedTruck(ID);
    renderApp(`/calculationResultsVue/${ID}`, { handlers: { [`GET /api/calculations/${ID}`]: truck } });
    await screen.findByRole('heading', { level: 1, name: 'Calculation results' });
    const costs = computeCosts(truck);
    expect(await screen.findByText('Scania R450')).toBeTruthy();
    expect(figure('Cost per hour')).toBe(formatMoney(costs.timeBased.perHour, 'EUR', 'en'));
    expect(figure('Cost per km')).toBe(formatMoney(costs.distanceBased.totalPerKm, 'EUR', 'en'));

    const table = screen.getByRole('table', { name: 'Costs per year by item' });
    const depreciation = within(table).getByRole('rowheader', { name: 'Depreciation' }).closest('tr');
    expect(depreciation?.textContent).toContain(formatMoney(costs.timeBased.depreciationPerYear, 'EUR', 'en'));
    expect(within(table).getByRole('rowheader', { name: 'Total' }).closest('tr')?.textContent).toContain(
      formatMoney(costs.yearly.totalPerYear, 'EUR', 'en'),
    );
  });

  it('saves with POST the first time and PUT afterwards', async () => {
    const { id: _id, createdAt: _c, updatedAt: _u, hasImage: _h, ...values } = savedTruck(ID);
    seedDraft(values);
    const calls: string[] = [];
    const { user } = renderApp('/calculation', {
      handlers: {
        'POST /api/calculations': () => {
          calls.push('POST');
          return jsonResponse(savedTruck(ID), 201);
        },
        [`PUT /api/calculations/${ID}`]: () => {
          calls.push('PUT');
          return savedTruck(ID);
        },
        [`GET /api/calculations/${ID}`]: savedTruck(ID),
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Calculation' });
    expect(await screen.findByText('This calculation has changes that are not saved yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save calculation' }));
    expect(await screen.findByText('All changes are saved.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save calculation' }));
    await screen.findByText('All changes are saved.');
    expect(calls).toEqual(['POST', 'PUT']);
  });

  // Two renders of the results page with its chart, and the lazy notification host: past 5 s on a loaded machine.
  it(
    'gives a result saved for the first time its own address, which opens it again in a fresh browser',
    { timeout: 20_000 },
    async () => {
      const { id: _id, createdAt: _c, updatedAt: _u, hasImage: _h, ...values } = savedTruck(ID);
      seedDraft(values);
      const handlers = {
        'POST /api/calculations': () => jsonResponse(savedTruck(ID), 201),
        [`GET /api/calculations/${ID}`]: savedTruck(ID),
      };
      const { router, user } = renderApp('/calculationResultsVue', { handlers });
      await user.click(await screen.findByRole('button', { name: 'Save calculation' }));
      expect(await screen.findByText('Calculation “Scania R450” saved')).toBeTruthy();
      expect(router.state.location.pathname).toBe(`/calculationResultsVue/${ID}`);
      expect(screen.queryByRole('button', { name: 'Save calculation' })).toBeNull();

      // Later, elsewhere: nothing in this browser but the address.
      const address = router.state.location.pathname;
      cleanup();
      localStorage.clear();
      renderApp(address, { handlers });
      await screen.findByRole('heading', { level: 1, name: 'Calculation results' });
      expect(await screen.findByText('Scania R450')).toBeTruthy();
      expect(screen.queryByText('The calculation is not complete')).toBeNull();
      expect(figure('Cost per hour')).toBe(formatMoney(computeCosts(savedTruck(ID)).timeBased.perHour, 'EUR', 'en'));
    },
  );

  it('shows what the down payment decides beside the cost per hour: loan, monthly instalment and interest over the planned use', async () => {
    // savedTruck: 150 000 − 30 000 down = 120 000 at 2.5 % over 6 years → 72 × 1 796.52, interest 9 349.64 (financing.test.ts).
    const truck = savedTruck(ID);
    renderApp(`/calculationResultsVue/${ID}`, { handlers: { [`GET /api/calculations/${ID}`]: truck } });
    await screen.findByRole('heading', { level: 2, name: 'Financing' });
    expect(figure('Loan')).toBe(formatMoney(120_000, 'EUR', 'en'));
    expect(figure('Monthly instalment')).toBe(formatMoney(1796.52, 'EUR', 'en'));
    expect(figure('Interest over 6 years')).toBe(formatMoney(9349.64, 'EUR', 'en'));
    expect(screen.getByText('72 monthly instalments at 2.5 % interest a year')).toBeTruthy();
    // The cost per hour counts imputed interest on the capital whatever the financing.
    expect(figure('Cost per hour')).toBe(formatMoney(computeCosts(truck).timeBased.perHour, 'EUR', 'en'));
  });

  it('a larger down payment changes the loan and its instalment on screen', async () => {
    const truck = savedTruck(ID);
    const paidMore = { ...truck, vehicle: { ...truck.vehicle, downPayment: 90_000 } };
    renderApp(`/calculationResultsVue/${ID}`, { handlers: { [`GET /api/calculations/${ID}`]: paidMore } });
    await screen.findByRole('heading', { level: 2, name: 'Financing' });
    expect(figure('Loan')).toBe(formatMoney(60_000, 'EUR', 'en'));
    expect(figure('Monthly instalment')).toBe(formatMoney(898.26, 'EUR', 'en'));
  });
});
