import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../src/db/tenant';
import type { TestTenant } from '../helpers/tenants';
import type { TestApp } from '../helpers/test-app';
import {
  addDriver,
  makeSupervisor,
  openShiftsSuite,
  shiftBody,
  shiftsApi,
  shiftsTenant,
  type ShiftJson,
} from './shift-fixtures';

let t: TestApp;
let own: TestTenant;
let api: ReturnType<typeof shiftsApi>;
let assigned: string;

beforeAll(async () => {
  ({ t, own, api } = await openShiftsSuite());
  assigned = await addDriver(t.context, own, { firstName: 'Aino', lastName: 'Aalto', employeeNumber: '7' });
});
afterAll(() => t.close());

const ids = (items: unknown) => (items as ShiftJson[]).map((shift) => shift.id);
const HOUR = 3_600_000;

describe('a shift across midnight and the daylight-saving change (Helsinki, 25 October 2026)', () => {
  // Clocks go back from 04:00 summer time (UTC+3) to 03:00 winter time (UTC+2) at 01:00 UTC.
  const night = { start: '2026-10-24T19:00:00.000Z', end: '2026-10-25T04:00:00.000Z' }; // 22:00 → 06:00 local
  const afterMidnight = { start: '2026-10-24T21:30:00.000Z', end: '2026-10-25T02:00:00.000Z' }; // 00:30 → 04:00 local, on the 25th
  const lateOnTheDay = { start: '2026-10-25T21:30:00.000Z', end: '2026-10-25T23:00:00.000Z' }; // 23:30 → 01:00 local

  it('keeps its true length and belongs to the local date it starts on', async () => {
    const driver = await addDriver(t.context, own, { firstName: 'Yö', lastName: 'Vuoro' });
    const shifts: ShiftJson[] = [];
    for (const span of [night, afterMidnight, lateOnTheDay])
      shifts.push(await api.create(own.users.admin, shiftBody(driver, [span])));
    const [first, second, third] = shifts as [ShiftJson, ShiftJson, ShiftJson];
    // 22:00 to 06:00 on the clock is nine hours that night, not eight.
    expect(Date.parse(first.end!) - Date.parse(first.start)).toBe(9 * HOUR);
    const period = async (from: string, to: string) =>
      ids((await api.call(own.users.admin, 'GET', `/api/shifts?from=${from}&to=${to}&driverId=${driver}`)).body.items);
    expect(await period('2026-10-24', '2026-10-24')).toEqual([first.id]);
    expect(await period('2026-10-25', '2026-10-25')).toEqual([second.id, third.id]);
    expect(await period('2026-10-26', '2026-10-26')).toEqual([]);
    const driverPeriod = await api.call(
      own.users.admin,
      'GET',
      `/api/timesheet/drivers/${driver}?from=2026-10-25&to=2026-10-25`,
    );
    expect(driverPeriod.body).toMatchObject({ timeZone: 'Europe/Helsinki', from: '2026-10-25', to: '2026-10-25' });
    expect(ids(driverPeriod.body.shifts)).toEqual([second.id, third.id]);
  });
});

