import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/database';
import { scheduleAnalyze } from '../../src/db/maintenance';
import { openTestDatabase } from '../helpers/test-database';

let database: DatabaseHandle;
beforeAll(async () => (database = await openTestDatabase()));
afterAll(() => database.close());

const analyzeCount = async () => {
  const { rows } = await sql<{
    n: number;
  }>`select analyze_count::int as n from pg_stat_user_tables where relname = 'users'`.execute(database.db);
  return rows[0]?.n ?? 0;
};

describe('periodic ANALYZE', () => {
  it('refreshes planner statistics of the embedded database on its timer, and stops when told', async () => {
    const before = await analyzeCount();
    const stop = scheduleAnalyze(
      database,
      (error) => {
        throw error;
      },
      20,
    );
    await new Promise((r) => setTimeout(r, 200));
    stop();
    const after = await analyzeCount();
    if (database.kind === 'pglite') expect(after).toBeGreaterThan(before);
    // A PostgreSQL server has autovacuum; the timer does nothing there.
    else expect(after).toBe(before);
    await new Promise((r) => setTimeout(r, 100));
    expect(await analyzeCount()).toBe(after);
  });
});
