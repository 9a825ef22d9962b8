/**
 * The manager app's first load, as a person on a phone link sees it: the built app served by
 * the real server, the demo organisation signed in, then /calculations opened with an empty
 * browser cache over a simulated slow 4G link (1.6 Mbit/s down, 750 kbit/s up, 150 ms round
 * trip) with the CPU slowed 4×. Counts the JavaScript and CSS fetched before the page's heading
 * shows (gzip -9 sizes, and the bytes the browser actually received), and the page's Largest
 * Contentful Paint (median of the runs).
 *
 * Run after `npm run build`:  npx tsx bench/first-load.ts
 * On a PostgreSQL server:     DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/first-load.ts
 *   (a fresh database is created beside the one named, and dropped afterwards).
 * Prints one JSON object; exits 1 when a budget is broken (issue 9), so CI fails.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium } from '../e2e/src/harness/chromium';
import { DEMO_PASSWORD, DEMO_USERS } from '../e2e/src/harness/demo';
import { findFreePort } from '../e2e/src/harness/free-port';
import { WEB_DIST_DIR } from '../e2e/src/harness/paths';
import { runScript, startServer } from '../e2e/src/harness/server-process';
import { keepBrowserLanguage, signInToWeb } from '../e2e/src/harness/web-session';
import { text } from '../e2e/src/harness/texts';
import { measureColdLoad, type ColdLoad } from './first-load/cold-load';
import { freshPostgresDatabase } from './first-load/fresh-database';

const BUDGET = { jsGzipBytes: 200_000, cssGzipBytes: 40_000, lcpMs: 2_500 } as const;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PAGE = '/calculations';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const workDir = mkdtempSync(join(tmpdir(), 'rahti-first-load-'));
const database = process.env.DATABASE_URL ? await freshPostgresDatabase(process.env.DATABASE_URL) : undefined;
const port = await findFreePort();
const env = {
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://localhost:${port}`,
  DATA_DIR: join(workDir, 'data'),
  DATABASE_URL: database?.url ?? '',
  WEB_DIST_DIR,
  LOG_LEVEL: 'warn',
};
let exitCode = 0;
try {
  await runScript('apps/server/src/seed/seed-demo.main.ts', env, join(workDir, 'seed.log'));
  const server = await startServer('apps/server/src/main.ts', env, join(workDir, 'server.log'));
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    await keepBrowserLanguage(page, 'en');
    await signInToWeb(page, 'en', DEMO_USERS.admin, DEMO_PASSWORD);

    const heading = text('en', 'web:menu.calculations');
    const loads: ColdLoad[] = [];
    for (let run = 0; run < RUNS; run++) loads.push(await measureColdLoad(page, PAGE, heading, WEB_DIST_DIR));
    const first = loads[0]!;
    const lcpMs = median(loads.map((load) => load.lcpMs));
    const result = {
      benchmark: 'first-load',
      page: PAGE,
      database: database ? 'postgresql' : 'pglite',
      network: { downloadKbitPerS: 1600, uploadKbitPerS: 750, roundTripMs: 150 },
      cpuSlowdown: 4,
      runs: RUNS,
      js: first.js,
      css: first.css,
      lcpMs,
      lcpMsEachRun: loads.map((load) => load.lcpMs),
      headingShownMsEachRun: loads.map((load) => load.headingShownMs),
      budget: BUDGET,
      withinBudget:
        first.js.gzipBytes <= BUDGET.jsGzipBytes && first.css.gzipBytes <= BUDGET.cssGzipBytes && lcpMs <= BUDGET.lcpMs,
    };
    console.log(JSON.stringify(result, null, 2));
    if (!result.withinBudget) exitCode = 1;
  } finally {
    await browser.close();
    await server.stop();
  }
} finally {
  await database?.drop();
  rmSync(workDir, { recursive: true, force: true });
}
process.exit(exitCode);
