import type { Config } from '../config/config';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';
import { openDatabase, type DatabaseHandle } from './database';
import { migrateToLatest } from './migrate';

export { DataDirLockedError };

/**
 * Opens the database the configuration names, migrated to the latest schema: the PostgreSQL
 * server at DATABASE_URL, or the embedded one in DATA_DIR, locked to this process.
 */
export async function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    // Migrations on one connection of their own without the statement limit: an index built on a
    // large table may take longer than any request should.
    const migrating = await openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: 1 });
    try {
      await migrateToLatest(migrating.db);
    } finally {
      await migrating.close();
    }
    return openDatabase({
      kind: 'postgres',
      url: config.databaseUrl,
      poolSize: config.databasePoolSize,
      statementTimeoutMs: config.databaseStatementTimeoutMs,
    });
  }
  const lock = lockDataDir(config.dataDir);
  try {
    const handle = await openDatabase({ kind: 'pglite', dataDir: `${config.dataDir}/pgdata` });
    await migrateToLatest(handle.db);
    return {
      ...handle,
      async close() {
        try {
          await handle.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/**
 * A pool of its own for one kind of work beside the requests (the tracking listener, the job
 * worker), so positions and jobs never wait for a connection behind office work, nor it behind
 * them (issue 28). On PostgreSQL a new pool of `poolSize` connections with the same statement
 * limit; the embedded database has one connection in this process, shared as it is.
 */
export async function openSidePool(config: Config, main: DatabaseHandle, poolSize: number): Promise<DatabaseHandle> {
  if (main.kind === 'pglite' || !config.databaseUrl) return { ...main, close: async () => undefined };
  return openDatabase({
    kind: 'postgres',
    url: config.databaseUrl,
    poolSize,
    statementTimeoutMs: config.databaseStatementTimeoutMs,
  });
}
