import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../src/db/tenant';
import type { Tx } from '../../src/db/tenant';
import { computePayParts, readUnkeptShifts } from '../../src/payroll/pay-parts';
import { keepPayParts } from '../../src/payroll/pay-parts-keep';
import { createTenant } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { timesheetRows } from '../helpers/timesheet-rows';
import { apiAs } from '../organisation-data/api';
import { payrollFixture } from './payroll-fixture';

/**
 * The pay parts kept per shift (migration 0013) must never answer with old figures: every way
 * a shift's pay can change after its parts were kept changes the summary. The fixture is the
 * domain's golden case (Anna: paid 15.83 h, evening 2, night 7.5, Sunday 5.5, wages 501 €);
 * each case starts from its own organisation with the parts of her two approved shifts kept.
 */
let t: TestApp;
let api: ReturnType<typeof apiAs>;
const { local } = timesheetRows('+02:00');

beforeAll(async () => {
  t = await createTestApp();
  api = apiAs(t);
});
afterAll(() => t.close());

interface Row {
  driverId: string;
  paidHours: number;
  eveningHours: number;
  nightHours: number;
  sundayHours: number;
  overtime50Hours: number;
  eventCounts: Record<string, number>;
  wages: number;
  employerCost: number;
}

async function keptCase() {
  const tenant = await createTenant(t.context);
  const fixture = await payrollFixture(t, tenant);
  const organisation_id = tenant.organisationId;
  const db = <T>(work: (tx: Tx) => Promise<T>) => withTenant(t.database.db, organisation_id, work);
  const summary = async () => {
    const response = await api(tenant.users.admin, 'GET', `/api/payroll/summary?payPeriodId=${fixture.payPeriodId}`);
    expect(response.status).toBe(200);
    return response.body as unknown as { rows: Row[]; unapprovedCount: number };
  };
  const rowOf = async (driverId: string) => (await summary()).rows.find((row) => row.driverId === driverId);
  const kept = () =>
    db(async (tx) => (await tx.selectFrom('shift_pay_parts').select('shift_id').execute()).map((row) => row.shift_id));
  expect(await rowOf(fixture.anna)).toMatchObject({
    paidHours: 15.83,
    nightHours: 7.5,
    eventCounts: { '1': 3, '5': 1 },
    wages: 501,
  });
  expect(await kept()).toHaveLength(2);
  const shiftAt = (start: string) =>
    db((tx) =>
      tx.selectFrom('shifts').select('id').where('start_at', '=', local(start)).executeTakeFirstOrThrow(),
    ).then((row) => row.id);
  return { tenant, fixture, organisation_id, db, rowOf, kept, shiftAt };
}

