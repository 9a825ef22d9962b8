import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../src/db/tenant';
import type { TestTenant } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { insertDriver, timesheetRows } from '../helpers/timesheet-rows';
import { apiAs } from '../organisation-data/api';
import { startTwoOrganisations, type TwoOrganisations } from '../helpers/two-organisations';

let t: TestApp;
let own: TestTenant;
let other: TestTenant;
let api: TwoOrganisations['api'];
const ids = { long: '', quiet: '' };
const { insertShift } = timesheetRows('+00:00');
const AT = '2026-11-20T12:00:00.000Z';

beforeAll(async () => {
  ({ t, own, other, api } = await startTwoOrganisations());
  await withTenant(t.database.db, own.organisationId, async (tx) => {
    const org = own.organisationId;
    ids.long = await insertDriver(tx, org, {
      first: 'Lasse',
      last: 'Long',
      number: '7001',
      group: null,
      department: null,
    });
    ids.quiet = await insertDriver(tx, org, {
      first: 'Quinn',
      last: 'Quiet',
      number: '7002',
      group: null,
      department: null,
    });
    // Mon 16.11.: 11 h of driving without a break (types 1 and 19 both drive), then loading.
    await insertShift(tx, org, ids.long, 'approved', [
      [1, '2026-11-16T05:00', '2026-11-16T11:00'],
      [19, '2026-11-16T11:00', '2026-11-16T16:00'],
      [2, '2026-11-16T16:00', '2026-11-16T17:00'],
    ]);
    // Three weeks ago: outside the two weeks the view lists.
    await insertShift(tx, org, ids.quiet, 'approved', [[1, '2026-10-28T06:00', '2026-10-28T10:00']]);
  });
});
afterAll(() => t.close());

const activity = (kind: string, start: string, end: string) => ({
  kind,
  start: `2025-03-10T${start}:00Z`,
  end: `2025-03-10T${end}:00Z`,
});

