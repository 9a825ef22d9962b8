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
    const handle = await openDatabase({ kind: 'postgres', url: config.databaseUrl });
    await migrateToLatest(handle.db);
    return handle;
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
