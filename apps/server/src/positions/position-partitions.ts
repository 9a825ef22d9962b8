import type { Kysely } from 'kysely';
import { makeMonthlyPartitions } from '../db/migrations/monthly-partitions';
import type { Database } from '../db/schema';

/** Months of `positions` partitions kept made ahead: this month and the next two. */
export const POSITION_MONTHS_AHEAD = 3;

/**
 * Makes the positions partitions of the UTC month of `now` and the months after it that do not
 * exist yet; run at start and daily (db/maintenance.ts). Returns the partitions made.
 */
export function makePositionPartitions(
  db: Kysely<Database>,
  now: Date,
  months = POSITION_MONTHS_AHEAD,
): Promise<string[]> {
  return makeMonthlyPartitions(db as unknown as Kysely<unknown>, 'positions', 'recorded_at', now, months);
}
