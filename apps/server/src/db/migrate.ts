import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as platform from './migrations/0001-platform';
import * as signIn from './migrations/0002-sign-in';
import * as calculations from './migrations/0003-calculations';
import * as organisationData from './migrations/0004-organisation-data';
import { ensureAppRole } from './migrations/tenant-security';
import type { Database } from './schema';

/** Every migration in order. A new one is added here; names sort by their number. */
const MIGRATIONS: Record<string, Migration> = {
  '0001-platform': platform,
  '0002-sign-in': signIn,
  '0003-calculations': calculations,
  '0004-organisation-data': organisationData,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** Brings the schema up to date; run at every start, before the server listens. */
export async function migrateToLatest(database: Kysely<Database>): Promise<string[]> {
  const db = database as unknown as Kysely<unknown>;
  await ensureAppRole(db);
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
