import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/database';
import { migrateTo, migrateToLatest } from '../../src/db/migrate';
import { openFreshDatabase } from '../helpers/fresh-database';

/**
 * Migration 0005 on rows written under 0004: repeated unit and group names are renamed with a
 * free suffix before the unique index is built, and existing questions keep the order they were
 * shown in. Runs on a fresh embedded database, or on a fresh database of the run's PostgreSQL.
 */
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openFreshDatabase();
});
afterAll(() => database?.close());

describe('migration 0005', () => {
  it('renames repeated names with a free suffix, builds the unique index and orders existing questions by work type', async () => {
    const { db } = database;
    await migrateTo(db, '0004-organisation-data');
    const organisation_id = randomUUID();
    const other = randomUUID();
    await db
      .insertInto('organisations')
      .values([
        { id: organisation_id, name: 'Old data', currency: 'EUR', features: '{}' },
        { id: other, name: 'Other', currency: 'EUR', features: '{}' },
      ])
      .execute();
    const at = (minute: number) => new Date(Date.UTC(2025, 0, 1, 0, minute));
    const long = 'x'.repeat(100);
    const departments = ['Bulk', 'Bulk (2)', 'bulk', 'BULK', long, long.toUpperCase(), 'Tank'];
    await db
      .insertInto('departments')
      .values(departments.map((name, i) => ({ organisation_id, name, created_at: at(i) })))
      .execute();
    await db
      .insertInto('departments')
      .values({ organisation_id: other, name: 'bulk', created_at: at(9) })
      .execute();
    await db
      .insertInto('bases')
      .values([
        { organisation_id, name: 'Oulu', created_at: at(1) },
        { organisation_id, name: 'oulu', created_at: at(2) },
      ])
      .execute();
    const group = (name: string, minute: number) => ({
      organisation_id,
      name,
      guaranteed_hours: 80,
      standard_working_hours: 7.5,
      thresholds: '{}',
      paid_break_type: 'unpaid' as const,
      paid_break_limit_minutes: null,
      device_lock: false,
      permissions: '{}',
      created_at: at(minute),
    });
    const [day] = await db
      .insertInto('driver_groups')
      .values([group('Day', 1), group('DAY', 2)])
      .returning('id')
      .execute();
    await db
      .insertInto('driver_group_questions')
      .values(
        [5, 2, 9].map((work_type) => ({
          organisation_id,
          driver_group_id: day!.id,
          work_type,
          text: `Q${work_type}`,
          unit: '',
        })),
      )
      .execute();

    await migrateToLatest(db);

    const names = async (table: 'departments' | 'bases' | 'driver_groups', organisation: string) =>
      (
        await db
          .selectFrom(table)
          .select('name')
          .where('organisation_id', '=', organisation)
          .orderBy('created_at')
          .execute()
      ).map((r) => r.name);
    expect(await names('departments', organisation_id)).toEqual([
      'Bulk',
      'Bulk (2)',
      'bulk (3)',
      'BULK (4)',
      long,
      `${'X'.repeat(96)} (2)`,
      'Tank',
    ]);
    expect(await names('departments', other)).toEqual(['bulk']);
    expect(await names('bases', organisation_id)).toEqual(['Oulu', 'oulu (2)']);
    expect(await names('driver_groups', organisation_id)).toEqual(['Day', 'DAY (2)']);

    const questions = await db
      .selectFrom('driver_group_questions')
      .select(['work_type', 'position'])
      .where('driver_group_id', '=', day!.id)
      .orderBy('position')
      .execute();
    expect(questions).toEqual([
      { work_type: 2, position: 0 },
      { work_type: 5, position: 1 },
      { work_type: 9, position: 2 },
    ]);

    await expect(
      db.insertInto('departments').values({ organisation_id, name: 'TANK' }).execute(),
    ).rejects.toMatchObject({ code: '23505' });
  });
});
