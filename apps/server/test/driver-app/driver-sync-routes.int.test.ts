import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../src/db/tenant';
import { createTenant, type TestTenant } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiAs } from '../organisation-data/api';
import { addOrganisationData } from '../organisation-data/sample-data';
import { routeBody, weekly } from '../routes/route-fixtures';
import { driverApi, groupDriver, newKey, setGroup, snapshot, type DriverApi, type SyncJson } from './driver-fixtures';

/**
 * The routes a driver may choose, in the sync's answer (spec section 6, "create or select
 * routes"): only with the group's permission, not ended, by name, with today's runs; the cursor
 * moves when a route changes; a shift naming a route that is not the organisation's keeps none.
 */
type RoutesJson = { id: string; name: string; code: string; runsToday: { start: string; end: string }[] }[];

/** Wednesday 11 March 2026, 10:00 in Helsinki. */
const NOW = new Date('2026-03-11T08:00:00Z');
const at = (minutesBeforeNow: number) => new Date(NOW.getTime() - minutesBeforeNow * 60_000).toISOString();

let t: TestApp;
let own: TestTenant;
let other: TestTenant;
let phone: DriverApi;
let api: ReturnType<typeof apiAs>;
let today: { id: string; version: number };
let tomorrow: { id: string };
let otherOrganisations: { id: string };

const routesOf = (answer: SyncJson) => (answer as SyncJson & { routes: RoutesJson }).routes;

async function createRoute(tenant: TestTenant, extra: Record<string, unknown>) {
  const created = await api(tenant.users.user, 'POST', '/api/routes', routeBody(extra));
  if (created.status !== 201) throw new Error(`route: ${created.status} ${created.raw.body}`);
  return created.body as { id: string; version: number };
}

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  api = apiAs(t);
  phone = driverApi(t);
  own = await addOrganisationData(t.context, await createTenant(t.context));
  other = await addOrganisationData(t.context, await createTenant(t.context));
  // Mondays, Wednesdays and Fridays at 07:00 for four hours: a run today.
  today = await createRoute(own, { name: 'Vantaa–Tampere', code: 'VT1' });
  tomorrow = await createRoute(own, { name: 'Oulu night', code: 'ON', recurrence: weekly({ weekdays: ['TH'] }) });
  await createRoute(own, { name: 'Ad hoc', code: '', recurrence: null });
  const ended = await createRoute(own, { name: 'Ended yesterday', code: 'EY' });
  expect((await api(own.users.user, 'POST', `/api/routes/${ended.id}/end`, { date: '2026-03-10' })).status).toBe(200);
  otherOrganisations = await createRoute(other, { name: 'Not ours' });
});
afterAll(() => t.close());

