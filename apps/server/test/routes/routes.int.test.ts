import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, type TestTenant } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiAs } from '../organisation-data/api';
import { addOrganisationData } from '../organisation-data/sample-data';
import { addDriver } from '../shifts/shift-fixtures';
import { costedVehicle } from '../tasks/task-fixtures';
import { linkedShift, routeBody, TAMPERE, VANTAA, weekly } from './route-fixtures';

/** The route register (issue 23) through HTTP: the contract's fields, its checks, versions, ends and removal. */
let t: TestApp;
let own: TestTenant;
let other: TestTenant;
let api: ReturnType<typeof apiAs>;
let truck: string;
let customerId: string;
let otherCustomerId: string;
const NOW = new Date('2026-03-10T10:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  api = apiAs(t);
  own = await addOrganisationData(t.context, await createTenant(t.context));
  other = await addOrganisationData(t.context, await createTenant(t.context));
  truck = await costedVehicle(t, own, 'ABC-123', { perHour: 61.43, perKm: 0.87 });
  const customer = await api(own.users.admin, 'POST', '/api/organisation/customers', { name: 'Asiakas Oy' });
  customerId = customer.body.id!;
  otherCustomerId = (await api(other.users.admin, 'POST', '/api/organisation/customers', { name: 'Muu Oy' })).body.id!;
});
afterAll(() => t.close());

const create = async (extra: Record<string, unknown> = {}) => {
  const created = await api(own.users.user, 'POST', '/api/routes', routeBody(extra));
  if (created.status !== 201) throw new Error(`route: ${created.status} ${created.raw.body}`);
  return created.body as Record<string, unknown> & { id: string; version: number };
};

describe('a new route', () => {
  it('answers 201 with the whole route, its recurrence and its economics for the current month', async () => {
    const created = await api(
      own.users.user,
      'POST',
      '/api/routes',
      routeBody({
        vehicleId: truck,
        customerId,
        departmentId: own.departmentId,
        requiredLicences: ['ce', 'ADR', 'sample', 'CE'],
      }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      name: 'Vantaa–Tampere',
      code: 'VT1',
      customerId,
      customerName: 'Asiakas Oy',
      vehicleId: truck,
      vehicleName: 'ABC-123',
      departmentId: own.departmentId,
      subcontractor: '',
      requiredLicences: ['CE', 'ADR', 'SAMPLE'],
      waypoints: [VANTAA, TAMPERE],
      recurrence: { ...weekly(), skipPublicHolidays: false, exceptions: [] },
      scheduleType: 'weekly',
      incomeBasis: 'perRun',
      income: 500,
      distanceKm: 180,
      drivingMinutes: 180,
      distanceSource: 'manual',
      endedOn: null,
      // 4 h × 61.43 = 245.72; 180 km × 0.87 = 156.60; cost 402.32; 500 − 402.32 = 97.68 (19.54 %).
      // March 2026 has 13 Mondays, Wednesdays and Fridays from the 2nd: 13 × 500 = 6 500.
      economics: {
        hours: 4,
        km: 180,
        calculationId: expect.any(String),
        timeCostPerHour: 61.43,
        distanceCostPerKm: 0.87,
        timeCost: 245.72,
        distanceCost: 156.6,
        estimatedCost: 402.32,
        incomePerRun: 500,
        profit: 97.68,
        marginPercent: 19.54,
        month: '2026-03',
        runsInMonth: 13,
        turnoverInMonth: 6500,
      },
      version: 1,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const read = await api(own.users.user, 'GET', `/api/routes/${created.body.id}`);
    expect(read.body).toEqual(created.body);
    const april = await api(own.users.user, 'GET', `/api/routes/${created.body.id}?month=2026-04`);
    // April 2026: 4 Mondays, 5 Wednesdays, 4 Fridays.
    expect(april.body.economics).toMatchObject({ month: '2026-04', runsInMonth: 13, turnoverInMonth: 6500 });
  });

  it('without a vehicle has no cost; paid by the hour it earns the rate × the run’s hours', async () => {
    const hourly = await create({ incomeBasis: 'perHour', income: 80, recurrence: null });
    expect(hourly).toMatchObject({ scheduleType: 'none', vehicleId: null });
    // Without a recurrence the run lasts the driving time: 3 h × 80 = 240, no run in the month.
    expect(hourly.economics).toMatchObject({
      hours: 3,
      incomePerRun: 240,
      estimatedCost: null,
      profit: null,
      marginPercent: null,
      runsInMonth: 0,
      turnoverInMonth: 0,
    });
  });

  it('is listed by name with the month asked for', async () => {
    await create({ name: 'aamuajo' });
    const list = await api(own.users.user, 'GET', '/api/routes?month=2026-02');
    expect(list.status).toBe(200);
    const names = (list.body as unknown as { name: string; economics: { month: string } }[]).map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fi', { sensitivity: 'base' })));
    expect(names[0]).toBe('aamuajo');
    const months = (list.body as unknown as { economics: { month: string; runsInMonth: number } }[]).map(
      (r) => r.economics,
    );
    // Nothing runs before 2 March.
    expect(months.every((e) => e.month === '2026-02' && e.runsInMonth === 0)).toBe(true);
    expect((await api(own.users.user, 'GET', '/api/routes?month=2026-13')).status).toBe(400);
  });

  it('lists the register without waypoints, which the route itself answers', async () => {
    const { id } = await create({ name: 'satama' });
    const list = (await api(own.users.user, 'GET', '/api/routes')).body as unknown as Record<string, unknown>[];
    const listed = list.find((route) => route.id === id)!;
    expect(listed).toMatchObject({ name: 'satama', economics: expect.any(Object) });
    expect(listed).not.toHaveProperty('waypoints');
    const one = await api(own.users.user, 'GET', `/api/routes/${id}`);
    expect((one.body as unknown as { waypoints: unknown[] }).waypoints.length).toBeGreaterThanOrEqual(2);
  });
});

describe('a recurrence that does not hold', () => {
  it.each([
    ['interval 0', { interval: 0 }, 'recurrence.interval', 'The interval must be a whole number from 1 to 52'],
    ['weekly without weekdays', { weekdays: [] }, 'recurrence.weekdays', 'Choose at least one weekday'],
    [
      'monthly with both rules',
      { frequency: 'monthly', weekdays: undefined, monthDay: 1, setPosition: 1, weekday: 'MO' },
      'recurrence.monthDay',
      'Choose either a day of the month or a weekday of the month',
    ],
    [
      'both an end date and a count',
      { untilDate: '2026-06-30', count: 10 },
      'recurrence.count',
      'End the runs either on a date or after a number of runs, not both',
    ],
    [
      'an end before the start',
      { untilDate: '2026-03-01' },
      'recurrence.untilDate',
      'The end date must not be before the start date',
    ],
    ['the time 24:00', { startTime: '24:00' }, 'recurrence.startTime', 'Enter the time as HH:mm, from 00:00 to 23:59'],
  ])('%s: 400 naming the field', async (_case, change, path, message) => {
    const refused = await api(own.users.user, 'POST', '/api/routes', routeBody({ recurrence: weekly(change) }));
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      statusCode: 400,
      code: 'validation',
      message: `${path}: ${message}`,
      fields: [{ path, message }],
    });
  });

  it('is named in the caller’s language', async () => {
    const refused = await api(
      own.users.user,
      'POST',
      '/api/routes',
      routeBody({ recurrence: weekly({ weekdays: [] }) }),
      'fi',
    );
    expect(refused.body.fields).toEqual([
      { path: 'recurrence.weekdays', message: 'Valitse vähintään yksi viikonpäivä' },
    ]);
  });
});

