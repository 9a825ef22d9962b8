import 'fake-indexeddb/auto';
import type { DriverRoute } from '@rahti/domain';
import { describe, expect, it } from 'vitest';
import { routeChoicesOf } from './route-choices';
import { startedShift } from './shift-recording';
import { phonesClosedAfterEach } from './testing/fake-phone';
import { VEHICLE } from './testing/fake-driver-server';

const route = (id: string, name: string, starts: string[] = []): DriverRoute => ({
  id: `6f2b8f4e-1c1a-4c1e-9d3e-0000000001${id}`,
  name,
  code: name.slice(0, 2).toUpperCase(),
  runsToday: starts.map((start) => ({ start: `2026-05-04T${start}:00+03:00`, end: `2026-05-04T${start}:00+03:00` })),
});
const ROUTES = [route('01', 'Helsinki loop'), route('02', 'Oulu night', ['22:00']), route('03', 'Turku shuttle', ['07:30', '15:00'])];

const newPhone = phonesClosedAfterEach();

describe('the routes a driver may choose', () => {
  it("puts today's routes first by their first run's local start, then the rest by name", () => {
    expect(routeChoicesOf(ROUTES).map((choice) => [choice.name, choice.todayAt])).toEqual([
      ['Turku shuttle', '07:30'],
      ['Oulu night', '22:00'],
      ['Helsinki loop', null],
    ]);
    expect(routeChoicesOf([])).toEqual([]);
  });

  it('starts a shift with the chosen route, none when not chosen', () => {
    expect(startedShift('k', { vehicleIds: [], startKm: null, workType: 1, routeId: ROUTES[0]!.id }, '2026-05-04T06:00:00Z').routeId).toBe(ROUTES[0]!.id);
    expect(startedShift('k', { vehicleIds: [], startKm: null, workType: 1 }, '2026-05-04T06:00:00Z').routeId).toBeNull();
  });

  it('keeps the synced routes through "unchanged" answers and a reload, and sends the chosen route through the outbox', async () => {
    const phone = newPhone();
    phone.server.routes = ROUTES;
    const store = await phone.open();
    await store.idle();
    expect(store.getSnapshot().routes.map((choice) => choice.name)).toEqual(['Turku shuttle', 'Oulu night', 'Helsinki loop']);

    await store.actions.syncNow();
    expect(phone.server.syncAnswers.at(-1)).toMatchObject({ unchanged: true });
    expect(store.getSnapshot().routes).toHaveLength(3);

    // Offline: the cached list, and the start waits in the outbox with its route.
    phone.server.isReachable = false;
    phone.close();
    const reopened = await phone.open();
    expect(reopened.getSnapshot().routes).toHaveLength(3);
    await reopened.actions.startShift({ vehicleIds: [VEHICLE.id], startKm: null, workType: 2, routeId: ROUTES[2]!.id });
    expect(reopened.getSnapshot().current?.content.routeId).toBe(ROUTES[2]!.id);
    await reopened.actions.updateCurrentShift({ routeId: ROUTES[1]!.id });

    phone.server.isReachable = true;
    await reopened.actions.syncNow();
    const sent = phone.server.operationsReceived().at(-1)!;
    expect(sent).toMatchObject({ kind: 'recordShift', shift: { routeId: ROUTES[1]!.id } });
    expect(reopened.getSnapshot().sync.pending).toBe(0);
  });

  it('offers none when an older server leaves the routes out, or the group takes them away', async () => {
    const phone = newPhone();
    const store = await phone.open();
    await store.idle();
    expect(store.getSnapshot().routes).toEqual([]);

    phone.server.routes = ROUTES;
    await store.actions.syncNow();
    expect(store.getSnapshot().routes).toHaveLength(3);
    phone.server.routes = [];
    await store.actions.syncNow();
    expect(store.getSnapshot().routes).toEqual([]);
  });
});
