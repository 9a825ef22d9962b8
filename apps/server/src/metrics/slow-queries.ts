import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/database';
import { requestRoute } from '../platform/request-route';

/** A statement's text longer than this is cut: a thousand-row insert's placeholders say nothing more. */
const SQL_TEXT_MAX = 2_000;

/**
 * Logs each statement slower than `thresholdMs` (SLOW_QUERY_MS; 0 = none) at warn, with the route
 * of the request it ran for (issue 28): its SQL text, never its parameters (they may hold
 * personal data), and how long it ran. Answers a function that stops it.
 */
export function logSlowQueries(database: DatabaseHandle, thresholdMs: number, log: FastifyBaseLogger): () => void {
  if (thresholdMs <= 0) return () => undefined;
  return database.watchQueries((query) => {
    if (query.ms <= thresholdMs) return;
    const origin = requestRoute();
    const sql = query.sql.length > SQL_TEXT_MAX ? `${query.sql.slice(0, SQL_TEXT_MAX)}…` : query.sql;
    log.warn(
      {
        route: origin?.route,
        method: origin?.method,
        ms: Math.round(query.ms),
        sql,
        ...(query.failed ? { failed: true } : {}),
      },
      'slow query',
    );
  });
}
