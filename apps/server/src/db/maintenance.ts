import { sql } from 'kysely';
import type { DatabaseHandle } from './database';

/** PGlite has no autovacuum daemon, so the planner's statistics are refreshed on a timer. */
export const ANALYZE_INTERVAL_MS = 15 * 60 * 1000;

export function scheduleAnalyze(
  handle: DatabaseHandle,
  onError: (error: unknown) => void,
  intervalMs = ANALYZE_INTERVAL_MS,
): () => void {
  if (handle.kind !== 'pglite') return () => {};
  const timer = setInterval(() => {
    sql`analyze`.execute(handle.db).catch(onError);
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** How often the coming months' partitions are made (issue 14's jobs table takes this over). */
export const PARTITION_UPKEEP_INTERVAL_MS = 24 * 60 * 60 * 1000;

/**
 * Runs `upkeep` (making the coming months' partitions; main.ts runs it once before listening)
 * on a timer; the returned function stops it. A failure is reported and tried at the next turn.
 */
export function schedulePartitionUpkeep(
  upkeep: () => Promise<unknown>,
  onError: (error: unknown) => void,
  intervalMs = PARTITION_UPKEEP_INTERVAL_MS,
): () => void {
  const timer = setInterval(() => void upkeep().catch(onError), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
