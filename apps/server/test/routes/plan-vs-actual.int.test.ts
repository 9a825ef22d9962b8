import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, type TestTenant } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiAs } from '../organisation-data/api';
import { addDriver } from '../shifts/shift-fixtures';
import { costedVehicle } from '../tasks/task-fixtures';
import { linkedShift, routeBody } from './route-fixtures';

/**
 * A route's month planned against actual (issue 23), with figures worked out by hand. The route
 * runs Mondays, Wednesdays and Fridays at 07:00 Helsinki time (05:00Z in March before the 29th)
 * for 4 h over 200 km for 500 a run, on a vehicle costed 60 an hour and 1 a km:
 * planned per run 4 h × 60 = 240 + 200 km × 1 = 200 → cost 440, profit 60, margin 12 %.
 */
let t: TestApp;
let own: TestTenant;
let api: ReturnType<typeof apiAs>;
let truck: string;
let driverId: string;
let routeId: string;
const ids: Record<string, string> = {};

const planned = { hours: 4, km: 200, cost: 440, income: 500, profit: 60, marginPercent: 12 };

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-03-31T12:00:00Z') });
  api = apiAs(t);
  own = await createTenant(t.context);
  truck = await costedVehicle(t, own, 'PVA-100', { perHour: 60, perKm: 1 });
  driverId = await addDriver(t.context, own, { firstName: 'Aino', lastName: 'Ajaja' });
  const route = await api(
    own.users.user,
    'POST',
    '/api/routes',
    routeBody({ vehicleId: truck, distanceKm: 200, drivingMinutes: 180 }),
  );
  routeId = route.body.id!;
  const other = await api(own.users.user, 'POST', '/api/routes', routeBody({ name: 'Another' }));

  // Monday 2 March: 5 h, 210 km, waiting 20 min (wait) + 10 min (queue).
  ids.monday = await linkedShift(t.context, own, {
    driverId,
    routeId,
    start: '2026-03-02T05:00:00Z',
    end: '2026-03-02T10:00:00Z',
    startKm: 1000,
    endKm: 1210,
    events: [
      { workType: 1, start: '2026-03-02T05:00:00Z', end: '2026-03-02T06:00:00Z' },
      { workType: 4, start: '2026-03-02T06:00:00Z', end: '2026-03-02T06:20:00Z' },
      { workType: 1, start: '2026-03-02T06:20:00Z', end: '2026-03-02T08:00:00Z' },
      { workType: 10, start: '2026-03-02T08:00:00Z', end: '2026-03-02T08:10:00Z' },
      { workType: 3, start: '2026-03-02T08:10:00Z', end: '2026-03-02T10:00:00Z' },
    ],
  });
  // Wednesday 4 March: a 4 h shift of 190 km and a task earning 600 with 30 of tolls.
  ids.wednesday = await linkedShift(t.context, own, {
    driverId,
    routeId,
    start: '2026-03-04T05:00:00Z',
    end: '2026-03-04T09:00:00Z',
    startKm: 1210,
    endKm: 1400,
  });
  const task = (start: string, end: string, km: number, income: number, otherCosts: number) =>
    api(own.users.user, 'POST', '/api/tasks', { vehicleId: truck, routeId, start, end, km, income, otherCosts });
  ids.wednesdayTask = (await task('2026-03-04T05:00:00Z', '2026-03-04T09:00:00Z', 190, 600, 30)).body.id!;
  // Friday 6 March: a task only, 4.5 h and 220 km, earning 450.
  ids.fridayTask = (await task('2026-03-06T06:00:00Z', '2026-03-06T10:30:00Z', 220, 450, 0)).body.id!;
  // Not runs of this route: a Tuesday (no run that day) and another route's Monday.
  await linkedShift(t.context, own, { driverId, routeId, start: '2026-03-03T05:00:00Z', end: '2026-03-03T09:00:00Z' });
  await linkedShift(t.context, own, {
    driverId,
    routeId: other.body.id!,
    start: '2026-03-09T05:00:00Z',
    end: '2026-03-09T09:00:00Z',
  });
});
afterAll(() => t.close());

