import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/database';

let templateBytes: Buffer | undefined;

/**
 * A migrated database for one test file: an in-memory copy of the embedded template, or the
 * run's PostgreSQL database when TEST_DATABASE_URL is set (tests then rely on their own fresh
 * organisations, which row-level security keeps apart).
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const postgresUrl = inject('postgresUrl');
  if (postgresUrl) return openDatabase({ kind: 'postgres', url: postgresUrl, poolSize: 4 });
  templateBytes ??= readFileSync(inject('pgliteTemplatePath'));
  return openDatabase({ kind: 'pglite', loadDataDir: new Blob([templateBytes]) });
}

export const isPostgresRun = () => Boolean(inject('postgresUrl'));
