import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { zonedToday } from '../../../lib/organisation-time';
import { renderApp } from '../../../test/render-app';
import { anna, lookupHandlers, metsa, scania, summaryOf, testStop, testTransportTask } from '../test-transport';

const MARCH = 'period=custom&from=2026-03-01&to=2026-03-31';
const FILTERS = 'from=2026-03-01&to=2026-03-31';
const page = (query = FILTERS) => `GET /api/transport-tasks?${query}&offset=0&limit=50`;
const cells = (row: HTMLElement) => [...row.children].map((cell) => cell.textContent);

const timber = testTransportTask();
const acid = testTransportTask({
  reference: '',
  state: 'started',
  customerId: null,
  customerName: null,
  driverId: null,
  driverName: null,
  vehicleId: null,
  vehicleRegisterNumber: null,
  date: '2026-03-05',
  waybill: { id: timber.waybill!.id.replace(/.$/, 'f'), number: 1002 },
  goods: [
    {
      ...timber.goods[0]!,
      description: 'Sulphuric acid',
      weightKg: 1200.5,
      dangerous: { unNumber: '1830', hazardClass: '8', packingGroup: 'II', properName: 'SULPHURIC ACID' },
    },
  ],
});
const fresh = testTransportTask({ reference: 'PO-4412', state: 'created', driverId: null, driverName: null });

