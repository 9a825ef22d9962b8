import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../e2e/src/harness/chromium';
import { findFreePort } from '../e2e/src/harness/free-port';
import { DRIVER_DIST_DIR, WEB_DIST_DIR } from '../e2e/src/harness/paths';
import { runScript, startServer } from '../e2e/src/harness/server-process';
import { freshPostgresDatabase } from './first-load/fresh-database';

export interface SeededServer {
  url: string;
  browser: Browser;
  /** The database the server runs on: a fresh PostgreSQL one when DATABASE_URL is set. */
  database: 'postgresql' | 'pglite';
  env: Record<string, string>;
}

/**
 * The browser benches' stage: the real server on a free port with the built apps and the demo
 * organisation seeded, and Chromium. `extraEnv` adds settings (ports, tiles); values that need
 * a free port are asked with `port()`. `seedScripts` run after the demo seed, with the same
 * settings, before the server starts (the embedded database has one user at a time). Everything
 * is removed afterwards; answers `work`'s exit code.
 */
export async function withSeededServer(
  name: string,
  extraEnv: (port: () => Promise<number>) => Promise<Record<string, string>>,
  work: (stage: SeededServer) => Promise<number>,
  { seedScripts = [] }: { seedScripts?: readonly string[] } = {},
): Promise<number> {
  const workDir = mkdtempSync(join(tmpdir(), `rahti-${name}-`));
  const database = process.env.DATABASE_URL ? await freshPostgresDatabase(process.env.DATABASE_URL) : undefined;
  const port = await findFreePort();
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: join(workDir, 'data'),
    DATABASE_URL: database?.url ?? '',
    WEB_DIST_DIR,
    DRIVER_DIST_DIR,
    LOG_LEVEL: 'warn',
    ...(await extraEnv(findFreePort)),
  };
  try {
    await runScript('apps/server/src/seed/seed-demo.main.ts', env, join(workDir, 'seed.log'));
    for (const [n, script] of seedScripts.entries()) await runScript(script, env, join(workDir, `seed-${n + 1}.log`));
    const server = await startServer('apps/server/src/main.ts', env, join(workDir, 'server.log'));
    const browser = await launchChromium();
    try {
      return await work({ url: server.url, browser, database: database ? 'postgresql' : 'pglite', env });
    } finally {
      await browser.close();
      await server.stop();
    }
  } finally {
    await database?.drop();
    rmSync(workDir, { recursive: true, force: true });
  }
}
