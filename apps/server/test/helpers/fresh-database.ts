import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/database';

async function admin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * An empty, unmigrated database for a migration's own test: a fresh embedded one, or a fresh
 * database of the run's PostgreSQL server, dropped when the handle closes.
 */
export async function openFreshDatabase(): Promise<DatabaseHandle> {
  const postgresUrl = inject('postgresUrl');
  if (!postgresUrl) return openDatabase({ kind: 'pglite' });
  const name = `rahti_migration_${process.pid}_${Date.now()}`;
  await admin(postgresUrl, `create database ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
  return {
    ...database,
    async close() {
      await database.close();
      await admin(postgresUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
