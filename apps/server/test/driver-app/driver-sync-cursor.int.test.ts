import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant, type Tx } from '../../src/db/tenant';
import type { TestTenant, TestUser } from '../helpers/tenants';
import type { TestApp } from '../helpers/test-app';
import { shiftsApi } from '../shifts/shift-fixtures';
import {
  daysFromNow,
  type DriverApi,
  events,
  groupDriver,
  newKey,
  openDriverSuite,
  snapshot,
  type SyncJson,
} from './driver-fixtures';

let t: TestApp;
let own: TestTenant;
let phone: DriverApi;
let office: ReturnType<typeof shiftsApi>;

beforeAll(async () => {
  ({ t, own, phone } = await openDriverSuite());
  office = shiftsApi(t);
});
afterAll(() => t.close());

type Driver = { driverId: string; user: TestUser };

/** A driver of their own with one completed shift recorded on the phone, and the phone's first full answer. */
async function driverWithShift(name: string): Promise<Driver & { shiftId: string; first: SyncJson }> {
  const driver = await groupDriver(t, own, name);
  const recorded = await phone.syncOne(driver.user, snapshot(newKey(), 1, events([120, 60], [60, 30, 2])));
  return { ...driver, shiftId: recorded.itemId!, first: await phone.sync(driver.user, []) };
}

const inTenant = (work: (tx: Tx) => Promise<unknown>) => withTenant(t.database.db, own.organisationId, work);

describe('the sync cursor (issue 28)', () => {
  it('answers the full lists with a cursor when none is sent, and only "unchanged" for that cursor', async () => {
    const { user, shiftId, first } = await driverWithShift('Aapo');
    expect(first).toMatchObject({ unchanged: false, cursor: expect.stringMatching(/^[\w-]{22}$/) });
    expect(first.shifts.map((shift) => shift.id)).toEqual([shiftId]);

    const again = await phone.sync(user, [], { cursor: first.cursor });
    expect(again).toEqual({
      results: [],
      shifts: [],
      absences: [],
      routes: [],
      plannedShifts: [],
      transportTasks: [],
      cursor: first.cursor,
      unchanged: true,
      serverTime: expect.any(String),
    });
    // An older app sends no cursor: the full lists as before.
    expect(await phone.sync(user, [])).toMatchObject({ shifts: first.shifts, cursor: first.cursor, unchanged: false });
  });

  it("answers the phone's own new snapshot in full, with a new cursor", async () => {
    const { user, first } = await driverWithShift('Bea');
    const key = newKey();
    const recorded = await phone.sync(user, [snapshot(key, 1, events([20, null]))], { cursor: first.cursor });
    expect(recorded).toMatchObject({ unchanged: false, results: [{ outcome: 'applied' }] });
    expect(recorded.cursor).not.toBe(first.cursor);
    expect(recorded.shifts.map((shift) => shift.clientKey)).toContain(key);
  });

  const officeChanges: [string, (driver: Driver & { shiftId: string; first: SyncJson }) => Promise<void>][] = [
    [
      'an edit of the shift',
      async ({ driverId, shiftId, first }) => {
        const version = first.shifts[0]!.version;
        const body = { driverId, events: events([125, 60], [60, 30, 2]), version };
        expect((await office.call(own.users.user, 'PUT', `/api/shifts/${shiftId}`, body)).status).toBe(200);
      },
    ],
    [
      'an approval',
      async ({ shiftId, first }) => {
        const body = { action: 'approve', version: first.shifts[0]!.version };
        expect((await office.call(own.users.admin, 'POST', `/api/shifts/${shiftId}/approval`, body)).status).toBe(200);
      },
    ],
    [
      // The events' triggers bump the shift's events revision, though nothing else of the shift changes.
      'a change of its events alone',
      async ({ shiftId }) => {
        await inTenant((tx) =>
          tx
            .updateTable('shift_events')
            .set({ answer: '12 pallets' })
            .where('organisation_id', '=', own.organisationId)
            .where('shift_id', '=', shiftId)
            .where('work_type', '=', 2)
            .execute(),
        );
      },
    ],
    [
      'a new absence',
      async ({ driverId }) => {
        const vacation = {
          driverId,
          workType: 18,
          kind: 'vacation',
          startDate: daysFromNow(3),
          endDate: daysFromNow(4),
        };
        expect((await office.call(own.users.admin, 'POST', '/api/absences', vacation)).status).toBe(201);
      },
    ],
    [
      "the driver's new name",
      async ({ driverId }) => {
        await inTenant((tx) =>
          tx
            .updateTable('drivers')
            .set({ last_name: sql<string>`last_name || '-Uusi'` })
            .where('organisation_id', '=', own.organisationId)
            .where('id', '=', driverId)
            .execute(),
        );
      },
    ],
  ];

  it.each(officeChanges)('answers the full lists with a new cursor after %s', async (name, change) => {
    const driver = await driverWithShift(`Cecilia (${name})`);
    await change(driver);

    const after = await phone.sync(driver.user, [], { cursor: driver.first.cursor });
    expect(after.unchanged).toBe(false);
    expect(after.cursor).not.toBe(driver.first.cursor);
    expect(after.shifts.map((shift) => shift.id)).toEqual([driver.shiftId]);
    expect([...after.shifts, ...after.absences]).not.toEqual([...driver.first.shifts, ...driver.first.absences]);
    expect(await phone.sync(driver.user, [], { cursor: after.cursor })).toMatchObject({ unchanged: true, shifts: [] });
  });

  it("answers the full lists after the office renames a shift's vehicle", async () => {
    const { driverId, user, shiftId, first } = await driverWithShift('Eino');
    const body = {
      driverId,
      vehicleIds: [own.vehicleId!],
      events: first.shifts[0]!.events,
      version: first.shifts[0]!.version,
    };
    expect((await office.call(own.users.admin, 'PUT', `/api/shifts/${shiftId}`, body)).status).toBe(200);
    const withVehicle = await phone.sync(user, [], { cursor: first.cursor });
    const before = withVehicle.shifts[0]!.vehicles[0] as { id: string; registerNumber: string; name: string };

    await inTenant((tx) =>
      tx
        .updateTable('vehicles')
        .set({ name: sql<string>`name || ' (vaihdettu)'` })
        .where('organisation_id', '=', own.organisationId)
        .where('id', '=', own.vehicleId!)
        .execute(),
    );
    const after = await phone.sync(user, [], { cursor: withVehicle.cursor });
    expect(after.unchanged).toBe(false);
    expect(after.shifts[0]!.vehicles).toEqual([{ ...before, name: `${before.name} (vaihdettu)` }]);
    expect(await phone.sync(user, [], { cursor: after.cursor })).toMatchObject({ unchanged: true });
  });

  it("never answers another driver's cursor with unchanged, even when both have nothing", async () => {
    const anna = await groupDriver(t, own, 'Anna');
    const bruno = await groupDriver(t, own, 'Bruno');
    const annas = await phone.sync(anna.user, []);
    expect(annas).toMatchObject({ shifts: [], absences: [] });

    const brunos = await phone.sync(bruno.user, [], { cursor: annas.cursor });
    expect(brunos).toMatchObject({ unchanged: false, shifts: [], absences: [] });
    expect(brunos.cursor).not.toBe(annas.cursor);
  });

  it('refuses a cursor longer than any the server gives', async () => {
    const { user } = await groupDriver(t, own, 'Dora');
    const response = await phone.call(user, 'POST', '/api/driver/sync', { operations: [], cursor: 'x'.repeat(65) }, {});
    expect(response.status).toBe(400);
  });
});
