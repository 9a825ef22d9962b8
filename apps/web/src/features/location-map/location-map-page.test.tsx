import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allFeatures, type LocationHistory, type VehicleLocations } from '@rahti/domain';
import { testId } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const PAGE = '/vehicle/location-map';
const AT = '2026-11-24T12:00:00.000Z';
const locations: VehicleLocations = {
  at: AT,
  vehicles: [
    {
      vehicleId: testId(1),
      registerNumber: 'ABC-001',
      name: 'Scania',
      driverName: 'Vetäjä Ville',
      active: true,
      position: {
        at: '2026-11-24T11:55:00.000Z',
        latitude: 60.2,
        longitude: 24.9,
        speedKmh: 62.4,
        headingDegrees: 0,
        source: 'osmand',
      },
    },
    {
      vehicleId: testId(2),
      registerNumber: 'ABC-002',
      name: 'Volvo',
      driverName: null,
      active: false,
      position: {
        at: '2026-11-24T09:00:00.000Z',
        latitude: 61.5,
        longitude: 23.8,
        speedKmh: null,
        headingDegrees: null,
        source: 'rfms',
      },
    },
    { vehicleId: testId(3), registerNumber: 'ABC-003', name: 'MAN', driverName: null, active: false, position: null },
  ],
};
// Helsinki is UTC+2 in November: 11:55 UTC is on 24.11.; the history shows it and the day before, from 22.11. 22:00 UTC.
const historyPath = `GET /api/vehicle-locations/${testId(1)}/history?from=2026-11-22T22%3A00%3A00.000Z&to=2026-11-24T22%3A00%3A00.000Z`;
const history: LocationHistory = {
  vehicleId: testId(1),
  registerNumber: 'ABC-001',
  from: '2026-11-23T22:00:00.000Z',
  to: '2026-11-24T22:00:00.000Z',
  recordedCount: 111,
  track: [
    [Date.parse('2026-11-24T10:00:00.000Z'), 60.2, 24.9, 60],
    [Date.parse('2026-11-24T11:00:00.000Z'), 60.8, 24.9, 0],
    [Date.parse('2026-11-24T11:20:00.000Z'), 60.8, 24.9, 0],
    [Date.parse('2026-11-24T11:50:00.000Z'), 61.1, 24.9, 60],
  ],
  stops: [
    {
      start: Date.parse('2026-11-24T11:00:00.000Z'),
      end: Date.parse('2026-11-24T11:20:00.000Z'),
      latitude: 60.8,
      longitude: 24.9,
    },
  ],
  shifts: [
    {
      id: testId(9),
      driverName: 'Vetäjä Ville',
      start: '2026-11-24T10:00:00.000Z',
      end: null,
      events: [{ workType: 1, start: '2026-11-24T10:00:00.000Z', end: null }],
    },
  ],
};
const handlers = {
  'GET /api/vehicle-locations': locations,
  'GET /api/map-settings': { tileUrl: '', attribution: '' },
  [historyPath]: history,
};

describe('location map page', () => {
  it('lists every vehicle in words beside the map: active or not, driver, speed and how old the position is', async () => {
    renderApp(PAGE, { handlers });
    const table = await screen.findByRole(
      'table',
      { name: 'Vehicles and their newest positions' },
      { timeout: 15_000 },
    );
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Active', 'Vetäjä Ville', '62 km/h', '5 min ago', 'Location history'],
      ['Inactive', '–', '–', '3 h ago', 'Location history'],
      ['No position yet', '–', '–', '–', 'Location history'],
    ]);
    expect(screen.getByRole('region', { name: 'Map of the vehicles' })).toBeTruthy();
    // The markers name the vehicle and its state; shapes differ by class, words say it too.
    expect(await screen.findByTitle('ABC-001, Active')).toBeTruthy();
    expect(screen.getByTitle('ABC-002, Inactive')).toBeTruthy();
  });

  it("opens a vehicle's history of its newest position's day: the summary, replay, stops and shifts", async () => {
    const { user } = renderApp(PAGE, { handlers });
    await user.click(await screen.findByRole('button', { name: 'Location history of ABC-001' }, { timeout: 15_000 }));
    const panel = await screen.findByRole('region', { name: 'ABC-001: location history' });
    expect(await within(panel).findByText('Positions recorded: 111, drawn: 4, stops: 1.')).toBeTruthy();
    expect(within(panel).getByText('24.11.2026 12:00, 60 km/h')).toBeTruthy();
    expect(within(panel).getByText('24.11.2026 13:00–13:20 (20 min)')).toBeTruthy();
    expect(within(panel).getByText(/^Vetäjä Ville: 24\.11\.2026 12:00–running/)).toBeTruthy();
    expect(within(panel).getByRole('slider', { name: 'Replay time' }).getAttribute('aria-valuetext')).toBe(
      '24.11.2026 12:00',
    );
  });

  it('says there is no location data for a vehicle that never reported', async () => {
    const { user } = renderApp(PAGE, { handlers });
    await user.click(await screen.findByRole('button', { name: 'Location history of ABC-003' }, { timeout: 15_000 }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'No location data found. Cannot redirect to location history.',
    );
  });

  it('sends a user without the map feature to /no-access?feature=map', async () => {
    const { router } = renderApp(PAGE, { features: { ...allFeatures(), map: false } });
    await screen.findByRole('heading', { level: 1 });
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/no-access?feature=map');
  });
});
