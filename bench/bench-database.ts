import { openDatabase } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { freshPostgresDatabase } from './first-load/fresh-database';

/**
 * The database a server bench runs on, migrated: a fresh PostgreSQL database beside the one
 * `DATABASE_URL` names (dropped by `close`), else the embedded PGlite in memory.
 */
export async function openBenchDatabase() {
  const server = process.env.DATABASE_URL ? await freshPostgresDatabase(process.env.DATABASE_URL) : undefined;
  const kind = server ? ('postgresql' as const) : ('pglite' as const);
  const database = await openDatabase(server ? { kind: 'postgres', url: server.url } : { kind: 'pglite' });
  await migrateToLatest(database.db);
  return {
    kind,
    database,
    async close() {
      await database.close();
      await server?.drop();
    },
  };
}