describe('the payroll summary over kept pay parts', () => {
  it('follows events updated, inserted and deleted straight in the table', async () => {
    const { fixture, organisation_id, db, rowOf, shiftAt } = await keptCase();
    const monday = await shiftAt('2026-11-23T08:00');
    // Monday 08:00–14:20 becomes 08:00–16:20: 15.83 + 2 = 17.83 h; overtime 17.8333… − 12 = 5.83.
    await db((tx) =>
      tx
        .updateTable('shift_events')
        .set({ end_at: local('2026-11-23T16:20') })
        .where('shift_id', '=', monday)
        .execute(),
    );
    expect(await rowOf(fixture.anna)).toMatchObject({
      paidHours: 17.83,
      overtime50Hours: 5.83,
      eventCounts: { '1': 3, '5': 1 },
    });
    // Half an hour of loading (2) after it: 18.33 h, one type-2 event more.
    await db((tx) =>
      tx
        .insertInto('shift_events')
        .values({
          organisation_id,
          shift_id: monday,
          work_type: 2,
          start_at: local('2026-11-23T16:20'),
          end_at: local('2026-11-23T16:50'),
        })
        .execute(),
    );
    expect(await rowOf(fixture.anna)).toMatchObject({ paidHours: 18.33, eventCounts: { '1': 3, '2': 1, '5': 1 } });
    // The night's unpaid break deleted: the hours stay (it was unpaid), its count goes.
    const night = await shiftAt('2026-11-21T20:00');
    await db((tx) => tx.deleteFrom('shift_events').where('shift_id', '=', night).where('work_type', '=', 5).execute());
    expect(await rowOf(fixture.anna)).toMatchObject({
      paidHours: 18.33,
      nightHours: 7.5,
      eventCounts: { '1': 3, '2': 1 },
    });
  });

  it("follows the driver group's paid break rule changed through the API", async () => {
    const { tenant, fixture, rowOf } = await keptCase();
    const group = { name: 'Long haul', guaranteedHours: 0, standardWorkingHours: 20 };
    // Breaks paid: the night's 02:00–02:30 break counts, in the night and on the Sunday too:
    // paid 15.83 + 0.5 = 16.33, night 7.5 + 0.5 = 8, Sunday 5.5 + 0.5 = 6.
    expect(
      (await api(tenant.users.admin, 'PUT', `/api/driver-groups/${fixture.group}`, { ...group, paidBreakType: 'paid' }))
        .status,
    ).toBe(200);
    expect(await rowOf(fixture.anna)).toMatchObject({ paidHours: 16.33, nightHours: 8, sundayHours: 6 });
    // Paid up to 10 minutes: 15.8333… + 0.1666… = 16; night 7.67, Sunday 5.67.
    expect(
      (
        await api(tenant.users.admin, 'PUT', `/api/driver-groups/${fixture.group}`, {
          ...group,
          paidBreakType: 'paidUpToLimit',
          paidBreakLimitMinutes: 10,
        })
      ).status,
    ).toBe(200);
    expect(await rowOf(fixture.anna)).toMatchObject({ paidHours: 16, nightHours: 7.67, sundayHours: 5.67 });
  });

  it("follows the organisation's time zone changed through the API", async () => {
    const { tenant, fixture, rowOf } = await keptCase();
    const organisation = (await api(tenant.users.admin, 'GET', '/api/organisation')).body as {
      name: string;
      currency: string;
    };
    expect(
      (
        await api(tenant.users.admin, 'PUT', '/api/organisation', {
          name: organisation.name,
          currency: organisation.currency,
          timeZone: 'Europe/London',
        })
      ).status,
    ).toBe(200);
    // The same instants in London (UTC+0): the night shift is Sat 18:00 → Sun 04:00, its break
    // Sun 00:00–00:30. Evening 18–22 = 4 h; night 22–24 + 00:30–04 = 5.5 h; Sunday 00:30–04 = 3.5 h;
    // paid and overtime unchanged. Wages 20 × (15.8333… + 4 × 0.15 + 5.5 × 0.2 + 3.5 × 1 + 3.8333… × 0.5)
    // = 20 × 22.95 = 459; employer cost 459 × 1.521 = 698.139 → 698.14.
    expect(await rowOf(fixture.anna)).toMatchObject({
      paidHours: 15.83,
      eveningHours: 4,
      nightHours: 5.5,
      sundayHours: 3.5,
      overtime50Hours: 3.83,
      wages: 459,
      employerCost: 698.14,
    });
  });

  it('measures a running shift up to now and never keeps its parts; keeps them once it ends', async () => {
    const { fixture, organisation_id, db, rowOf, kept } = await keptCase();
    // Bo (no group: breaks unpaid) has an approved shift running since Fri 20.11. 08:00.
    const start = local('2026-11-20T08:00');
    const running = await db(async (tx) => {
      const shift = await tx
        .insertInto('shifts')
        .values({
          organisation_id,
          client_key: 'running',
          driver_id: fixture.bo,
          start_at: start,
          end_at: null,
          bonuses: '[]',
          daily_allowance: 0,
          approval: 'approved',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx
        .insertInto('shift_events')
        .values({ organisation_id, shift_id: shift.id, work_type: 1, start_at: start, end_at: null })
        .execute();
      return shift.id;
    });
    const before = Date.now();
    const live = await rowOf(fixture.bo);
    const after = Date.now();
    const hours = (until: number) => Math.round(Math.max(0, until - start.getTime()) / 36_000) / 100;
    expect(live?.paidHours).toBeGreaterThanOrEqual(hours(before));
    expect(live?.paidHours).toBeLessThanOrEqual(hours(after));
    expect(await kept()).not.toContain(running);
    // Ended at 12:00: 4 h, now kept.
    await db((tx) =>
      tx
        .updateTable('shift_events')
        .set({ end_at: local('2026-11-20T12:00') })
        .where('shift_id', '=', running)
        .execute(),
    );
    expect(await rowOf(fixture.bo)).toMatchObject({ paidHours: 4, eventCounts: { '1': 1 } });
    expect(await kept()).toContain(running);
  });

  it('keeps parts computed after the read under the revision read: an edit in between leaves them stale, never valid', async () => {
    const { fixture, organisation_id, db, rowOf, shiftAt } = await keptCase();
    const monday = await shiftAt('2026-11-23T08:00');
    const context = { organisationId: organisation_id, timeZone: 'Europe/Helsinki', now: Date.now() };
    const scope = {
      ...context,
      scope: { all: true as const },
      period: { from: '', to: '', startAt: new Date(), endAt: new Date() },
    };
    const revisions = () =>
      db((tx) =>
        tx
          .selectFrom('shift_pay_parts as p')
          .innerJoin('shifts as s', (join) =>
            join.onRef('s.organisation_id', '=', 'p.organisation_id').onRef('s.id', '=', 'p.shift_id'),
          )
          .select(['p.events_revision as kept', 's.events_revision as shift'])
          .where('p.shift_id', '=', monday)
          .executeTakeFirst(),
      );
    // A reader reads Monday (14:20), then Monday is made 2 h longer before it keeps what it computed.
    const before = await db((tx) => readUnkeptShifts(tx, scope, [monday]));
    await db((tx) =>
      tx
        .updateTable('shift_events')
        .set({ end_at: local('2026-11-23T16:20') })
        .where('shift_id', '=', monday)
        .execute(),
    );
    await db((tx) => keepPayParts(tx, organisation_id, computePayParts(before, context)));
    const stale = await revisions();
    expect(Number(stale?.kept)).toBeLessThan(Number(stale?.shift));
    expect(await rowOf(fixture.anna)).toMatchObject({ paidHours: 17.83 });
    // The summary kept the new revision's parts; the late reader's older ones do not replace them.
    await db((tx) => keepPayParts(tx, organisation_id, computePayParts(before, context)));
    const current = await revisions();
    expect(Number(current?.kept)).toBe(Number(current?.shift));
    expect(await rowOf(fixture.anna)).toMatchObject({ paidHours: 17.83 });
    // A shift deleted before the keep is left out, not an error.
    await db((tx) => tx.deleteFrom('shifts').where('id', '=', monday).execute());
    await db((tx) => keepPayParts(tx, organisation_id, computePayParts(before, context)));
    expect(await revisions()).toBeUndefined();
  });
});
