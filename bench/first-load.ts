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
import { DEMO_PASSWORD, DEMO_USERS } from '../e2e/src/harness/demo';
import { WEB_DIST_DIR } from '../e2e/src/harness/paths';
import { keepBrowserLanguage, signInToWeb } from '../e2e/src/harness/web-session';
import { text } from '../e2e/src/harness/texts';
import { measureColdLoad, type ColdLoad } from './first-load/cold-load';
import { withSeededServer } from './seeded-server';

const BUDGET = { jsGzipBytes: 200_000, cssGzipBytes: 40_000, lcpMs: 2_500 } as const;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PAGE = '/calculations';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const exitCode = await withSeededServer(
  'first-load',
  () => Promise.resolve({}),
  async (stage) => {
    const { browser } = stage;
    const context = await browser.newContext({ baseURL: stage.url, viewport: { width: 1366, height: 768 } });
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
      database: stage.database,
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
    return result.withinBudget ? 0 : 1;
  },
);
process.exit(exitCode);
