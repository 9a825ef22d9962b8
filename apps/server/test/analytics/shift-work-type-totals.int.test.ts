import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../../src/db/database';
import { migrateTo, migrateToLatest } from '../../src/db/migrate';
import type { Database } from '../../src/db/schema';
import { withTenant } from '../../src/db/tenant';
import { openFreshDatabase } from '../helpers/fresh-database';
import type { TestTenant } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { addDriver, shiftsTenant } from '../shifts/shift-fixtures';

/**
 * The analytics read each shift's kept seconds per work type and its first vehicle instead of
 * its events and vehicles (migration 0041). The triggers must keep them right for any writer:
 * rows inserted, changed (another type, another shift, ended) and deleted, several in one
 * statement; and the migration fills them in for shifts written before it.
 */
const at = (time: string) => new Date(`2026-11-02T${time}Z`);

const shiftValues = (organisation_id: string, driver_id: string) => ({
  organisation_id,
  client_key: randomUUID(),
  driver_id,
  start_at: at('06:00:00'),
  end_at: null,
  bonuses: '[]',
  daily_allowance: 0,
  route_id: null,
  planned_shift_id: null,
  start_km: null,
  end_km: null,
  consumption_litres: null,
});

const vehicleValues = (organisation_id: string, register_number: string) => ({
  organisation_id,
  name: '',
  register_number,
  base_id: null,
  vehicle_class: 3,
  vehicle_code: '',
  imei: '',
  fuel_type: 0,
  emission_standard: 6,
  external_id: '',
  device_id: '',
  device_lock: false,
});

const event = (organisation_id: string, shift_id: string, work_type: number, from: string, to: string | null) => ({
  organisation_id,
  shift_id,
  work_type,
  start_at: at(from),
  end_at: to ? at(to) : null,
  answer: null,
});

/** The kept facts of these shifts, keyed by id: seconds as numbers, the first vehicle's id. */
async function kept(db: Kysely<Database>, ids: string[]) {
  const rows = await db
    .selectFrom('shifts')
    .select([
      'id',
      'ended_event_seconds',
      'ended_drive_seconds',
      'ended_empty_drive_seconds',
      'ended_wait_seconds',
      'ended_queue_seconds',
      'ended_break_seconds',
      'first_vehicle_id',
    ])
    .where('id', 'in', ids)
    .execute();
  return Object.fromEntries(
    rows.map((row) => [
      row.id,
      {
        ended: Number(row.ended_event_seconds),
        drive: Number(row.ended_drive_seconds),
        emptyDrive: Number(row.ended_empty_drive_seconds),
        wait: Number(row.ended_wait_seconds),
        queue: Number(row.ended_queue_seconds),
        unpaidBreak: Number(row.ended_break_seconds),
        firstVehicle: row.first_vehicle_id,
      },
    ]),
  );
}

const NOTHING = { ended: 0, drive: 0, emptyDrive: 0, wait: 0, queue: 0, unpaidBreak: 0 };

