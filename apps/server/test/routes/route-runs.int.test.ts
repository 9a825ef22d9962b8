import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, type TestTenant } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiAs } from '../organisation-data/api';
import { routeBody, weekly } from './route-fixtures';

/**
 * A route's runs (issue 23's contract): GET /api/routes/{id}/occurrences answers exactly the
 * recurrence's runs in start order, in the organisation's zone; one run is skipped, moved and
 * given back.
 */
let t: TestApp;
let own: TestTenant;
let api: ReturnType<typeof apiAs>;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-03-10T10:00:00Z') });
  api = apiAs(t);
  own = await createTenant(t.context);
});
afterAll(() => t.close());

const create = async (extra: Record<string, unknown> = {}) => {
  const created = await api(own.users.user, 'POST', '/api/routes', routeBody(extra));
  if (created.status !== 201) throw new Error(`route: ${created.status} ${created.raw.body}`);
  return created.body as Record<string, unknown> & { id: string; version: number };
};
const runsOf = async (id: string, from: string, to: string) => {
  const response = await api(own.users.user, 'GET', `/api/routes/${id}/occurrences?from=${from}&to=${to}`);
  expect(response.status).toBe(200);
  return response.body as unknown as {
    date: string;
    start: string;
    end: string;
    status: string;
    originalDate?: string;
  }[];
};
const run = (date: string, offset: '+02:00' | '+03:00', time = '07:00', end = '11:00') => ({
  date,
  start: `${date}T${time}:00${offset}`,
  end: `${date}T${end}:00${offset}`,
  status: 'planned',
});

describe('the occurrences of a route', () => {
  it('are its runs in start order, in Helsinki time across the spring change', async () => {
    const route = await create();
    // Clocks go forward on Sunday 29 March 2026; Good Friday (3 April) is kept without skipPublicHolidays.
    expect(await runsOf(route.id, '2026-03-23', '2026-04-03')).toEqual([
      run('2026-03-23', '+02:00'),
      run('2026-03-25', '+02:00'),
      run('2026-03-27', '+02:00'),
      run('2026-03-30', '+03:00'),
      run('2026-04-01', '+03:00'),
      run('2026-04-03', '+03:00'),
    ]);
  });

  it('leave public holidays out when asked, and stop at the count', async () => {
    const route = await create({ recurrence: weekly({ weekdays: ['FR', 'MO'], skipPublicHolidays: true, count: 12 }) });
    const dates = (await runsOf(route.id, '2026-03-01', '2026-06-30')).map((r) => r.date);
    // The 12 Mondays and Fridays from 2 March end on 10 April; Good Friday and Easter Monday are holidays.
    expect(dates).toEqual([
      '2026-03-02',
      '2026-03-06',
      '2026-03-09',
      '2026-03-13',
      '2026-03-16',
      '2026-03-20',
      '2026-03-23',
      '2026-03-27',
      '2026-03-30',
      '2026-04-10',
    ]);
  });

  it('are none for a route without a recurrence, and the period is checked', async () => {
    const route = await create({ recurrence: null });
    expect(await runsOf(route.id, '2026-03-01', '2026-03-31')).toEqual([]);
    const backwards = await api(
      own.users.user,
      'GET',
      `/api/routes/${route.id}/occurrences?from=2026-03-31&to=2026-03-01`,
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.fields).toEqual([{ path: 'to', message: expect.any(String) }]);
    const long = await api(own.users.user, 'GET', `/api/routes/${route.id}/occurrences?from=2026-01-01&to=2027-06-30`);
    expect(long.status).toBe(400);
    expect(long.body.fields).toEqual([{ path: 'to', message: 'Ask for at most a year of runs at a time' }]);
    const missing = await api(own.users.user, 'GET', `/api/routes/${route.id}/occurrences?from=2026-03-01`);
    expect(missing.status).toBe(400);
  });
});

