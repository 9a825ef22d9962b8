/**
 * The map's latest positions (issue 28: "the map's latest positions query took up to 780 ms"
 * under the office's mixed load): 200 vehicles reporting every 30 s for three months (about
 * 1.7 million positions in three monthly partitions), GET /api/vehicle-locations as a signed-in
 * User through the whole server in process, BENCH_RUNS times after a warm-up; p50 and p95.
 *
 * Run:                       npx tsx bench/latest-positions.ts            (embedded PGlite)
 * On a PostgreSQL server:    DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/latest-positions.ts
 *   (a fresh database is created beside the one named, and dropped afterwards).
 * Prints one JSON object; exits 1 over budget (p95 ≤ 50 ms on PostgreSQL, ≤ 150 ms on PGlite).
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app';
import { createAppContext } from '../apps/server/src/platform/app-context';
import { loadConfig } from '../apps/server/src/config/config';
import { withTenant } from '../apps/server/src/db/tenant';
import { insertPositions, type PositionFix } from '../apps/server/src/positions/positions.repository';
import { makePositionPartitions } from '../apps/server/src/positions/position-partitions';
import { createTenant } from '../apps/server/test/helpers/tenants';
import { addVehicles } from '../apps/server/test/positions/position-fixtures';
import { openBenchDatabase } from './bench-database';
import { machineFigures } from './machine-figures';

const VEHICLES = Number(process.env.BENCH_VEHICLES ?? 200);
const START = Date.parse('2026-09-01T00:00:00.000Z');
const END = Date.parse('2026-11-28T00:00:00.000Z');
const STEP_MS = Number(process.env.BENCH_STEP_MS ?? 30 * 60_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const BUDGET_MS = { postgresql: 50, pglite: 150 } as const;

const bench = await openBenchDatabase();
const { kind, database } = bench;
let exitCode = 0;
try {
  await makePositionPartitions(database.db, new Date(START), 4);
  const context = await createAppContext(loadConfig({ LOG_LEVEL: 'silent' }), database, () => new Date(END));
  const app = await buildApp(context);
  const tenant = await createTenant(context);
  const vehicleIds = await addVehicles(context, tenant, VEHICLES, 'MAP');
  let stored = 0;
  for (const [index, vehicleId] of vehicleIds.entries()) {
    const fixes: PositionFix[] = [];
    for (let at = START + index * 1000; at < END; at += STEP_MS) {
      fixes.push({
        vehicleId,
        recordedAt: new Date(at),
        latitude: 60 + (index % 50) / 100,
        longitude: 24 + (at % 1000) / 1000,
        speedKmh: 60,
        headingDegrees: null,
        accuracyMeters: 5,
      });
    }
    for (let i = 0; i < fixes.length; i += 5000) {
      stored += await withTenant(database.db, tenant.organisationId, (tx) =>
        insertPositions(
          tx,
          tenant.organisationId,
          { source: 'osmand', driverId: null, receivedAt: new Date(END) },
          fixes.slice(i, i + 5000),
        ),
      );
    }
  }
  await sql`analyze`.execute(database.db);

  const times: number[] = [];
  let shown = 0;
  for (let run = 0; run < RUNS + 5; run++) {
    const started = performance.now();
    const response = await app.inject({
      method: 'GET',
      url: '/api/vehicle-locations',
      headers: tenant.users.user.headers,
    });
    const elapsed = performance.now() - started;
    if (response.statusCode !== 200)
      throw new Error(`latest answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
    if (run >= 5) times.push(elapsed);
    shown = (response.json() as { vehicles: { position: unknown }[] }).vehicles.filter(
      (vehicle) => vehicle.position,
    ).length;
  }
  times.sort((a, b) => a - b);
  const quantile = (q: number) => +times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!.toFixed(1);
  const figures = {
    benchmark: 'latest-positions',
    database: kind,
    vehicles: VEHICLES,
    positions: stored,
    vehiclesWithPosition: shown,
    runs: RUNS,
    p50Ms: quantile(0.5),
    p95Ms: quantile(0.95),
    budgetMs: BUDGET_MS[kind],
    ...machineFigures(),
  };
  const within = figures.p95Ms <= BUDGET_MS[kind] && shown === VEHICLES;
  console.log(JSON.stringify({ ...figures, withinBudget: within }));
  if (!within) exitCode = 1;
  await app.close();
} finally {
  await bench.close();
}
process.exitCode = exitCode;