describe('POST /api/driving-time/evaluate', () => {
  it("answers the reference's break example: 30 then 15 minutes does not reset the counter (4 h 45 driven, 15 min over, MI)", async () => {
    const activities = [
      activity('drive', '06:00', '10:00'),
      activity('break', '10:00', '10:30'),
      activity('drive', '10:30', '11:15'),
      activity('break', '11:15', '11:30'),
    ];
    const response = await api(own.users.user, 'POST', '/api/driving-time/evaluate', {
      activities,
      at: '2025-03-10T11:30:00Z',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      // Mon 10.3.2025 is the fixed week's Monday; 4 h + 45 min = 285 min driven.
      weeks: [{ start: '2025-03-10T00:00:00.000Z', drivingMinutes: 285 }],
      infringements: [{ rule: 'break', severity: 'MI', minutes: 15, start: expect.any(String) }],
    });
  });

  it('finds nothing wrong in the compliant split (15 then 30 minutes)', async () => {
    const activities = [
      activity('drive', '06:00', '08:00'),
      activity('break', '08:00', '08:15'),
      activity('drive', '08:15', '10:30'),
      activity('break', '10:30', '11:00'),
    ];
    const response = await api(own.users.user, 'POST', '/api/driving-time/evaluate', {
      activities,
      at: '2025-03-10T11:00:00Z',
    });
    expect(response.body).toMatchObject({ weeks: [{ drivingMinutes: 255 }], infringements: [] });
    const remaining = response.body.remaining as Record<string, number>;
    // 10 h today (both extensions of the week are left) less 4 h 15; 56 h a week and 90 h a
    // fortnight less the same; after the full break, 4 h 30 until the next.
    expect(remaining).toEqual({
      dailyMinutes: 345,
      weeklyMinutes: 3105,
      fortnightMinutes: 5145,
      untilBreakMinutes: 270,
    });
  });

  it('answers a bad body with a 400 naming the field, and more than 10 000 activities with a 400', async () => {
    const badKind = await api(own.users.user, 'POST', '/api/driving-time/evaluate', {
      activities: [{ ...activity('drive', '06:00', '07:00'), kind: 'nap' }],
      at: '2025-03-10T11:00:00Z',
    });
    expect(badKind.status).toBe(400);
    expect(badKind.body.fields).toEqual([{ path: 'activities.0.kind', message: expect.stringMatching(/\S/) }]);
    const backwards = await api(
      own.users.user,
      'POST',
      '/api/driving-time/evaluate',
      { activities: [activity('drive', '07:00', '06:00')], at: '2025-03-10T11:00:00Z' },
      'fi',
    );
    expect(backwards.body.fields).toEqual([{ path: 'activities.0.end', message: 'Lopun on oltava alun jälkeen' }]);
    const many = Array.from({ length: 10_001 }, (_, i) => ({
      kind: 'drive',
      start: new Date(Date.UTC(2025, 0, 1) + i * 120_000).toISOString(),
      end: new Date(Date.UTC(2025, 0, 1) + i * 120_000 + 60_000).toISOString(),
    }));
    const tooMany = await api(own.users.user, 'POST', '/api/driving-time/evaluate', {
      activities: many,
      at: '2025-03-10T11:00:00Z',
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.fields).toEqual([{ path: 'activities', message: 'At most 10 000 activities at a time' }]);
  });
});

describe('GET /api/driving-time/drivers', () => {
  it('lists the drivers with shifts in the last two weeks, with the infringements of their shifts', async () => {
    const response = await api(own.users.admin, 'GET', `/api/driving-time/drivers?at=${AT}`);
    expect(response.status).toBe(200);
    const list = response.body as unknown as {
      driverId: string;
      name: string;
      infringements: { rule: string; minutes: number }[];
      weeks: { drivingMinutes: number }[];
    }[];
    expect(list.map((row) => row.name)).toEqual(['Long Lasse']);
    // 11 h of driving: the daily limit and the 4 h 30 break rule are both broken.
    expect(list[0]!.infringements.map((row) => row.rule).sort()).toEqual(['break', 'daily-driving']);
    expect(list[0]!.weeks.reduce((sum, week) => sum + week.drivingMinutes, 0)).toBe(660);
    expect((await api(other.users.admin, 'GET', `/api/driving-time/drivers?at=${AT}`)).body).toEqual([]);
  });

  it('follows a change of the events made through another server process at once (the kept shifts are read again)', async () => {
    const second = await createTestApp({ database: t.database });
    try {
      const totalDriving = async (through: TestApp) => {
        const response = await apiAs(through)(own.users.admin, 'GET', `/api/driving-time/drivers?at=${AT}`);
        const list = response.body as unknown as { weeks: { drivingMinutes: number }[] }[];
        return list[0]!.weeks.reduce((sum, week) => sum + week.drivingMinutes, 0);
      };
      // Both processes have read (and keep) Lasse's shifts.
      expect(await totalDriving(t)).toBe(660);
      expect(await totalDriving(second)).toBe(660);
      await withTenant(t.database.db, own.organisationId, (tx) =>
        tx
          .updateTable('shift_events')
          .set({ work_type: 2 })
          .where('organisation_id', '=', own.organisationId)
          .where('work_type', '=', 19)
          .execute(),
      );
      // The last five hours are now loading: 6 h driven, seen by both.
      expect(await totalDriving(second)).toBe(360);
      expect(await totalDriving(t)).toBe(360);
      await withTenant(t.database.db, own.organisationId, (tx) =>
        tx
          .updateTable('shift_events')
          .set({ work_type: 19 })
          .where('organisation_id', '=', own.organisationId)
          .where('work_type', '=', 2)
          .where('start_at', '=', new Date('2026-11-16T11:00:00Z'))
          .execute(),
      );
      expect(await totalDriving(t)).toBe(660);
    } finally {
      await second.close();
    }
  });

  it("answers one driver's timeline, and 404 for another organisation's driver", async () => {
    const response = await api(own.users.user, 'GET', `/api/driving-time/drivers/${ids.long}?at=${AT}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ driverId: ids.long, name: 'Long Lasse', employeeNumber: '7001' });
    // An event each: driving (1) then empty driving (19), both drive.
    expect((response.body.activities as { kind: string }[]).filter((row) => row.kind === 'drive')).toEqual([
      { kind: 'drive', start: '2026-11-16T05:00:00.000Z', end: '2026-11-16T11:00:00.000Z' },
      { kind: 'drive', start: '2026-11-16T11:00:00.000Z', end: '2026-11-16T16:00:00.000Z' },
    ]);
    expect((await api(other.users.admin, 'GET', `/api/driving-time/drivers/${ids.long}?at=${AT}`)).status).toBe(404);
  });

  it("answers a driver from a chosen start (the timesheet's period), with the history before it judged", async () => {
    // Quinn's only shift, 28.10., is three weeks before AT: outside the default two weeks, inside a period from 26.10.
    const byDefault = await api(own.users.user, 'GET', `/api/driving-time/drivers/${ids.quiet}?at=${AT}`);
    expect(byDefault.body.activities).toEqual([]);
    const fromPeriod = await api(
      own.users.user,
      'GET',
      `/api/driving-time/drivers/${ids.quiet}?at=${AT}&from=2026-10-26T00:00:00.000Z`,
    );
    expect((fromPeriod.body.activities as { kind: string }[]).filter((row) => row.kind === 'drive')).toEqual([
      { kind: 'drive', start: '2026-10-28T06:00:00.000Z', end: '2026-10-28T10:00:00.000Z' },
    ]);
    const backwards = await api(
      own.users.user,
      'GET',
      `/api/driving-time/drivers/${ids.quiet}?at=${AT}&from=2026-11-21T00:00:00.000Z`,
      undefined,
      'fi',
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.fields).toEqual([{ path: 'from', message: expect.stringMatching(/\S/) }]);
    expect(
      (
        await api(
          own.users.user,
          'GET',
          `/api/driving-time/drivers/${ids.quiet}?at=${AT}&from=2025-01-01T00:00:00.000Z`,
        )
      ).status,
    ).toBe(400);
  });
});
