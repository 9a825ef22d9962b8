import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { dieselPrice, etruck, fuelHandlers, NOW, ORGANISATION_ID, PATH, volvo } from './test-fuel';

const TANK = `PUT /api/vehicles/${volvo.id}/tank`;

const admin = { role: 'Admin' as const };
const bodyOf = (init?: RequestInit): unknown => JSON.parse(String(init?.body));
/** The table's rows below its header, each as its cells' text. */
const bodyRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.children].map((cell) => cell.textContent));
const rowOf = (table: HTMLElement, name: string | RegExp) =>
  [...within(table).getByRole('rowheader', { name }).closest('tr')!.children].map((cell) => cell.textContent);

describe('fuel page', { timeout: 30_000 }, () => {
  // Only Date: "this month" and the refuel's "now" follow the clock, timers must still run.
  beforeAll(() => vi.useFakeTimers({ toFake: ['Date'], now: NOW }));
  afterAll(() => vi.useRealTimers());

  it("lists today's prices with their history, this month's refuels and the emission factors", async () => {
    renderApp(PATH, { account: admin, handlers: fuelHandlers });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fuel' })).toBeTruthy();

    const prices = await screen.findByRole('table', { name: 'Fuel prices today' });
    expect(rowOf(prices, 'Diesel')).toEqual(['Diesel', '€1.859 / l', '10.11.2026', 'Set price']);
    expect(rowOf(prices, 'Electricity').slice(1, 3)).toEqual([expect.stringMatching(/ \/ kWhbuilt-in$/), '–']);

    const changes = await screen.findByRole('table', { name: 'Price changes of Diesel, latest first' });
    expect(bodyRows(changes)).toEqual([
      ['10.11.2026 10:00', '€1.859 / l', 'Maija Virtanen'],
      ['01.10.2026 09:00', '€1.799 / l', '–'],
    ]);

    const list = await screen.findByRole('table', { name: 'Refuels 01.11.2026–30.11.2026' });
    expect(screen.getByText('2 refuels · 1 flagged')).toBeTruthy();
    expect(bodyRows(list)).toEqual([
      ['EL-42', '12.11.2026 18:05', 'Electricity', '250 kWh', '–', 'Fuel card', '–'],
      ['ABC-123', '03.11.2026 07:30', 'Diesel', '312.5 l', '€1.79 / l', 'Typed', 'More than the tank holds (300 l)'],
    ]);

    const factors = await screen.findByRole('table', { name: 'Emission factors, kg CO₂e per unit' });
    const diesel = within(factors).getByRole('rowheader', { name: 'Diesel' }).closest('tr')!;
    expect((within(diesel).getByLabelText('TTW kg CO₂e per l, Diesel') as HTMLInputElement).value).toBe('2.67');
    // WTT = WTW − TTW = 3.24 − 2.67.
    expect(within(diesel).getByText('0.57')).toBeTruthy();
    expect(within(diesel).getByText('Built-in')).toBeTruthy();
  });

  it('adds a refuel: the unit follows the fuel, and another fuel’s unit is refused by the server’s schema', async () => {
    const posted: unknown[] = [];
    const { user } = renderApp(PATH, {
      account: admin,
      handlers: {
        ...fuelHandlers,
        'POST /api/refuels': (init?: RequestInit) => {
          posted.push(bodyOf(init));
          return { ...(bodyOf(init) as object), id: '00000000-0000-4000-8000-000000000999' };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add refuel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add refuel' });
    const unit = () => within(dialog).getByLabelText(/^Unit/) as HTMLSelectElement;
    expect(document.activeElement).toBe(within(dialog).getByLabelText(/^Vehicle/));

    // The electric truck's own fuel, and its unit with it.
    await user.selectOptions(within(dialog).getByLabelText(/^Vehicle/), etruck.id);
    expect((within(dialog).getByLabelText(/^Fuel/) as HTMLSelectElement).value).toBe('1');
    expect(unit().value).toBe('kWh');
    await user.type(within(dialog).getByLabelText(/^Amount/), '150,5');
    await user.type(within(dialog).getByLabelText(/^Price per unit/), '0,25');
    await user.selectOptions(unit(), 'l');
    await user.click(within(dialog).getByRole('button', { name: 'Add refuel' }));
    expect(within(dialog).getByText(/^Use the fuel's own unit: litres for diesel/)).toBeTruthy();
    expect(unit().getAttribute('aria-invalid')).toBe('true');
    expect(posted).toEqual([]);

    await user.selectOptions(unit(), 'kWh');
    await user.click(within(dialog).getByRole('button', { name: 'Add refuel' }));
    expect(await screen.findByText('The refuel was added')).toBeTruthy();
    expect(posted).toEqual([
      {
        vehicleId: etruck.id,
        at: '2026-11-20T10:00:00.000Z',
        fuelType: 1,
        amount: 150.5,
        unit: 'kWh',
        pricePerUnit: 0.25,
        source: 'manual',
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sets a fuel’s new price with a decimal comma', async () => {
    const put: unknown[] = [];
    const { user } = renderApp(PATH, {
      account: admin,
      handlers: {
        ...fuelHandlers,
        [`PUT /api/Organisation/FuelPrices/${dieselPrice.id}`]: (init?: RequestInit) => {
          put.push(bodyOf(init));
          return { ...dieselPrice, price: 1.905 };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Set price: Diesel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Price of Diesel' });
    const price = within(dialog).getByLabelText(/^Price per l/) as HTMLInputElement;
    expect(price.value).toBe('1.859');
    await user.clear(price);
    await user.type(price, '1,905');
    await user.click(within(dialog).getByRole('button', { name: 'Set price' }));
    expect(await screen.findByText('The price of Diesel was saved')).toBeTruthy();
    expect(put).toEqual([{ fuelType: 0, currency: 'EUR', price: 1.905 }]);
  });

  it('saves only the emission factors changed, each checked as typed', async () => {
    const put: unknown[] = [];
    const { user } = renderApp(PATH, {
      account: admin,
      handlers: {
        ...fuelHandlers,
        'PUT /api/emission-factors': (init?: RequestInit) => {
          put.push(bodyOf(init));
          return fuelHandlers['GET /api/emission-factors'];
        },
      },
    });
    const wtw = await screen.findByLabelText('WTW kg CO₂e per l, Diesel');
    const save = screen.getByRole('button', { name: 'Save factors' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await user.clear(wtw);
    await user.type(wtw, '3,3x');
    expect(screen.getByText('Enter a valid number')).toBeTruthy();
    await user.type(wtw, '{Backspace}');
    expect(screen.getByText('1 factor changed')).toBeTruthy();
    // WTT follows: 3.3 − 2.67.
    expect(screen.getByText('0.63')).toBeTruthy();
    await user.click(save);
    expect(await screen.findByText('The emission factors were saved')).toBeTruthy();
    expect(put).toEqual([
      [{ fuelType: 0, unit: 'l', ttwKgPerUnit: 2.67, wtwKgPerUnit: 3.3, source: 'EN 16258:2012 Annex A, diesel B0' }],
    ]);
  });

  it('opens the signed-in organisation’s page from the menu, and sends a User to the dashboard', async () => {
    const { router } = renderApp('/fuelmanagement', { account: admin, handlers: fuelHandlers });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fuel' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/fuelmanagement/${ORGANISATION_ID}`);
    expect(screen.getByRole('link', { name: 'Fuel' }).getAttribute('href')).toBe('/fuelmanagement');

    const other = renderApp(`/fuelmanagement/${volvo.id}`, { account: { role: 'User' }, handlers: fuelHandlers });
    await waitFor(() => expect(other.router.state.location.pathname).toBe('/dashboard'));
  });

  it("shows each vehicle's consumption per month, and an Admin sets its tank size", async () => {
    const put: unknown[] = [];
    const { user } = renderApp(PATH, {
      account: admin,
      handlers: {
        ...fuelHandlers,
        [TANK]: (init?: RequestInit) => {
          put.push(bodyOf(init));
          return { vehicleId: volvo.id, capacity: 350 };
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'Consumption per 100 km, Jun 2026–Nov 2026' });
    // 312.5 l over 1 000 km; October's 400 l has no km to divide by.
    expect(rowOf(table, /^ABC-123/)).toEqual([
      'ABC-123Tank 300 l',
      '–',
      '–',
      '–',
      '–',
      '–400 l, km not known',
      '31.3 l/100 km312.5 l over 1 000 km',
    ]);

    await user.click(screen.getByRole('button', { name: 'Change tank size: ABC-123' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tank size' });
    const capacity = within(dialog).getByLabelText(/^Tank size \(l\)/) as HTMLInputElement;
    expect(capacity.value).toBe('300');
    await user.clear(capacity);
    await user.type(capacity, 'lots');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(put).toEqual([]);
    await user.clear(capacity);
    await user.type(capacity, '350');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(put).toEqual([{ capacity: 350 }]));
    expect(await screen.findByText('The tank size of ABC-123 was saved')).toBeTruthy();
  });
});
