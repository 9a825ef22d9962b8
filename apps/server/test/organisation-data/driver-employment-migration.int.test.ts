import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/database';
import { migrateTo, migrateToLatest } from '../../src/db/migrate';
import { openFreshDatabase } from '../helpers/fresh-database';

/**
 * Migration 0020 on drivers written before it: each starts its employment on the day it was
 * added in its organisation's time zone, or on its first shift's or absence's day when that is
 * earlier; no end. Runs on a fresh embedded database, or on a fresh database of the run's
 * PostgreSQL.
 */
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openFreshDatabase();
});
afterAll(() => database?.close());

describe('migration 0020', () => {
  it("starts each driver's employment on the day it was added, or on its first shift or absence when earlier", async () => {
    const { db } = database;
    await migrateTo(db, '0018-driver-sync-key-age');
    const organisation_id = randomUUID();
    await db
      .insertInto('organisations')
      .values({ id: organisation_id, name: 'Old data', currency: 'EUR', features: '{}' })
      .execute();
    // 22:30 UTC on 31.3.2026 is already 1.4. in Helsinki (UTC+3 in summer time).
    const driver = async (name: string) =>
      (
        await db
          .insertInto('drivers')
          .values({
            organisation_id,
            first_name: name,
            last_name: 'Old',
            driver_card_id: null,
            employee_number: '',
            username: `${name}.${randomUUID().slice(0, 8)}`,
            email: null,
            gross_wage_per_hour: null,
            default_vehicle_id: null,
            department_id: null,
            base_id: null,
            driver_group_id: null,
            user_id: null,
            created_at: new Date('2026-03-31T22:30:00Z'),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const [plain, worked, away] = [await driver('Plain'), await driver('Worked'), await driver('Away')];
    // A shift entered for the week before: 23:30 UTC on 15.3. is 16.3. in Helsinki (UTC+2).
    await db
      .insertInto('shifts')
      .values({
        organisation_id,
        client_key: randomUUID(),
        driver_id: worked,
        start_at: new Date('2026-03-15T23:30:00Z'),
        end_at: new Date('2026-03-16T06:00:00Z'),
        bonuses: '[]',
        daily_allowance: 0,
      })
      .execute();
    await db
      .insertInto('absences')
      .values({
        organisation_id,
        client_key: randomUUID(),
        driver_id: away,
        work_type: 18,
        kind: 'vacation',
        start_date: '2026-02-23',
        end_date: '2026-03-01',
      })
      .execute();

    await migrateToLatest(db);
    const rows = await db
      .selectFrom('drivers')
      .select(['id', 'employment_start', 'employment_end'])
      .where('organisation_id', '=', organisation_id)
      .execute();
    const byId = new Map(rows.map((row) => [row.id, [row.employment_start, row.employment_end]]));
    expect([byId.get(plain), byId.get(worked), byId.get(away)]).toEqual([
      ['2026-04-01', null],
      ['2026-03-16', null],
      ['2026-02-23', null],
    ]);
    await expect(
      db.updateTable('drivers').set({ employment_end: '2026-01-01' }).where('id', '=', plain).execute(),
    ).rejects.toThrow(/drivers_employment_order/);
  });
});
