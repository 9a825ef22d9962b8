import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadConfig } from '../config/config';
import { DataDirLockedError, openConfiguredDatabase } from './open-configured';

/**
 * `npm run backup`: writes the embedded database to `<DATA_DIR>/../backups/rahti-<time>.tar.gz`
 * (or BACKUP_DIR). It takes the data directory's lock, so it refuses while the server runs
 * rather than copy files that are being written. To restore, stop the server and extract the
 * archive's contents into DATA_DIR/pgdata. On a PostgreSQL server, use pg_dump instead.
 */
async function main() {
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error('DATABASE_URL is set: back up the PostgreSQL server with pg_dump.');
    process.exit(1);
  }
  const database = await openConfiguredDatabase(config);
  try {
    const dump = await database.pglite!.dumpDataDir('gzip');
    const dir = resolve(process.env.BACKUP_DIR ?? join(config.dataDir, '..', 'backups'));
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `rahti-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`);
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    console.log(`Backup written to ${file}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof DataDirLockedError ? `Cannot back up: ${error.message}` : error);
  process.exit(error instanceof DataDirLockedError ? 2 : 1);
});
