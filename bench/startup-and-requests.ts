/**
 * Measures what a person waits for: start to first answer (a fresh data directory and a reopened
 * one), and API latency for the call every page makes (GET /api/account/me) and a write.
 * Run: npx tsx bench/startup-and-requests.ts   — prints one JSON object.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { summary, timedRuns } from './latency';
import { createTenant } from '../apps/server/test/helpers/tenants';
import { buildApp } from '../apps/server/src/app';
import { createAppContext } from '../apps/server/src/platform/app-context';
import { loadConfig } from '../apps/server/src/config/config';
import { openDatabase } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';

const serverDir = resolve(import.meta.dirname, '../apps/server');

async function timeToFirstAnswer(dataDir: string, port: number): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (response.ok) return performance.now() - started;
      } catch {
        // Not listening yet.
      }
      if (child.exitCode !== null) throw new Error('server exited');
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

async function latency(run: () => Promise<unknown>, count: number) {
  const { p50, p95, max } = summary(await timedRuns(run, count));
  return { count, p50Ms: p50, p95Ms: p95, maxMs: max };
}

const dataDir = mkdtempSync(join(tmpdir(), 'rahti-bench-'));
try {
  const freshStartMs = await timeToFirstAnswer(dataDir, 39123);
  const reopenStartMs = await timeToFirstAnswer(dataDir, 39124);

  const database = await openDatabase({ kind: 'pglite' });
  await migrateToLatest(database.db);
  const context = await createAppContext(loadConfig({ LOG_LEVEL: 'silent' }), database);
  const app = await buildApp(context);
  const tenant = await createTenant(context);
  const headers = tenant.users.admin.headers;
  const me = await latency(() => app.inject({ method: 'GET', url: '/api/account/me', headers }), 500);
  const pageView = await latency(
    () => app.inject({ method: 'POST', url: '/api/pageviews', headers, payload: { path: '/dashboard' } }),
    500,
  );
  await app.close();
  await database.close();

  console.log(
    JSON.stringify({
      benchmark: 'startup-and-requests',
      database: 'pglite',
      freshDataDirStartToFirstAnswerMs: Math.round(freshStartMs),
      reopenedDataDirStartToFirstAnswerMs: Math.round(reopenStartMs),
      getAccountMe: me,
      postPageView: pageView,
      rssMb: Math.round(process.memoryUsage().rss / 1024 / 1024),
    }),
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