describe('what a route names', () => {
  it.each([
    ['customerId', 'The customer was not found'],
    ['vehicleId', 'The vehicle was not found'],
    ['departmentId', 'The department was not found'],
  ] as const)('another organisation’s %s is a 400 naming it', async (field, message) => {
    const ids = { customerId: otherCustomerId, vehicleId: other.vehicleId, departmentId: other.departmentId };
    const refused = await api(own.users.user, 'POST', '/api/routes', routeBody({ [field]: ids[field] }));
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual([{ path: field, message }]);
  });

  it('needs licence codes that are built in or the organisation’s own', async () => {
    const refused = await api(own.users.user, 'POST', '/api/routes', routeBody({ requiredLicences: ['CE', 'xyz'] }));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'routes:unknownLicence',
      message: 'Unknown licence type: XYZ',
      fields: [{ path: 'requiredLicences', message: 'Unknown licence type: XYZ' }],
    });
    // SAMPLE is the other organisation's type too, but only its own counts: this one has no TIETURVA.
    const notOurs = await api(other.users.user, 'POST', '/api/routes', routeBody({ requiredLicences: ['TIETURVA'] }));
    expect(notOurs.status).toBe(400);
  });
});

describe('saving a route', () => {
  it('saves at the version it was read, and refuses a stale one with 409', async () => {
    const route = await create();
    const saved = await api(own.users.user, 'PUT', `/api/routes/${route.id}`, routeBody({ income: 650, version: 1 }));
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ version: 2, income: 650, economics: { incomePerRun: 650 } });
    const stale = await api(own.users.user, 'PUT', `/api/routes/${route.id}`, routeBody({ income: 700, version: 1 }));
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 'routes:versionConflict',
      message: 'Someone else changed this route meanwhile. Open it again to see their change.',
    });
  });

  it('measures what was not typed: the estimate between the waypoints without a routing server', async () => {
    const route = await create({ distanceKm: null, drivingMinutes: undefined });
    expect(route.distanceSource).toBe('estimate');
    const saved = await api(
      own.users.user,
      'PUT',
      `/api/routes/${route.id}`,
      routeBody({ distanceKm: 175, drivingMinutes: 150, version: route.version }),
    );
    expect(saved.body).toMatchObject({ distanceKm: 175, drivingMinutes: 150, distanceSource: 'manual' });
  });
});

