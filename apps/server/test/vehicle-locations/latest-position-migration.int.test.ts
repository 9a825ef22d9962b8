import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../src/db/database';
import { migrateTo, migrateToLatest } from '../../src/db/migrate';
import { openFreshDatabase } from '../helpers/fresh-database';

/**
 * Migration 0022 on positions stored before it: each vehicle gets a copy of its newest
 * position (the newest recorded, even past when it arrived); a vehicle that never reported
 * has none. Runs on a fresh embedded database, or a fresh database of the run's PostgreSQL.
 */
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openFreshDatabase();
});
afterAll(() => database?.close());

describe('migration 0022', () => {
  it("copies each vehicle's newest position onto it", async () => {
    const { db } = database;
    await migrateTo(db, '0021-exact-event-time-and-name-order');
    const org = randomUUID();
    await sql`insert into organisations (id, name, currency, features) values (${org}, 'Old data', 'EUR', '{}')`.execute(
      db,
    );
    const { rows } = await sql<{ id: string; register_number: string }>`
      insert into vehicles (organisation_id, register_number, vehicle_class, last_position_at)
      values (${org}, 'OLD-1', 3, '2026-11-24T10:00:00Z'), (${org}, 'OLD-2', 3, null)
      returning id, register_number`.execute(db);
    const reported = rows.find((row) => row.register_number === 'OLD-1')!.id;
    await sql`
      insert into positions (organisation_id, vehicle_id, recorded_at, latitude, longitude, speed_kmh, heading_degrees, source)
      values (${org}, ${reported}, '2026-11-24T09:00:00Z', 60.1, 24.1, 50, 90, 'osmand'),
             (${org}, ${reported}, '2026-11-24T10:30:00Z', 60.2, 24.2, 55, 180, 'osmand'),
             (${org}, ${reported}, '2026-11-24T09:30:00Z', 60.3, 24.3, 60, 270, 'osmand')`.execute(db);
    await migrateToLatest(db);
    const { rows: after } = await sql<{
      register_number: string;
      last_recorded_at: Date | null;
      last_latitude: number | null;
      last_source: string | null;
    }>`select register_number, last_recorded_at, last_latitude, last_source from vehicles order by register_number`.execute(
      db,
    );
    expect(after).toEqual([
      {
        register_number: 'OLD-1',
        last_recorded_at: new Date('2026-11-24T10:30:00Z'),
        last_latitude: 60.2,
        last_source: 'osmand',
      },
      { register_number: 'OLD-2', last_recorded_at: null, last_latitude: null, last_source: null },
    ]);
  });
});
