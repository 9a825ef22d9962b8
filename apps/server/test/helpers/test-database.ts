import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/database';

/** The embedded database of this worker, opened by its first file; the later ones reuse it. */
let embedded: Promise<DatabaseHandle> | undefined;

/**
 * A migrated database for one test file: the worker's in-memory copy of the embedded template,
 * or the run's PostgreSQL database when TEST_DATABASE_URL is set. Either way several files
 * share it (a worker runs its files one after another, vitest.config.ts), so tests rely on their
 * own fresh organisations, which row-level security keeps apart. Copying the template for each
 * file instead cost about half a second each. Closing the handle leaves the shared one open.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const postgresUrl = inject('postgresUrl');
  if (postgresUrl) return openDatabase({ kind: 'postgres', url: postgresUrl, poolSize: 4 });
  embedded ??= openDatabase({ kind: 'pglite', loadDataDir: new Blob([readFileSync(inject('pgliteTemplatePath'))]) });
  const handle = await embedded;
  return { ...handle, close: async () => undefined };
}

export const isPostgresRun = () => Boolean(inject('postgresUrl'));
