import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../src/db/tenant';
import { createTenant, type TestTenant } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { timesheetRows } from '../helpers/timesheet-rows';
import { apiAs } from '../organisation-data/api';
import { addDriver } from './shift-fixtures';

/**
 * The spec's `GET Organisation/Shifts/` takes no query (issue 21): without `from` and `to` it
 * answers the current pay period (the one holding today in the organisation's time zone, by the
 * app's clock), or the current month when no pay period holds today.
 */
const { insertShift } = timesheetRows('+02:00');
let clock = new Date();
let t: TestApp;
let withPeriods: TestTenant;
let withoutPeriods: TestTenant;
let api: ReturnType<typeof apiAs>;
const starts = (body: Record<string, unknown>) =>
  (body.items as { start: string }[]).map((shift) => shift.start.slice(0, 10));

/** A shift at 12:00 Helsinki time on each of these dates. */
async function shiftsOn(tenant: TestTenant, dates: string[]) {
  const driver = await addDriver(t.context, tenant, { firstName: 'Aino', lastName: 'Aalto' });
  await withTenant(t.database.db, tenant.organisationId, async (tx) => {
    for (const date of dates)
      await insertShift(tx, tenant.organisationId, driver, 'unapproved', [[1, `${date}T12:00`, `${date}T13:00`]]);
  });
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  api = apiAs(t);
  withPeriods = await createTenant(t.context);
  withoutPeriods = await createTenant(t.context);
  await shiftsOn(withPeriods, ['2026-11-15', '2026-11-16', '2026-11-29', '2026-11-30']);
  await shiftsOn(withoutPeriods, ['2026-10-31', '2026-11-01', '2026-11-30', '2026-12-01']);
  await withTenant(t.database.db, withPeriods.organisationId, (tx) =>
    tx
      .insertInto('pay_periods')
      .values([
        {
          organisation_id: withPeriods.organisationId,
          start_date: '2026-11-02',
          end_date: '2026-11-15',
          pay_date: '2026-11-20',
          name: null,
        },
        {
          organisation_id: withPeriods.organisationId,
          start_date: '2026-11-16',
          end_date: '2026-11-29',
          pay_date: '2026-12-04',
          name: null,
        },
      ])
      .execute(),
  );
});
afterAll(() => t.close());

describe('GET /api/organisation/shifts without dates', () => {
  it("answers the pay period holding today in the organisation's time zone", async () => {
    // 23:30 UTC on Sat 28.11. is already Sun 29.11. in Helsinki: the last day of the period 16.–29.11.
    clock = new Date('2026-11-28T23:30:00Z');
    const response = await api(withPeriods.users.user, 'GET', '/api/organisation/shifts');
    expect(response.status).toBe(200);
    expect(starts(response.body)).toEqual(['2026-11-16', '2026-11-29']);
    // The same as naming the period.
    expect(
      (await api(withPeriods.users.user, 'GET', '/api/organisation/shifts?from=2026-11-16&to=2026-11-29')).body,
    ).toEqual(response.body);
  });

  it('answers the current month when no pay period holds today', async () => {
    // 22:30 UTC on Sun 29.11. is Mon 30.11. in Helsinki, after the last pay period: November.
    clock = new Date('2026-11-29T22:30:00Z');
    expect(starts((await api(withPeriods.users.user, 'GET', '/api/organisation/shifts')).body)).toEqual([
      '2026-11-15',
      '2026-11-16',
      '2026-11-29',
      '2026-11-30',
    ]);
    expect(starts((await api(withoutPeriods.users.admin, 'GET', '/api/organisation/shifts')).body)).toEqual([
      '2026-11-01',
      '2026-11-30',
    ]);
    // 22:30 UTC on Mon 30.11. is 1.12. in Helsinki: December.
    clock = new Date('2026-11-30T22:30:00Z');
    expect(starts((await api(withoutPeriods.users.admin, 'GET', '/api/shifts')).body)).toEqual(['2026-12-01']);
  });

  it('refuses one end without the other with a 400 naming it', async () => {
    const response = await api(withPeriods.users.user, 'GET', '/api/organisation/shifts?from=2026-11-16');
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual([{ path: 'to', message: 'Required' }]);
  });
});