describe('plan against actual', () => {
  it('sets each run’s linked shifts and tasks beside its plan, and sums the runs that have actual figures', async () => {
    const response = await api(own.users.user, 'GET', `/api/routes/${routeId}/plan-vs-actual?month=2026-03`);
    expect(response.status).toBe(200);
    const body = response.body as unknown as {
      month: string;
      runs: Record<string, unknown>[];
      planned: unknown;
      actual: unknown;
      driftPoints: number;
      flagged: boolean;
    };
    expect(body.month).toBe('2026-03');
    expect(body.runs).toHaveLength(13);
    expect(body.runs.slice(0, 4)).toEqual([
      {
        date: '2026-03-02',
        start: '2026-03-02T07:00:00+02:00',
        end: '2026-03-02T11:00:00+02:00',
        status: 'planned',
        planned,
        // 5 h × 60 = 300 + 210 km × 1 = 210 → 510; the planned 500 earned → −10 (−2 %).
        actual: { hours: 5, km: 210, cost: 510, income: 500, profit: -10, marginPercent: -2 },
        waitingMinutes: 30,
        shiftIds: [ids.monday],
        taskIds: [],
      },
      {
        date: '2026-03-04',
        start: '2026-03-04T07:00:00+02:00',
        end: '2026-03-04T11:00:00+02:00',
        status: 'planned',
        planned,
        // 4 h → 240 + 190 km → 190 + tolls 30 = 460; the task's 600 replaces the plan's → 140 (23.33 %).
        actual: { hours: 4, km: 190, cost: 460, income: 600, profit: 140, marginPercent: 23.33 },
        waitingMinutes: 0,
        shiftIds: [ids.wednesday],
        taskIds: [ids.wednesdayTask],
      },
      {
        date: '2026-03-06',
        start: '2026-03-06T07:00:00+02:00',
        end: '2026-03-06T11:00:00+02:00',
        status: 'planned',
        planned,
        // No shift: the task's 4.5 h → 270 + 220 km → 220 = 490; earning 450 → −40 (−8.89 %).
        actual: { hours: 4.5, km: 220, cost: 490, income: 450, profit: -40, marginPercent: -8.89 },
        waitingMinutes: null,
        shiftIds: [],
        taskIds: [ids.fridayTask],
      },
      {
        date: '2026-03-09',
        start: '2026-03-09T07:00:00+02:00',
        end: '2026-03-09T11:00:00+02:00',
        status: 'planned',
        planned,
        actual: null,
        waitingMinutes: null,
        shiftIds: [],
        taskIds: [],
      },
    ]);
    // Three runs with actual figures: planned 12 h, 600 km, 1 320 cost, 1 500 income, 180 profit (12 %);
    // actual 13.5 h, 620 km, 1 460 cost, 1 550 income, 90 profit (5.81 %): 6.19 points below plan.
    expect(body.planned).toEqual({ hours: 12, km: 600, cost: 1320, income: 1500, profit: 180, marginPercent: 12 });
    expect(body.actual).toEqual({ hours: 13.5, km: 620, cost: 1460, income: 1550, profit: 90, marginPercent: 5.81 });
    expect(body.driftPoints).toBe(-6.19);
    expect(body.flagged).toBe(true);
  });

  it('has no actual figures and no drift in a month nothing was linked', async () => {
    const february = await api(own.users.user, 'GET', `/api/routes/${routeId}/plan-vs-actual?month=2026-02`);
    expect(february.body).toEqual({
      month: '2026-02',
      runs: [],
      planned: { hours: 0, km: 0, cost: 0, income: 0, profit: 0, marginPercent: null },
      actual: null,
      driftPoints: null,
      flagged: false,
    });
  });

  it('is the current month by default, without costs for a route without a vehicle', async () => {
    const bare = await api(own.users.user, 'POST', '/api/routes', routeBody());
    await linkedShift(t.context, own, {
      driverId,
      routeId: bare.body.id!,
      start: '2026-03-30T04:00:00Z',
      end: '2026-03-30T08:00:00Z',
    });
    const response = await api(own.users.user, 'GET', `/api/routes/${bare.body.id}/plan-vs-actual`);
    expect(response.body).toMatchObject({
      month: '2026-03',
      planned: { hours: 4, cost: null, income: 500, profit: null, marginPercent: null },
      actual: { hours: 4, km: 0, cost: null, income: 500, profit: null, marginPercent: null },
      driftPoints: null,
      flagged: false,
    });
  });
});