describe('transport tasks page', () => {
  it('lists the period’s transport tasks with their state in words, route, weight, waybill and ADR mark', async () => {
    renderApp(`/transport-tasks?${MARCH}`, {
      handlers: { ...lookupHandlers, [page()]: { items: [summaryOf(timber), summaryOf(acid)], total: 2 } },
    });
    const table = await screen.findByRole('table', { name: 'Transport tasks of the period' });
    expect(screen.getByRole('heading', { level: 1, name: 'Transport tasks' })).toBeTruthy();
    expect(screen.getByText('2 transport tasks')).toBeTruthy();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map(cells)).toEqual([
      [
        '',
        '02.03.2026',
        'Assigned',
        'PO-4411',
        'Tampere → Rauma',
        'Metsä Oy',
        'Anna Virta',
        'ABC-123',
        '24 000 kg',
        '1001',
        'No dangerous goods',
      ],
      ['', '05.03.2026', 'Started', '–', 'Tampere → Rauma', '–', '–', '–', '1 200.5 kg', '1002', ' ADR'],
    ]);
    expect(
      within(table)
        .getByRole('link', { name: 'Open the transport task 02.03.2026, Tampere → Rauma' })
        .getAttribute('href'),
    ).toBe(`/transport-tasks/task/${timber.id}`);
    // A started task can no longer be given to another driver: it has no box to pick it with.
    expect(within(rows[0]!).getByRole('checkbox')).toBeTruthy();
    expect(within(rows[1]!).queryByRole('checkbox')).toBeNull();
    expect(screen.getByRole('link', { name: 'New transport task' }).getAttribute('href')).toBe(
      '/transport-tasks/task/new',
    );
  });

  it('asks for the current month by default', async () => {
    const month = zonedToday('Europe/Helsinki').slice(0, 7);
    const last = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
    renderApp('/transport-tasks', {
      handlers: {
        ...lookupHandlers,
        [page(`from=${month}-01&to=${month}-${last}`)]: { items: [summaryOf(timber)], total: 1 },
      },
    });
    expect(await screen.findByText('1 transport task')).toBeTruthy();
    expect((screen.getByLabelText('Period') as HTMLSelectElement).value).toBe('thisMonth');
  });

  it('keeps the filters in the address and asks the server with them', async () => {
    const byCustomer = `${FILTERS}&customerId=${metsa.id}`;
    const { user, router } = renderApp(`/transport-tasks?${MARCH}`, {
      handlers: {
        ...lookupHandlers,
        [page()]: { items: [summaryOf(timber), summaryOf(acid)], total: 2 },
        [page(byCustomer)]: { items: [summaryOf(timber)], total: 1 },
        [page(`${byCustomer}&search=rauma`)]: { items: [], total: 0 },
        // Cleared: the search is dropped once its pause is over, a moment after the customer.
        [page(`${FILTERS}&search=rauma`)]: { items: [], total: 0 },
      },
    });
    await screen.findByRole('table', { name: 'Transport tasks of the period' });
    await user.selectOptions(screen.getByLabelText('Customer'), 'Metsä Oy');
    expect(new URLSearchParams(router.state.location.search).get('customerId')).toBe(metsa.id);
    expect(await screen.findByText('1 transport task')).toBeTruthy();

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'rauma');
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('rauma');
    expect(await screen.findByText('No transport task matches the filters.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    const params = new URLSearchParams(router.state.location.search);
    expect([params.get('customerId'), params.get('search'), params.get('period')]).toEqual([null, null, 'custom']);
    expect(await screen.findByText('2 transport tasks')).toBeTruthy();
  });

  it('reads states, drivers and vehicles from the address and sends them as lists', async () => {
    const query = `${FILTERS}&states=assigned%2Ccreated&driverIds=${anna.id}&vehicleIds=${scania.id}`;
    renderApp(`/transport-tasks?${MARCH}&states=assigned,created,bogus&driverIds=${anna.id}&vehicleIds=${scania.id}`, {
      handlers: { ...lookupHandlers, [page(query)]: { items: [summaryOf(fresh)], total: 1 } },
    });
    expect(await screen.findByText('1 transport task')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeTruthy();
  });

  it('assigns the picked transport tasks to one driver and vehicle at once', async () => {
    let sent: unknown;
    const { user } = renderApp(`/transport-tasks?${MARCH}`, {
      handlers: {
        ...lookupHandlers,
        [page()]: { items: [summaryOf(timber), summaryOf(acid), summaryOf(fresh)], total: 3 },
        'POST /api/transport-tasks/assign': (init?: RequestInit) => {
          sent = JSON.parse(String(init?.body));
          return { count: 2 };
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'Transport tasks of the period' });
    const assign = screen.getByRole('button', { name: 'Assign' });
    expect(assign.hasAttribute('disabled')).toBe(true);
    await user.click(
      within(table).getByRole('checkbox', { name: 'Select every transport task on this page that can be assigned' }),
    );
    expect(screen.getByText('2 transport tasks selected')).toBeTruthy();
    await user.click(assign);
    const dialog = await screen.findByRole('dialog', { name: 'Assign the selected transport tasks' });
    await user.selectOptions(within(dialog).getByLabelText('Vehicle'), 'ABC-123 – Scania R 450');
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    // A vehicle needs a driver: said at once, nothing sent.
    expect(await within(dialog).findByText('Choose a driver for the vehicle')).toBeTruthy();
    expect(sent).toBeUndefined();
    await user.selectOptions(within(dialog).getByLabelText('Driver'), 'Anna Virta');
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('2 transport tasks were assigned.')).toBeTruthy();
    expect(sent).toEqual({ ids: [timber.id, fresh.id], driverId: anna.id, vehicleId: scania.id });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows today’s pickups and deliveries on a map when asked, the done ones marked', async () => {
    const today = zonedToday('Europe/Helsinki');
    const onTheWay = testTransportTask({
      reference: 'PO-5000',
      state: 'pickedUp',
      date: today,
      stops: [
        testStop({ doneAt: `${today}T07:00:00.000Z`, arrivedAt: `${today}T06:40:00.000Z` }),
        testStop({ kind: 'delivery', city: 'Rauma', latitude: 61.128, longitude: 21.47 }),
        testStop({ kind: 'delivery', city: 'Pori', latitude: null, longitude: null }),
      ],
    });
    const { user, router } = renderApp(`/transport-tasks?${MARCH}`, {
      handlers: {
        ...lookupHandlers,
        [page()]: { items: [summaryOf(timber)], total: 1 },
        [`GET /api/transport-tasks?from=${today}&to=${today}&states=created,assigned,started,pickedUp,delivered&offset=0&limit=1000`]:
          { items: [summaryOf(onTheWay)], total: 1 },
        'GET /api/map-settings': { tileUrl: '', attribution: '' },
      },
    });
    await screen.findByRole('table', { name: 'Transport tasks of the period' });
    const toggle = screen.getByRole('button', { name: "Show the map of today's stops" });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(new URLSearchParams(router.state.location.search).get('map')).toBe('1');
    expect(await screen.findByRole('region', { name: /^Map of today's stops/ })).toBeTruthy();
    expect(screen.getByText('2 stops today, 1 done')).toBeTruthy();
    expect(await screen.findByTitle('Pickup, Tampere (PO-5000), done')).toBeTruthy();
    expect(screen.getByTitle('Delivery, Rauma (PO-5000)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Hide the map' }));
    expect(screen.queryByRole('region', { name: /^Map of today's stops/ })).toBeNull();
  });
});