describe('ending a route', () => {
  it('runs it up to and including the date, and null opens it again', async () => {
    const route = await create();
    const ended = await api(own.users.user, 'POST', `/api/routes/${route.id}/end`, { date: '2026-03-15' });
    expect(ended.status).toBe(200);
    // Up to Sunday 15 March: 2, 4, 6, 9, 11 and 13 March.
    expect(ended.body).toMatchObject({ endedOn: '2026-03-15', version: 2, economics: { runsInMonth: 6 } });
    const runs = await api(own.users.user, 'GET', `/api/routes/${route.id}/occurrences?from=2026-03-01&to=2026-04-30`);
    expect((runs.body as unknown as { date: string }[]).map((run) => run.date).at(-1)).toBe('2026-03-13');
    const opened = await api(own.users.user, 'POST', `/api/routes/${route.id}/end`, { date: null });
    expect(opened.body).toMatchObject({ endedOn: null, version: 3, economics: { runsInMonth: 13 } });
  });
});

describe('removing a route', () => {
  it('removes one nothing depends on', async () => {
    const route = await create();
    expect((await api(own.users.user, 'DELETE', `/api/routes/${route.id}`)).status).toBe(204);
    expect((await api(own.users.user, 'GET', `/api/routes/${route.id}`)).status).toBe(404);
  });

  it('refuses with 409 naming the shifts and tasks that depend on it, in the caller’s language', async () => {
    const route = await create();
    const driverId = await addDriver(t.context, own, { firstName: 'Aino', lastName: 'Ajaja' });
    for (const day of ['02', '04', '06'])
      await linkedShift(t.context, own, {
        driverId,
        routeId: route.id,
        start: `2026-03-${day}T05:00:00Z`,
        end: `2026-03-${day}T09:00:00Z`,
      });
    const task = await api(own.users.user, 'POST', '/api/tasks', {
      vehicleId: truck,
      routeId: route.id,
      start: '2026-03-02T05:00:00Z',
      end: '2026-03-02T09:00:00Z',
      km: 180,
      income: 500,
    });
    expect(task.status).toBe(201);
    expect(task.body.routeId).toBe(route.id);

    const refused = await api(own.users.user, 'DELETE', `/api/routes/${route.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      statusCode: 409,
      code: 'routes:hasDependents',
      message: 'Could not delete route because resources depend on it: 3 shifts, one task',
      dependents: { plannedShifts: 0, shifts: 3, tasks: 1, shares: 0 },
    });
    const finnish = await api(own.users.user, 'DELETE', `/api/routes/${route.id}`, undefined, 'fi');
    expect(finnish.body.message).toBe(
      'Reittiä ei voitu poistaa, koska resursseja riippuu siitä: 3 vuoroa, yksi tehtävä',
    );
    expect((await api(own.users.user, 'GET', `/api/routes/${route.id}`)).status).toBe(200);
  });
});

describe('a task on a route', () => {
  it('names one of the organisation’s own routes, else a 400 naming routeId', async () => {
    const theirs = await api(other.users.user, 'POST', '/api/routes', routeBody());
    const refused = await api(own.users.user, 'POST', '/api/tasks', {
      vehicleId: truck,
      routeId: theirs.body.id,
      start: '2026-03-02T05:00:00Z',
      end: '2026-03-02T09:00:00Z',
      km: 180,
      income: 500,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual([{ path: 'routeId', message: 'The route was not found' }]);
  });
});

describe('another organisation’s route', () => {
  it('is a 404 on every route of the feature, and not in the list', async () => {
    const theirs = await api(other.users.user, 'POST', '/api/routes', routeBody());
    const id = theirs.body.id!;
    for (const [method, url, payload] of [
      ['GET', `/api/routes/${id}`],
      ['PUT', `/api/routes/${id}`, routeBody({ version: 1 })],
      ['DELETE', `/api/routes/${id}`],
      ['POST', `/api/routes/${id}/end`, { date: null }],
      ['GET', `/api/routes/${id}/occurrences?from=2026-03-01&to=2026-03-31`],
      ['PUT', `/api/routes/${id}/exceptions/2026-03-02`, { action: 'skip' }],
      ['DELETE', `/api/routes/${id}/exceptions/2026-03-02`],
      ['DELETE', `/api/routes/${id}/occurrences/2026-03-02`],
      ['GET', `/api/routes/${id}/plan-vs-actual?month=2026-03`],
    ] as const) {
      const response = await api(own.users.admin, method, url, payload);
      expect(response.status, `${method} ${url}`).toBe(404);
    }
    const list = await api(own.users.admin, 'GET', '/api/routes');
    expect((list.body as unknown as { id: string }[]).map((route) => route.id)).not.toContain(id);
    expect((await api(other.users.user, 'GET', `/api/routes/${id}`)).status).toBe(200);
  });
});
