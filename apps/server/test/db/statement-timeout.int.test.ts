import { sql } from 'kysely';
import { describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../src/config/config';
import { openConfiguredDatabase } from '../../src/db/open-configured';

const postgresUrl = inject('postgresUrl');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The limits are PostgreSQL's own timers (the embedded database has one connection and none):
// these run in the PostgreSQL run of the suites (TEST_DATABASE_URL), as CI does.
describe.skipIf(!postgresUrl)('statement and idle-transaction limits on a PostgreSQL server', () => {
  const open = () =>
    openConfiguredDatabase(
      loadConfig({ DATABASE_URL: postgresUrl, DATABASE_POOL_SIZE: '2', DATABASE_STATEMENT_TIMEOUT_MS: '300' }),
    );

  it('ends a statement over DATABASE_STATEMENT_TIMEOUT_MS, and the pool goes on serving', async () => {
    const database = await open();
    try {
      const shown = await sql<{ statement_timeout: string }>`show statement_timeout`.execute(database.db);
      expect(shown.rows[0]?.statement_timeout).toBe('300ms');
      await expect(sql`select pg_sleep(2)`.execute(database.db)).rejects.toMatchObject({ code: '57014' });
      expect((await sql<{ one: number }>`select 1 as one`.execute(database.db)).rows).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
    }
  });

  it('ends a transaction left idle longer than the limit, so it cannot hold a connection', async () => {
    const database = await open();
    try {
      const held = database.db.transaction().execute(async (tx) => {
        await sql`select 1`.execute(tx);
        await pause(1_000);
        await sql`select 1`.execute(tx);
      });
      await expect(held).rejects.toThrow();
      expect((await sql<{ one: number }>`select 1 as one`.execute(database.db)).rows).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
    }
  });
});
