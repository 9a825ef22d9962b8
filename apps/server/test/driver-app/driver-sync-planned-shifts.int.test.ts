import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../src/db/tenant';
import { createTenant, type TestTenant } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiAs } from '../organisation-data/api';
import { addOrganisationData } from '../organisation-data/sample-data';
import { planBody } from '../planning/planning-fixtures';
import { routeBody } from '../routes/route-fixtures';
import { driverApi, groupDriver, newKey, snapshot, type DriverApi, type SyncJson } from './driver-fixtures';

/**
 * The driver's planned shifts in the sync's answer (issue 24): published ones only, of this
 * driver, not ended, starting within 14 days and not yet carried out, in start order; the cursor
 * moves when a plan is published or changed; a shift from the phone naming a plan keeps it only
 * when it is the driver's published plan.
 */
type PlannedJson = {
  id: string;
  start: string;
  end: string;
  routeId: string | null;
  routeName: string | null;
  routeCode: string | null;
  vehicleIds: string[];
  vehicleNames: string[];
};
type Plan = { id: string; version: number };

/** Wednesday 11 March 2026, 10:00 in Helsinki. */
const NOW = new Date('2026-03-11T08:00:00Z');
const at = (minutesBeforeNow: number) => new Date(NOW.getTime() - minutesBeforeNow * 60_000).toISOString();
/** A Helsinki local time (winter, +02:00) on a March 2026 day. */
const helsinki = (day: number, time: string) => `2026-03-${String(day).padStart(2, '0')}T${time}:00+02:00`;

let t: TestApp;
let own: TestTenant;
let other: TestTenant;
let phone: DriverApi;
let api: ReturnType<typeof apiAs>;
let route: { id: string };

const plansOf = (answer: SyncJson) => (answer as SyncJson & { plannedShifts: PlannedJson[] }).plannedShifts;

async function plan(tenant: TestTenant, driverId: string, extra: Record<string, unknown>): Promise<Plan> {
  const created = await api(tenant.users.user, 'POST', '/api/planned-shifts', planBody(driverId, extra));
  if (created.status !== 201) throw new Error(`plan: ${created.status} ${created.raw.body}`);
  return created.body as unknown as Plan;
}
const published = (tenant: TestTenant, driverId: string, day: number, from: string, to: string, extra = {}) =>
  plan(tenant, driverId, { start: helsinki(day, from), end: helsinki(day, to), status: 'published', ...extra });

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  api = apiAs(t);
  phone = driverApi(t);
  own = await addOrganisationData(t.context, await createTenant(t.context));
  other = await addOrganisationData(t.context, await createTenant(t.context));
  const created = await api(own.users.user, 'POST', '/api/routes', routeBody({ name: 'Vantaa–Tampere', code: 'VT1' }));
  route = created.body as unknown as { id: string };
});
afterAll(() => t.close());

