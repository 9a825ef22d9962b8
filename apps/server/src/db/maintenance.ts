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