describe('one run', () => {
  it('is moved, shown by its new date, and given back', async () => {
    const route = await create();
    const moved = await api(own.users.user, 'PUT', `/api/routes/${route.id}/exceptions/2026-03-25`, {
      action: 'move',
      toDate: '2026-03-26',
      toTime: '08:30',
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      version: 2,
      recurrence: { exceptions: [{ date: '2026-03-25', action: 'move', toDate: '2026-03-26', toTime: '08:30' }] },
    });
    expect(await runsOf(route.id, '2026-03-23', '2026-03-27')).toEqual([
      run('2026-03-23', '+02:00'),
      { ...run('2026-03-26', '+02:00', '08:30', '12:30'), status: 'moved', originalDate: '2026-03-25' },
      run('2026-03-27', '+02:00'),
    ]);
    const back = await api(own.users.user, 'DELETE', `/api/routes/${route.id}/exceptions/2026-03-25`);
    expect(back.body).toMatchObject({ version: 3, recurrence: { exceptions: [] } });
    expect((await runsOf(route.id, '2026-03-25', '2026-03-26')).map((r) => r.date)).toEqual(['2026-03-25']);
    // Nothing to give back: the route as it is, its version kept.
    const again = await api(own.users.user, 'DELETE', `/api/routes/${route.id}/exceptions/2026-03-25`);
    expect(again.body).toMatchObject({ version: 3 });
  });

  it('is skipped by its date, and a moved one by its new date; the month’s runs count it out', async () => {
    const route = await create();
    const skipped = await api(own.users.user, 'DELETE', `/api/routes/${route.id}/occurrences/2026-03-27`);
    expect(skipped.status).toBe(200);
    expect(skipped.body).toMatchObject({
      version: 2,
      recurrence: { exceptions: [{ date: '2026-03-27', action: 'skip' }] },
      economics: { runsInMonth: 12, turnoverInMonth: 6000 },
    });
    await api(own.users.user, 'PUT', `/api/routes/${route.id}/exceptions/2026-03-23`, {
      action: 'move',
      toDate: '2026-03-24',
    });
    const movedAway = await api(own.users.user, 'DELETE', `/api/routes/${route.id}/occurrences/2026-03-24`);
    expect(movedAway.body).toMatchObject({
      version: 4,
      recurrence: {
        exceptions: [
          { date: '2026-03-23', action: 'skip' },
          { date: '2026-03-27', action: 'skip' },
        ],
      },
    });
    expect((await runsOf(route.id, '2026-03-23', '2026-03-27')).map((r) => r.date)).toEqual(['2026-03-25']);
  });

  it('is a 404 on a date the route does not run, named in the caller’s language', async () => {
    const route = await create();
    const tuesday = await api(own.users.user, 'DELETE', `/api/routes/${route.id}/occurrences/2026-03-24`);
    expect(tuesday.status).toBe(404);
    expect(tuesday.body).toMatchObject({
      code: 'routes:notAnOccurrence',
      message: 'The route does not run on Mar 24, 2026',
    });
    const finnish = await api(
      own.users.user,
      'PUT',
      `/api/routes/${route.id}/exceptions/2026-03-24`,
      { action: 'skip' },
      'fi',
    );
    expect(finnish.status).toBe(404);
    expect(finnish.body.message).toBe('Reitti ei kulje 24.3.2026');
    const before = await api(own.users.user, 'DELETE', `/api/routes/${route.id}/occurrences/2026-02-27`);
    expect(before.status).toBe(404);
    const ended = await api(own.users.user, 'POST', `/api/routes/${route.id}/end`, { date: '2026-03-20' });
    expect(ended.status).toBe(200);
    expect((await api(own.users.user, 'DELETE', `/api/routes/${route.id}/occurrences/2026-03-23`)).status).toBe(404);
  });

  it('is not skipped past 500 changed runs: a 409 saying so', async () => {
    const exceptions = Array.from({ length: 500 }, (_, day) => ({
      date: new Date(Date.UTC(2030, 0, 1 + day)).toISOString().slice(0, 10),
      action: 'skip',
    }));
    const route = await create({ recurrence: weekly({ exceptions }) });
    const refused = await api(own.users.user, 'DELETE', `/api/routes/${route.id}/occurrences/2026-03-25`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'routes:tooManyExceptions',
      message: 'A route can have at most 500 skipped or moved runs; give some past ones back first',
    });
  });

  it('needs a new date or time to be moved', async () => {
    const route = await create();
    const refused = await api(own.users.user, 'PUT', `/api/routes/${route.id}/exceptions/2026-03-25`, {
      action: 'move',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual([{ path: 'toDate', message: 'A moved run needs a new date or a new time' }]);
  });
});