describe('shift work type totals (migration 0041)', () => {
  let t: TestApp;
  let tenant: TestTenant;
  let driverId: string;
  beforeAll(async () => {
    t = await createTestApp();
    tenant = await shiftsTenant(t);
    driverId = await addDriver(t.context, tenant, { firstName: 'Analyysi', lastName: 'Tester' });
  });
  afterAll(() => t.close());

  it('follow inserts, changes, moves and removals of events', async () => {
    await withTenant(t.context.database.db, tenant.organisationId, async (tx) => {
      const org = tenant.organisationId;
      const newShift = async () =>
        (await tx.insertInto('shifts').values(shiftValues(org, driverId)).returning('id').executeTakeFirstOrThrow()).id;
      const [first, second] = [await newShift(), await newShift()];
      const read = () => kept(tx as unknown as Kysely<Database>, [first, second]);

      // One statement: drive 2 h, wait 15 min, break 30 min, empty drive 1 h, queue 5 min, 1.5 s of
      // drive (kept exactly), and a load still running.
      await tx
        .insertInto('shift_events')
        .values([
          event(org, first, 1, '06:00:00', '08:00:00'),
          event(org, first, 4, '08:00:00', '08:15:00'),
          event(org, first, 5, '08:15:00', '08:45:00'),
          event(org, first, 19, '08:45:00', '09:45:00'),
          event(org, first, 10, '09:45:00', '09:50:00'),
          event(org, first, 1, '09:50:00', '09:50:01.5'),
          event(org, first, 2, '09:50:01.5', null),
        ])
        .execute();
      expect(await read()).toEqual({
        [first]: {
          ended: 13_801.5,
          drive: 7_201.5,
          emptyDrive: 3_600,
          wait: 900,
          queue: 300,
          unpaidBreak: 1_800,
          firstVehicle: null,
        },
        [second]: { ...NOTHING, firstVehicle: null },
      });

      // The load ends at 10:00 (worked, of no kept type); the wait becomes queueing; the break
      // moves to the second shift.
      await tx
        .updateTable('shift_events')
        .set({ end_at: at('10:00:00') })
        .where('end_at', 'is', null)
        .execute();
      await tx
        .updateTable('shift_events')
        .set({ work_type: 10 })
        .where('shift_id', '=', first)
        .where('work_type', '=', 4)
        .execute();
      await tx
        .updateTable('shift_events')
        .set({ shift_id: second })
        .where('shift_id', '=', first)
        .where('work_type', '=', 5)
        .execute();
      expect(await read()).toEqual({
        [first]: {
          ended: 12_600,
          drive: 7_201.5,
          emptyDrive: 3_600,
          wait: 0,
          queue: 1_200,
          unpaidBreak: 0,
          firstVehicle: null,
        },
        [second]: { ...NOTHING, ended: 1_800, unpaidBreak: 1_800, firstVehicle: null },
      });

      await tx
        .deleteFrom('shift_events')
        .where('shift_id', 'in', [first, second])
        .where('work_type', 'in', [1, 5])
        .execute();
      expect(await read()).toEqual({
        [first]: { ...NOTHING, ended: 5_398.5, emptyDrive: 3_600, queue: 1_200, firstVehicle: null },
        [second]: { ...NOTHING, firstVehicle: null },
      });
    });
  });

  it('keep the first vehicle by position, then id, through inserts, reorders and removals', async () => {
    await withTenant(t.context.database.db, tenant.organisationId, async (tx) => {
      const org = tenant.organisationId;
      const shift = (
        await tx.insertInto('shifts').values(shiftValues(org, driverId)).returning('id').executeTakeFirstOrThrow()
      ).id;
      const other = (
        await tx.insertInto('shifts').values(shiftValues(org, driverId)).returning('id').executeTakeFirstOrThrow()
      ).id;
      const vehicle = async (register: string) =>
        (await tx.insertInto('vehicles').values(vehicleValues(org, register)).returning('id').executeTakeFirstOrThrow())
          .id;
      const [truck, trailer] = [await vehicle('FST-101'), await vehicle('FST-102')];
      const first = async () => (await kept(tx as unknown as Kysely<Database>, [shift, other]))[shift]!.firstVehicle;

      await tx
        .insertInto('shift_vehicles')
        .values([
          { organisation_id: org, shift_id: shift, vehicle_id: trailer, position: 1 },
          { organisation_id: org, shift_id: shift, vehicle_id: truck, position: 0 },
          { organisation_id: org, shift_id: other, vehicle_id: trailer, position: 0 },
        ])
        .execute();
      expect(await first()).toBe(truck);
      expect((await kept(tx as unknown as Kysely<Database>, [other]))[other]!.firstVehicle).toBe(trailer);

      await tx
        .updateTable('shift_vehicles')
        .set({ position: 2 })
        .where('shift_id', '=', shift)
        .where('vehicle_id', '=', truck)
        .execute();
      expect(await first()).toBe(trailer);

      // Equal positions: the lower id first, as the analytics filed shifts before.
      await tx.updateTable('shift_vehicles').set({ position: 0 }).where('shift_id', '=', shift).execute();
      expect(await first()).toBe([truck, trailer].sort()[0]);

      await tx.deleteFrom('shift_vehicles').where('shift_id', '=', shift).where('vehicle_id', '=', trailer).execute();
      expect(await first()).toBe(truck);
      await tx.deleteFrom('shift_vehicles').where('shift_id', '=', shift).execute();
      expect(await first()).toBeNull();
      expect((await kept(tx as unknown as Kysely<Database>, [other]))[other]!.firstVehicle).toBe(trailer);
    });
  });
});

describe('migration 0041 on shifts written before it', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openFreshDatabase();
  });
  afterAll(() => database?.close());

  it('fills in the seconds per work type and the first vehicle', async () => {
    const { db } = database;
    await migrateTo(db, '0040-organisation-erasures');
    const org = randomUUID();
    await db
      .insertInto('organisations')
      .values({ id: org, name: 'Old data', currency: 'EUR', features: '{}' })
      .execute();
    const driver = await db
      .insertInto('drivers')
      .values({
        organisation_id: org,
        first_name: 'Old',
        last_name: 'Driver',
        driver_card_id: null,
        employee_number: '',
        username: `old.${randomUUID().slice(0, 8)}`,
        email: null,
        gross_wage_per_hour: null,
        default_vehicle_id: null,
        department_id: null,
        base_id: null,
        driver_group_id: null,
        user_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const vehicle = async (register: string) =>
      (await db.insertInto('vehicles').values(vehicleValues(org, register)).returning('id').executeTakeFirstOrThrow())
        .id;
    const [truck, trailer] = [await vehicle('OLD-1'), await vehicle('OLD-2')];
    const shift = async () =>
      (await db.insertInto('shifts').values(shiftValues(org, driver.id)).returning('id').executeTakeFirstOrThrow()).id;
    const [worked, empty] = [await shift(), await shift()];
    await db
      .insertInto('shift_vehicles')
      .values([
        { organisation_id: org, shift_id: worked, vehicle_id: trailer, position: 1 },
        { organisation_id: org, shift_id: worked, vehicle_id: truck, position: 0 },
      ])
      .execute();
    await db
      .insertInto('shift_events')
      .values([
        event(org, worked, 1, '06:00:00', '07:00:00'),
        event(org, worked, 19, '07:00:00', '07:30:00'),
        event(org, worked, 4, '07:30:00', '07:40:00'),
        event(org, worked, 10, '07:40:00', '07:45:00'),
        event(org, worked, 5, '07:45:00', '08:15:00'),
        event(org, worked, 3, '08:15:00', '08:20:00'),
        event(org, worked, 1, '08:20:00', null),
      ])
      .execute();
    const revisionBefore = await db.selectFrom('shifts').select(['id', 'events_revision']).orderBy('id').execute();

    await migrateToLatest(db);
    expect(await kept(db, [worked, empty])).toEqual({
      [worked]: {
        ended: 8_400,
        drive: 3_600,
        emptyDrive: 1_800,
        wait: 600,
        queue: 300,
        unpaidBreak: 1_800,
        firstVehicle: truck,
      },
      [empty]: { ...NOTHING, firstVehicle: null },
    });
    // Kept pay parts stay valid: the revisions are unchanged.
    expect(await db.selectFrom('shifts').select(['id', 'events_revision']).orderBy('id').execute()).toEqual(
      revisionBefore,
    );
  });
});
