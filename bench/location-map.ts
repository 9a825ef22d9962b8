/**
 * The location map with 500 vehicles (issue 14): the built app served by the real server, the
 * demo organisation with 500 more activated vehicles, each of which has just sent a position
 * through the OsmAnd listener (as Traccar Client does). Opens /vehicle/location-map (Chromium,
 * desktop, no throttling) and times, from the start of the navigation, until all 500 markers
 * are drawn, and until the page answers a click (a vehicle's location history opens). The
 * budget is the second: interactive within 2 s (median of BENCH_RUNS loads).
 *
 * Run after `npm run build`:  npx tsx bench/location-map.ts
 * On a PostgreSQL server:     DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/location-map.ts
 * Prints one JSON object; exits 1 over budget.
 */
import type { Vehicle } from '@rahti/domain';
import { DEMO_PASSWORD, DEMO_USERS } from '../e2e/src/harness/demo';
import { callApiAsPageUser } from '../e2e/src/harness/signed-in-api';
import { text } from '../e2e/src/harness/texts';
import { keepBrowserLanguage, signInToWeb } from '../e2e/src/harness/web-session';
import { machineFigures } from './machine-figures';
import { withSeededServer } from './seeded-server';

const VEHICLES = 500;
const BUDGET_MS = 2000;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const exitCode = await withSeededServer(
  'location-map',
  async (port) => ({ OSMAND_PORT: String(await port()), MAP_TILE_URL: '' }),
  async (stage) => {
    const { browser } = stage;
    const osmandPort = Number(stage.env.OSMAND_PORT);
    const context = await browser.newContext({ baseURL: stage.url, viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await keepBrowserLanguage(page, 'en');
    await signInToWeb(page, 'en', DEMO_USERS.admin, DEMO_PASSWORD);

    // 500 trucks with trackers, activated, each reporting once from around southern Finland.
    for (let start = 0; start < VEHICLES; start += 25) {
      const created = await Promise.all(
        Array.from({ length: Math.min(25, VEHICLES - start) }, (_, k) => {
          const n = start + k;
          const registerNumber = `${String.fromCharCode(65 + Math.floor(n / 260), 65 + (Math.floor(n / 10) % 26))}M-${String(n).padStart(3, '0')}`;
          return callApiAsPageUser<Vehicle>(page, 'POST', '/vehicles', {
            registerNumber,
            vehicleClass: 3,
            imei: String(350_000_000_000_000 + n),
          });
        }),
      );
      await Promise.all(
        created.map((vehicle) =>
          callApiAsPageUser(page, 'PUT', `/vehicles/${vehicle.body.id}/active`, { active: true }),
        ),
      );
    }
    const now = Math.floor(Date.now() / 1000);
    for (let start = 0; start < VEHICLES; start += 50) {
      await Promise.all(
        Array.from({ length: Math.min(50, VEHICLES - start) }, async (_, k) => {
          const n = start + k;
          const [lat, lon] = [60.1 + (n % 25) * 0.06, 21.5 + Math.floor(n / 25) * 0.2];
          const response = await fetch(
            `http://127.0.0.1:${osmandPort}/?id=${350_000_000_000_000 + n}&timestamp=${now}&lat=${lat}&lon=${lon}&speed=30`,
            { method: 'POST' },
          );
          if (response.status !== 200) throw new Error(`OsmAnd answered ${response.status}`);
        }),
      );
    }

    const markersMs: number[] = [];
    const interactiveMs: number[] = [];
    const clickMs: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      await page.goto('/calculations');
      const started = Date.now();
      await page.goto('/vehicle/location-map');
      await page.waitForFunction(
        (count) => document.querySelectorAll('.leaflet-marker-icon').length >= count,
        VEHICLES,
        { timeout: 30_000, polling: 50 },
      );
      markersMs.push(Date.now() - started);
      const button = page.getByRole('button', { name: text('en', 'web-tracking:historyOf', { register: 'AAM-000' }) });
      await button.scrollIntoViewIfNeeded();
      const beforeClick = Date.now();
      const cdp = process.env.BENCH_PROFILE ? await page.context().newCDPSession(page) : undefined;
      if (cdp) await cdp.send('Profiler.enable').then(() => cdp.send('Profiler.start'));
      await button.click();
      await page
        .getByRole('region', { name: text('en', 'web-tracking:historyTitle', { register: 'AAM-000' }) })
        .waitFor({ timeout: 30_000 });
      interactiveMs.push(Date.now() - started);
      clickMs.push(Date.now() - beforeClick);
      if (cdp) {
        const { profile } = (await cdp.send('Profiler.stop')) as {
          profile: {
            nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
            samples: number[];
            timeDeltas: number[];
          };
        };
        const self = new Map<string, number>();
        const byId = new Map(profile.nodes.map((node) => [node.id, node]));
        profile.samples.forEach((id, i) => {
          const frame = byId.get(id)!.callFrame;
          const key = `${frame.functionName} ${frame.url.split('/').pop()}:${frame.lineNumber}`;
          self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
        });
        console.error(
          [...self]
            .sort((a, b) => b[1] - a[1])
            .slice(0, 15)
            .map(([key, ms]) => `${ms.toFixed(0)}ms ${key}`)
            .join('\n'),
        );
      }
    }
    const result = {
      benchmark: 'location-map',
      database: stage.database,
      vehicles: VEHICLES,
      runs: RUNS,
      markersDrawnMs: median(markersMs),
      interactiveMs: median(interactiveMs),
      interactiveMsEachRun: interactiveMs,
      clickAnsweredMsEachRun: clickMs,
      budgetMs: BUDGET_MS,
      withinBudget: median(interactiveMs) <= BUDGET_MS,
      ...machineFigures(),
    };
    console.log(JSON.stringify(result));
    return result.withinBudget ? 0 : 1;
  },
);
process.exit(exitCode);
