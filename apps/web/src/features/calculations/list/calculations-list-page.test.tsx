import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fake-fetch';
import { renderApp } from '../../../test/render-app';
import { savedCalculation } from '../print/test-calculation';
import { summary, testId } from './test-fixtures';

const truck = summary({
  id: testId(1),
  name: 'Scania R 450',
  kind: 'newInvestment',
  vehicleClass: 3,
  costPerHour: 61.456,
  costPerKm: 0.72,
  updatedAt: '2026-03-02T10:00:00.000Z',
});
const van = summary({
  id: testId(2),
  name: 'Sprinter; city',
  kind: 'existingVehicle',
  vehicleClass: 2,
  costPerHour: 38.2,
  costPerKm: 0.31,
  updatedAt: '2026-04-15T10:00:00.000Z',
});
const volvo = summary({
  id: testId(3),
  name: 'Volvo FH16',
  kind: 'jobPricing',
  vehicleClass: 4,
  costPerHour: 72,
  costPerKm: 1.05,
  updatedAt: '2026-01-20T10:00:00.000Z',
});

const rowNames = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

describe('calculations list', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the calculations newest first with money and dates, and sorts by a column', async () => {
    const { user } = renderApp('/calculations', { handlers: { 'GET /api/calculations': [truck, van, volvo] } });
    expect(await screen.findByRole('rowheader', { name: 'Scania R 450' })).toBeTruthy();
    expect(rowNames()).toEqual(['Sprinter; city', 'Scania R 450', 'Volvo FH16']);
    const truckRow = screen.getByRole('rowheader', { name: 'Scania R 450' }).closest('tr') as HTMLElement;
    expect(within(truckRow).getByText('€61.46')).toBeTruthy();
    expect(within(truckRow).getByText('02.03.2026')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /^Cost per hour/ }));
    expect(rowNames()).toEqual(['Sprinter; city', 'Scania R 450', 'Volvo FH16']);
    await user.click(screen.getByRole('button', { name: /^Cost per hour/ }));
    expect(rowNames()).toEqual(['Volvo FH16', 'Scania R 450', 'Sprinter; city']);
    expect(screen.getByRole('columnheader', { name: /^Cost per hour/ }).getAttribute('aria-sort')).toBe('descending');
    await user.click(screen.getByRole('button', { name: /^Name/ }));
    expect(rowNames()).toEqual(['Scania R 450', 'Sprinter; city', 'Volvo FH16']);
  });

  it('finds calculations by name as the user types', async () => {
    const { user } = renderApp('/calculations', { handlers: { 'GET /api/calculations': [truck, van, volvo] } });
    await user.type(await screen.findByRole('searchbox', { name: 'Search calculations' }), 'volvo');
    expect(rowNames()).toEqual(['Volvo FH16']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search calculations' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search calculations' }), 'kamaz');
    expect(screen.getByText('No calculation matches “kamaz”.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('copies a calculation and shows the copy in the list', async () => {
    const list = [truck];
    const { user } = renderApp('/calculations', {
      handlers: {
        'GET /api/calculations': () => list,
        [`POST /api/calculations/${testId(1)}/copy`]: () => {
          list.push(
            summary({ ...truck, id: testId(9), name: 'Scania R 450 (copy)', updatedAt: '2026-05-01T10:00:00.000Z' }),
          );
          return jsonResponse(savedCalculation({ id: testId(9), name: 'Scania R 450 (copy)' }), 201);
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Copy Scania R 450' }));
    expect(await screen.findByRole('rowheader', { name: 'Scania R 450 (copy)' })).toBeTruthy();
    expect(await screen.findByText('Copied as “Scania R 450 (copy)”')).toBeTruthy();
  });

  it('deletes a calculation only after confirmation', async () => {
    let list = [truck, van];
    const { user } = renderApp('/calculations', {
      handlers: {
        'GET /api/calculations': () => list,
        [`DELETE /api/calculations/${testId(1)}`]: () => {
          list = list.filter((row) => row.id !== testId(1));
          return jsonResponse(undefined, 204);
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Scania R 450' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete calculation' });
    expect(within(dialog).getByText('Delete the calculation “Scania R 450”? This cannot be undone.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('rowheader', { name: 'Scania R 450' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Delete Scania R 450' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete calculation' }));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Scania R 450' })).toBeNull());
    expect(rowNames()).toEqual(['Sprinter; city']);
  });

  it('shows an empty list with a way to start', async () => {
    renderApp('/calculations', { handlers: { 'GET /api/calculations': [] } });
    expect(await screen.findByText('No calculations yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New calculation' }).getAttribute('href')).toBe('/SelectCalculationType');
  });

  it("gives a new organisation, which lands here after sign-in, the dashboard's first steps (issue 21)", async () => {
    renderApp('/calculations', {
      handlers: { 'GET /api/calculations': [], 'GET /api/vehicles': [], 'GET /api/drivers': [] },
    });
    const steps = await screen.findByRole('region', { name: 'First steps' }, { timeout: 15_000 });
    expect(within(steps).getByText('0 of 3 done')).toBeTruthy();
    expect(within(steps).getByRole('link', { name: 'Go to vehicles' }).getAttribute('href')).toBe('/vehicles');
    expect(within(steps).getByRole('link', { name: 'Go to drivers' }).getAttribute('href')).toBe('/drivers');
    expect(within(steps).getByRole('link', { name: 'Start a calculation' }).getAttribute('href')).toBe(
      '/SelectCalculationType',
    );
  });

  it('leaves the first steps out once the organisation has calculations', async () => {
    renderApp('/calculations', {
      handlers: { 'GET /api/calculations': [truck], 'GET /api/vehicles': [], 'GET /api/drivers': [] },
    });
    await screen.findByRole('rowheader', { name: 'Scania R 450' }, { timeout: 15_000 });
    expect(screen.queryByRole('region', { name: 'First steps' })).toBeNull();
  });

  it('opens the comparison of the selected rows', async () => {
    const { user, router } = renderApp('/calculations', { handlers: { 'GET /api/calculations': [truck, van, volvo] } });
    const compare = await screen.findByRole('button', { name: 'Compare selected (0)' });
    expect((compare as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Select Scania R 450 for comparison' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Volvo FH16 for comparison' }));
    await user.click(screen.getByRole('button', { name: 'Compare selected (2)' }));
    expect(router.state.location.pathname).toBe('/calculations/compare');
    expect(router.state.location.search).toBe(`?ids=${testId(1)},${testId(3)}`);
  });
});
