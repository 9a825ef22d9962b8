import { sql, type Kysely } from 'kysely';
import { describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../src/config/config';
import { openConfiguredDatabase, openSidePool } from '../../src/db/open-configured';
import type { Database } from '../../src/db/schema';
import { openTestDatabase } from '../helpers/test-database';

const postgresUrl = inject('postgresUrl');
const one = async (db: Kysely<Database>) => (await sql<{ one: number }>`select 1 as one`.execute(db)).rows[0]?.one;

describe('the tracking listener’s and the job worker’s own pools', () => {
  // The embedded case, in the embedded run; the PostgreSQL run takes the next.
  it.skipIf(Boolean(postgresUrl))('share the embedded database as it is, and closing one leaves it open', async () => {
    const main = await openTestDatabase();
    expect(main.kind).toBe('pglite');
    const side = await openSidePool(loadConfig({}), main, 4);
    expect(side.db).toBe(main.db);
    await side.close();
    expect(await one(main.db)).toBe(1);
  });

  // Separate pools need a PostgreSQL server: this runs in the PostgreSQL run (TEST_DATABASE_URL), as CI does.
  it.skipIf(!postgresUrl)('answer on PostgreSQL while every connection of the requests’ pool is held', async () => {
    const config = loadConfig({
      DATABASE_URL: postgresUrl,
      DATABASE_POOL_SIZE: '1',
      DATABASE_STATEMENT_TIMEOUT_MS: '5000',
    });
    const main = await openConfiguredDatabase(config);
    const side = await openSidePool(config, main, 1);
    // The request pool's one connection is held in a transaction until the checks are done; they
    // start only once it is held (else a quick check could end before it, and nothing would wait).
    let release = (): void => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let holding = (): void => undefined;
    const isHeld = new Promise<void>((resolve) => (holding = resolve));
    const held = main.db.transaction().execute(async (tx) => {
      await sql`select 1`.execute(tx);
      holding();
      await released;
    });
    await isHeld;
    try {
      expect(side.db).not.toBe(main.db);
      expect(await one(side.db)).toBe(1);
      const shown = await sql<{ statement_timeout: string }>`show statement_timeout`.execute(side.db);
      expect(shown.rows[0]?.statement_timeout).toBe('5s');
    } finally {
      release();
      await held;
      await side.close();
      expect(await one(main.db)).toBe(1);
      await main.close();
    }
  });
});
