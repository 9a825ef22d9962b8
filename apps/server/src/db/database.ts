import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, type LogEvent } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect';
import type { Database } from './schema';
import { typeParsers } from './type-parsers';

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** The embedded engine, when there is one (for ANALYZE scheduling, dumps and backups). */
  pglite?: PGlite;
  /** A PostgreSQL pool's connections: open, idle, and requests waiting for one (for /metrics). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** Hears every statement as it ends, with its time (the slow-query log); the answer stops it. */
  watchQueries(listener: (query: TimedQuery) => void): () => void;
  close(): Promise<void>;
}

/** A statement as Kysely timed it: its SQL text (never its parameters), how long it ran, and whether it failed. */
export interface TimedQuery {
  sql: string;
  ms: number;
  failed: boolean;
}

/** Kysely's log, handed on to whoever listens: timing a statement costs two clock reads. */
function queryWatchers() {
  const listeners = new Set<(query: TimedQuery) => void>();
  return {
    log(event: LogEvent) {
      if (listeners.size === 0) return;
      const query = { sql: event.query.sql, ms: event.queryDurationMillis, failed: event.level === 'error' };
      for (const listener of listeners) listener(query);
    },
    watch(listener: (query: TimedQuery) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export type DatabaseSource =
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      /** statement_timeout and idle_in_transaction_session_timeout of every connection; 0 = none. */
      statementTimeoutMs?: number;
    }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export async function openDatabase(source: DatabaseSource): Promise<DatabaseHandle> {
  if (source.kind === 'postgres')
    return openPostgres(source.url, source.poolSize ?? 10, source.statementTimeoutMs ?? 0);
  const pglite = await PGlite.create({
    ...(source.dataDir ? { dataDir: source.dataDir } : {}),
    ...(source.loadDataDir ? { loadDataDir: source.loadDataDir } : {}),
    parsers: typeParsers,
  });
  const watchers = queryWatchers();
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite), log: watchers.log });
  return {
    db,
    kind: 'pglite',
    pglite,
    watchQueries: watchers.watch,
    async close() {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

function openPostgres(url: string, poolSize: number, statementTimeoutMs: number): DatabaseHandle {
  const types = {
    getTypeParser: (oid: number, format?: string) => typeParsers[oid] ?? pg.types.getTypeParser(oid, format as 'text'),
  };
  // The server ends a statement past the limit (57014), and a session idle inside a transaction
  // (25P03, the connection closed), so neither holds a pooled connection for long. PGlite has one
  // connection in this process and no such timers: the limit is PostgreSQL's alone.
  const timeouts =
    statementTimeoutMs > 0
      ? { statement_timeout: statementTimeoutMs, idle_in_transaction_session_timeout: statementTimeoutMs }
      : {};
  const pool = new pg.Pool({ connectionString: url, max: poolSize, types, ...timeouts });
  // An idle connection the server ends (a restart, an administrator's terminate) emits 'error' on
  // the pool; unheard, it would end the process. The pool drops that client and opens a new one.
  pool.on('error', (error) => console.error('PostgreSQL closed an idle connection:', error.message));
  // A connection in use can be ended too (a transaction idle past the limit, 25P03): unheard, that
  // would also end the process. The request's next statement fails, and the pool drops the client.
  pool.on('connect', (client) =>
    client.on('error', (error) => console.error('PostgreSQL closed a connection in use:', error.message)),
  );
  const watchers = queryWatchers();
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: watchers.log });
  return {
    db,
    kind: 'postgres',
    watchQueries: watchers.watch,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => db.destroy(),
  };
}
