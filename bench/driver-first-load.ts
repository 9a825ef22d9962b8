/**
 * The driver app's first load and its offline cold start (issue 11, decision 0012), on a phone
 * (390×844) in Chromium against the built app served by the real server:
 * 1. The demo driver signs in once; a fresh browser profile then gets only that sign-in (the
 *    tokens in localStorage), so /driver/ opens signed in with an empty cache and no service
 *    worker, over slow 4G with a 4× slower CPU. Counts the JavaScript fetched before the Status
 *    tab's heading showed (gzip -9 bytes; budget 130 000).
 * 2. The service worker installed by that load then takes over; with the network off the page is
 *    reloaded and the time from navigation start to the Status heading is measured (budget under
 *    1 000 ms, median of the runs, CPU 4× slower as on a mid-range phone).
 *
 * Run after `npm run build`:  npx tsx bench/driver-first-load.ts
 * Prints one JSON object; exits 1 when a budget is broken.
 */
import { PHONE } from '../e2e/src/harness/browser-context';
import { DEMO_PASSWORD, DEMO_USERS } from '../e2e/src/harness/demo';
import { DRIVER_DIST_DIR } from '../e2e/src/harness/paths';
import { signIn } from '../e2e/src/harness/sign-in';
import { exactly, text } from '../e2e/src/harness/texts';
import { measureColdLoad } from './first-load/cold-load';
import { measureOfflineColdStarts, watchForHeading } from './first-load/offline-cold-start';
import { withSeededServer } from './seeded-server';

const BUDGET = { jsGzipBytes: 130_000, offlineColdStartMs: 1_000 } as const;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CPU_SLOWDOWN = 4;
const PAGE = '/driver/';
const LOCALE = { locale: 'en-GB', timezoneId: 'Europe/Helsinki' };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const statusHeading = text('en', 'driver:tabs.status');
const exitCode = await withSeededServer(
  'driver-first-load',
  () => Promise.resolve({}),
  async (stage) => {
    const { browser } = stage;
    // Sign in once, and keep only what the phone keeps (its localStorage), not the cache or the worker.
    const signingIn = await browser.newContext({ baseURL: stage.url, ...PHONE, ...LOCALE });
    const first = await signingIn.newPage();
    await first.goto(PAGE);
    await first.getByRole('button', { name: exactly(text('en', 'driver:signIn.button')) }).click();
    await signIn(first, DEMO_USERS.driver, DEMO_PASSWORD);
    await first.getByRole('heading', { level: 1, name: statusHeading }).waitFor({ timeout: 30_000 });
    const storageState = await signingIn.storageState();
    await signingIn.close();

    const phone = await browser.newContext({
      baseURL: stage.url,
      ...PHONE,
      ...LOCALE,
      storageState,
      serviceWorkers: 'allow',
    });
    const page = await phone.newPage();
    await watchForHeading(page, statusHeading);
    const load = await measureColdLoad(page, PAGE, statusHeading, DRIVER_DIST_DIR, PAGE);

    // The worker installed during that load precaches every chunk; once it controls the page, go offline.
    await page.evaluate(async () => void (await navigator.serviceWorker.ready));
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const offlineMs = await measureOfflineColdStarts(page, RUNS, CPU_SLOWDOWN);
    const offlineUnthrottledMs = await measureOfflineColdStarts(page, RUNS, 1);

    const result = {
      benchmark: 'driver-first-load',
      page: PAGE,
      signedIn: true,
      viewport: PHONE.viewport,
      network: { downloadKbitPerS: 1600, uploadKbitPerS: 750, roundTripMs: 150 },
      cpuSlowdown: CPU_SLOWDOWN,
      js: load.js,
      css: load.css,
      statusShownMs: load.headingShownMs,
      lcpMs: load.lcpMs,
      offlineColdStart: {
        runs: RUNS,
        cpuSlowdown: CPU_SLOWDOWN,
        medianMs: median(offlineMs),
        msEachRun: offlineMs,
        unthrottledMedianMs: median(offlineUnthrottledMs),
        unthrottledMsEachRun: offlineUnthrottledMs,
      },
      budget: BUDGET,
      withinBudget: load.js.gzipBytes <= BUDGET.jsGzipBytes && median(offlineMs) < BUDGET.offlineColdStartMs,
    };
    console.log(JSON.stringify(result, null, 2));
    return result.withinBudget ? 0 : 1;
  },
);
process.exit(exitCode);