describe("the sync's routes", () => {
  it('lists the routes not ended, by name, with their runs today in the organisation’s zone', async () => {
    const { user } = await groupDriver(t, own, 'Aino');
    const answer = await phone.sync(user, []);
    expect(routesOf(answer)).toEqual([
      { id: expect.any(String), name: 'Ad hoc', code: '', runsToday: [] },
      { id: tomorrow.id, name: 'Oulu night', code: 'ON', runsToday: [] },
      {
        id: today.id,
        name: 'Vantaa–Tampere',
        code: 'VT1',
        runsToday: [{ start: '2026-03-11T07:00:00+02:00', end: '2026-03-11T11:00:00+02:00' }],
      },
    ]);
  });

  it('lists none without the group’s createOrSelectRoutes, and the cursor moves with the permission', async () => {
    const { user, groupId } = await groupDriver(t, own, 'Bertta');
    const allowed = await phone.sync(user, []);
    expect(routesOf(allowed)).toHaveLength(3);
    await setGroup(t, own, groupId, { permissions: { createOrSelectRoutes: false } });
    const refused = await phone.sync(user, [], { cursor: allowed.cursor });
    expect(refused).toMatchObject({ unchanged: false, routes: [] });
    expect(refused.cursor).not.toBe(allowed.cursor);
    expect(await phone.sync(user, [], { cursor: refused.cursor })).toMatchObject({ unchanged: true, routes: [] });
  });

  it('answers "unchanged" with no routes while none changed, and in full once a route changes', async () => {
    const { user } = await groupDriver(t, own, 'Celia');
    const first = await phone.sync(user, []);
    const idle = await phone.sync(user, [], { cursor: first.cursor });
    expect(idle).toMatchObject({ unchanged: true, cursor: first.cursor, shifts: [], absences: [], routes: [] });

    const renamed = await api(
      own.users.user,
      'PUT',
      `/api/routes/${tomorrow.id}`,
      routeBody({ name: 'Oulu night run', code: 'ON', recurrence: weekly({ weekdays: ['TH'] }), version: 1 }),
    );
    expect(renamed.status).toBe(200);
    const changed = await phone.sync(user, [], { cursor: first.cursor });
    expect(changed.unchanged).toBe(false);
    expect(changed.cursor).not.toBe(first.cursor);
    expect(routesOf(changed).map((route) => route.name)).toContain('Oulu night run');

    // Ended today: still offered with today's run, and the cursor moves.
    const ending = await api(own.users.user, 'POST', `/api/routes/${today.id}/end`, { date: '2026-03-11' });
    expect(ending.status).toBe(200);
    const stillToday = await phone.sync(user, [], { cursor: changed.cursor });
    expect(stillToday.unchanged).toBe(false);
    expect(routesOf(stillToday).find((route) => route.id === today.id)?.runsToday).toHaveLength(1);
    await api(own.users.user, 'POST', `/api/routes/${today.id}/end`, { date: null });
  });
});

describe("a shift's route from the phone", () => {
  const storedRouteOf = (id: string) =>
    withTenant(t.database.db, own.organisationId, (tx) =>
      tx.selectFrom('shifts').select('route_id').where('id', '=', id).executeTakeFirstOrThrow(),
    );
  const shiftEvents = [{ workType: 1, start: at(120), end: at(60) }];

  it("keeps the organisation's route", async () => {
    const { user } = await groupDriver(t, own, 'Daniel');
    const recorded = await phone.syncOne(user, snapshot(newKey(), 1, shiftEvents, { routeId: today.id }));
    expect(recorded.outcome).toBe('applied');
    expect((await storedRouteOf(recorded.itemId!)).route_id).toBe(today.id);
    expect(recorded.response.shifts[0]).toMatchObject({ routeId: today.id });
  });

  it.each([
    ['another organisation’s route', () => otherOrganisations.id],
    ['a route that never was', () => '7b0e4c1e-0000-4000-8000-000000000000'],
  ])('stores %s as none, never refused', async (name, routeId) => {
    const { user } = await groupDriver(t, own, `Eero ${name}`);
    const recorded = await phone.syncOne(user, snapshot(newKey(), 1, shiftEvents, { routeId: routeId() }));
    expect(recorded.outcome).toBe('applied');
    expect((await storedRouteOf(recorded.itemId!)).route_id).toBeNull();
  });

  it('keeps none for a review edit naming an unknown route', async () => {
    const { user } = await groupDriver(t, own, 'Fanni');
    const recorded = await phone.syncOne(user, snapshot(newKey(), 1, shiftEvents, { routeId: today.id }));
    const stored = recorded.response.shifts[0]!;
    const edit = {
      key: newKey(),
      kind: 'editShift',
      shiftId: recorded.itemId,
      version: stored.version,
      shift: { clientKey: stored.clientKey, events: shiftEvents, routeId: otherOrganisations.id },
    };
    expect((await phone.syncOne(user, edit)).outcome).toBe('applied');
    expect((await storedRouteOf(recorded.itemId!)).route_id).toBeNull();
  });
});
