import { sql, type Kysely } from 'kysely';

/**
 * The daily job `driver-sync-prune` removes the driver app's operation keys older than 90 days
 * across organisations: an index on their age keeps that a range read instead of a scan of
 * every key ever stored.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index driver_sync_operations_created on driver_sync_operations (created_at)`.execute(db);
}
