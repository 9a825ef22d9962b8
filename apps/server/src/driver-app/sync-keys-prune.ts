import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { withSystem } from '../db/tenant';

export const SYNC_KEYS_PRUNE_JOB = 'driver-sync-prune';
/**
 * How long an operation's key and answer are kept: far longer than a phone's outbox holds an
 * operation (weeks at most, decision 0012), so a late retry still gets its stored answer.
 */
export const SYNC_KEYS_KEPT_DAYS = 90;
const DAY_MS = 24 * 60 * 60_000;

/** Removes every organisation's operation keys older than the keeping time; answers how many went. */
export async function pruneSyncKeys(db: Kysely<Database>, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - SYNC_KEYS_KEPT_DAYS * DAY_MS);
  // Housekeeping across organisations, as the owner (like the partitions job): no tenant's data is read.
  const result = await withSystem(db, (tx) =>
    tx.deleteFrom('driver_sync_operations').where('created_at', '<', cutoff).executeTakeFirst(),
  );
  return Number(result.numDeletedRows);
}