describe("the sync's planned shifts", () => {
  it('lists the driver’s published plans not ended and within 14 days, by start, with route and vehicles', async () => {
    const { driverId, user } = await groupDriver(t, own, 'Aino');
    const colleague = await groupDriver(t, own, 'Bertil');
    const tomorrow = await published(own, driverId, 12, '07:00', '15:00', {
      routeId: route.id,
      vehicleIds: [own.vehicleId],
    });
    const running = await published(own, driverId, 11, '06:00', '14:00');
    await published(own, driverId, 10, '06:00', '14:00'); // ended yesterday
    await published(own, driverId, 26, '06:00', '14:00'); // starts beyond 14 days from now
    await plan(own, driverId, { start: helsinki(13, '07:00'), end: helsinki(13, '15:00') }); // a draft
    await published(own, colleague.driverId, 12, '07:00', '15:00');

    const answer = await phone.sync(user, []);
    expect(plansOf(answer)).toEqual([
      {
        id: running.id,
        start: '2026-03-11T04:00:00.000Z',
        end: '2026-03-11T12:00:00.000Z',
        routeId: null,
        routeName: null,
        routeCode: null,
        vehicleIds: [],
        vehicleNames: [],
      },
      {
        id: tomorrow.id,
        start: '2026-03-12T05:00:00.000Z',
        end: '2026-03-12T13:00:00.000Z',
        routeId: route.id,
        routeName: 'Vantaa–Tampere',
        routeCode: 'VT1',
        vehicleIds: [own.vehicleId],
        vehicleNames: ['SMP-001'],
      },
    ]);
    expect(plansOf(await phone.sync(colleague.user, []))).toHaveLength(1);
  });

  it('keeps the cursor while only drafts change, and moves it when a plan is published or edited', async () => {
    const { driverId, user } = await groupDriver(t, own, 'Celia');
    const draft = await plan(own, driverId, { start: helsinki(12, '07:00'), end: helsinki(12, '15:00') });
    const first = await phone.sync(user, []);
    expect(plansOf(first)).toEqual([]);
    expect(await phone.sync(user, [], { cursor: first.cursor })).toMatchObject({
      unchanged: true,
      cursor: first.cursor,
      plannedShifts: [],
    });

    const edited = await api(own.users.user, 'PUT', `/api/planned-shifts/${draft.id}`, {
      ...planBody(driverId, { start: helsinki(12, '08:00'), end: helsinki(12, '16:00') }),
      version: draft.version,
    });
    expect(edited.status).toBe(200);
    expect((await phone.sync(user, [], { cursor: first.cursor })).unchanged).toBe(true);

    expect((await api(own.users.user, 'POST', '/api/planned-shifts/publish', { ids: [draft.id] })).status).toBe(200);
    const afterPublish = await phone.sync(user, [], { cursor: first.cursor });
    expect(afterPublish.unchanged).toBe(false);
    expect(afterPublish.cursor).not.toBe(first.cursor);
    expect(plansOf(afterPublish).map((p) => [p.id, p.start])).toEqual([[draft.id, '2026-03-12T06:00:00.000Z']]);
    expect(await phone.sync(user, [], { cursor: afterPublish.cursor })).toMatchObject({ unchanged: true });

    const current = (await api(own.users.user, 'GET', `/api/planned-shifts/${draft.id}`)).body as unknown as Plan;
    const moved = await api(own.users.user, 'PUT', `/api/planned-shifts/${draft.id}`, {
      ...planBody(driverId, { start: helsinki(12, '08:00'), end: helsinki(12, '16:00'), vehicleIds: [own.vehicleId] }),
      status: 'published',
      version: current.version,
    });
    expect(moved.status).toBe(200);
    const afterEdit = await phone.sync(user, [], { cursor: afterPublish.cursor });
    expect(afterEdit.unchanged).toBe(false);
    expect(afterEdit.cursor).not.toBe(afterPublish.cursor);
    expect(plansOf(afterEdit)[0]?.vehicleNames).toEqual(['SMP-001']);
  });

  it('moves the cursor and leaves the plan out once a recorded shift carries it out', async () => {
    const { driverId, user } = await groupDriver(t, own, 'Daniel');
    const running = await published(own, driverId, 11, '09:30', '17:00', { routeId: route.id });
    const before = await phone.sync(user, []);
    expect(plansOf(before).map((p) => p.id)).toEqual([running.id]);

    const started = snapshot(newKey(), 1, [{ workType: 1, start: at(20), end: null }], {
      plannedShiftId: running.id,
      routeId: route.id,
    });
    const recorded = await phone.sync(user, [started], { cursor: before.cursor });
    expect(recorded.results[0]?.outcome).toBe('applied');
    expect(recorded.unchanged).toBe(false);
    expect(plansOf(recorded)).toEqual([]);
    expect(recorded.shifts[0]).toMatchObject({ plannedShiftId: running.id, routeId: route.id });
  });
});

describe("a shift's planned shift from the phone", () => {
  const storedPlanOf = (id: string) =>
    withTenant(t.database.db, own.organisationId, async (tx) => {
      const row = await tx
        .selectFrom('shifts')
        .select('planned_shift_id')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return row.planned_shift_id;
    });
  const shiftEvents = [{ workType: 1, start: at(120), end: at(60) }];

  it('keeps the driver’s published plan, and keeps it through a later snapshot and a review edit naming none', async () => {
    const { driverId, user } = await groupDriver(t, own, 'Eero');
    const mine = await published(own, driverId, 11, '07:00', '15:00');
    const clientKey = newKey();
    const recorded = await phone.syncOne(user, snapshot(clientKey, 1, shiftEvents, { plannedShiftId: mine.id }));
    expect(recorded.outcome).toBe('applied');
    expect(await storedPlanOf(recorded.itemId!)).toBe(mine.id);

    // An older app's snapshot, without the field.
    expect((await phone.syncOne(user, snapshot(clientKey, 2, shiftEvents))).outcome).toBe('applied');
    expect(await storedPlanOf(recorded.itemId!)).toBe(mine.id);
    const stored = (await phone.sync(user, [])).shifts.find((shift) => shift.id === recorded.itemId)!;
    const edit = {
      key: newKey(),
      kind: 'editShift',
      shiftId: stored.id,
      version: stored.version,
      shift: { clientKey, events: shiftEvents, plannedShiftId: null },
    };
    expect((await phone.syncOne(user, edit)).outcome).toBe('applied');
    expect(await storedPlanOf(recorded.itemId!)).toBe(mine.id);
  });

  it.each([
    [
      'another driver’s plan',
      async () => (await published(own, (await groupDriver(t, own, 'Frida')).driverId, 11, '07:00', '15:00')).id,
    ],
    ['another organisation’s plan', async () => (await published(other, other.driverId!, 11, '07:00', '15:00')).id],
    [
      'a draft',
      async (driverId: string) =>
        (await plan(own, driverId, { start: helsinki(11, '07:00'), end: helsinki(11, '15:00') })).id,
    ],
    ['a plan that never was', () => Promise.resolve('7b0e4c1e-0000-4000-8000-000000000000')],
  ])('stores %s as none, never refused', async (name, planId) => {
    const { driverId, user } = await groupDriver(t, own, `Gustav ${name}`);
    const recorded = await phone.syncOne(
      user,
      snapshot(newKey(), 1, shiftEvents, { plannedShiftId: await planId(driverId) }),
    );
    expect(recorded.outcome).toBe('applied');
    expect(await storedPlanOf(recorded.itemId!)).toBeNull();
    expect(recorded.response.shifts[0]).toMatchObject({ plannedShiftId: null });
  });
});