describe("one driver's period", () => {
  it('has the driver, every shift of the period with its events, and the absences touching it', async () => {
    const inside = await api.create(
      own.users.admin,
      shiftBody(assigned, [
        { start: '2026-09-01T04:00:00.000Z', end: '2026-09-01T12:00:00.000Z' },
        { workType: 5, start: '2026-09-01T12:00:00.000Z', end: '2026-09-01T12:30:00.000Z' },
      ]),
    );
    await api.create(
      own.users.admin,
      shiftBody(assigned, [{ start: '2026-10-01T04:00:00.000Z', end: '2026-10-01T12:00:00.000Z' }]),
    );
    await withTenant(t.database.db, own.organisationId, (tx) =>
      tx
        .insertInto('absences')
        .values([
          {
            organisation_id: own.organisationId,
            client_key: 'a1',
            driver_id: assigned,
            work_type: 13,
            kind: 'absence',
            start_date: '2026-08-28',
            end_date: '2026-09-02',
          },
          {
            organisation_id: own.organisationId,
            client_key: 'a2',
            driver_id: assigned,
            work_type: 18,
            kind: 'vacation',
            start_date: '2026-10-01',
            end_date: '2026-10-05',
          },
        ])
        .execute(),
    );
    const response = await api.call(
      own.users.user,
      'GET',
      `/api/timesheet/drivers/${assigned}?from=2026-09-01&to=2026-09-30`,
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      driver: { id: assigned, name: 'Aalto Aino', employeeNumber: '7' },
      shifts: [{ id: inside.id, events: [{ workType: 1 }, { workType: 5 }] }],
      absences: [{ clientKey: 'a1', startDate: '2026-08-28', endDate: '2026-09-02', kind: 'absence' }],
    });
    expect(
      (await api.call(own.users.user, 'GET', `/api/timesheet/drivers/${assigned}?from=2026-09-30&to=2026-09-01`))
        .status,
    ).toBe(400);
  });

  it("answers 404 for another organisation's driver", async () => {
    const other = await shiftsTenant(t);
    expect(
      (await api.call(own.users.admin, 'GET', `/api/timesheet/drivers/${other.driverId}?from=2026-09-01&to=2026-09-30`))
        .status,
    ).toBe(404);
  });
});

describe('a supervisor', () => {
  it("sees only their drivers' shifts; other shifts and drivers are 404 to them", async () => {
    const tenant = await shiftsTenant(t);
    const mine = await addDriver(t.context, tenant, { firstName: 'Oma', lastName: 'Kuski' });
    const notMine = await addDriver(t.context, tenant, { firstName: 'Vieras', lastName: 'Kuski' });
    const span = [{ start: '2026-09-15T05:00:00.000Z', end: '2026-09-15T09:00:00.000Z' }];
    const visible = await api.create(tenant.users.admin, shiftBody(mine, span));
    const hidden = await api.create(tenant.users.admin, shiftBody(notMine, span));
    await makeSupervisor(t.context, tenant, tenant.users.user.id, [mine]);
    const supervisor = tenant.users.user;

    expect(ids((await api.call(supervisor, 'GET', '/api/shifts?from=2026-09-15&to=2026-09-15')).body.items)).toEqual([
      visible.id,
    ]);
    expect(
      ids(
        (await api.call(tenant.users.superuser, 'GET', '/api/shifts?from=2026-09-15&to=2026-09-15')).body.items,
      ).sort(),
    ).toEqual([visible.id, hidden.id].sort());
    expect((await api.call(supervisor, 'GET', `/api/shifts/${visible.id}`)).status).toBe(200);
    for (const [method, url, body] of [
      ['GET', `/api/shifts/${hidden.id}`],
      ['GET', `/api/shifts/${hidden.id}/history`],
      ['PUT', `/api/shifts/${hidden.id}`, { ...shiftBody(notMine, span), version: 1 }],
      ['POST', `/api/shifts/${hidden.id}/approval`, { action: 'check', version: 1 }],
      ['POST', `/api/shifts/${hidden.id}/split`, { at: '2026-09-15T06:00:00.000Z', version: 1 }],
      ['GET', `/api/timesheet/drivers/${notMine}?from=2026-09-01&to=2026-09-30`],
    ] as const) {
      expect((await api.call(supervisor, method, url, body)).status, `${method} ${url}`).toBe(404);
    }
    expect(await api.call(supervisor, 'POST', '/api/shifts', shiftBody(notMine, span))).toMatchObject({
      status: 400,
      body: { fields: [{ path: 'driverId' }] },
    });
    expect(
      ids(
        (await api.call(supervisor, 'GET', `/api/timesheet/drivers/${mine}?from=2026-09-01&to=2026-09-30`)).body.shifts,
      ),
    ).toEqual([visible.id]);
  });
});
