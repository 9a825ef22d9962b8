/**
 * Location history (issue 14): one vehicle-month of positions, one every 10 s (about 260 000
 * rows in November), read through GET /api/vehicle-locations/:id/history in process, thinned to
 * about 5 000 points. The month is a working pattern: weekdays 06:00–16:00 driving around
 * southern Finland with stops, the rest standing at the depot (a tracker keeps reporting).
 * Measures the answer's time over BENCH_RUNS requests (p50, p95) and its size on the wire. The
 * first request thins every day and keeps it (migration 0016); its time is `coldMs`, outside
 * the budget, as a server thins a day once.
 *
 * Run:                       npx tsx bench/location-history.ts            (embedded PGlite)
 * On a PostgreSQL server:    DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/location-history.ts
 *   (a fresh database is created beside the one named, and dropped afterwards).
 * Prints one JSON object; exits 1 over budget (p95 ≤ 300 ms on PostgreSQL, ≤ 600 ms on PGlite; ≤ 1 MB).
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

const MONTH_START = Date.parse('2026-11-01T00:00:00.000Z');
const MONTH_END = Date.parse('2026-12-01T00:00:00.000Z');
const STEP_MS = 10_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const BUDGET_MS = { postgresql: 300, pglite: 600 } as const;
const BUDGET_BYTES = 1024 * 1024;

// A deterministic wander: the same month on every run.
let seed = 14;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;

/** The month's positions: driving on weekday working hours (turning now and then, stopping to deliver), parked otherwise. */
function month(vehicleId: string): PositionFix[] {
  const fixes: PositionFix[] = [];
  const depot = { latitude: 60.29, longitude: 25.04 };
  let { latitude, longitude } = depot;
  let heading = 0;
  let stoppedUntil = 0;
  for (let at = MONTH_START; at < MONTH_END; at += STEP_MS) {
    const day = new Date(at);
    const hour = day.getUTCHours() + 2;
    const working = day.getUTCDay() >= 1 && day.getUTCDay() <= 5 && hour >= 6 && hour < 16;
    let speed = 0;
    if (!working) [latitude, longitude] = [depot.latitude, depot.longitude];
    else if (at < stoppedUntil) speed = 0;
    else if (random() < 0.002) stoppedUntil = at + (5 + random() * 25) * 60_000;
    else {
      if (random() < 0.02) heading += (random() - 0.5) * Math.PI;
      speed = 40 + random() * 50;
      const metres = (speed / 3.6) * (STEP_MS / 1000);
      latitude += (Math.cos(heading) * metres) / 111_000;
      longitude += (Math.sin(heading) * metres) / (111_000 * Math.cos((latitude * Math.PI) / 180));
    }
    fixes.push({
      vehicleId,
      recordedAt: new Date(at),
      latitude,
      longitude,
      speedKmh: speed,
      headingDegrees: null,
      accuracyMeters: 5,
    });
  }
  return fixes;
}

const bench = await openBenchDatabase();
const { kind, database } = bench;
let exitCode = 0;
try {
  await makePositionPartitions(database.db, new Date(MONTH_START), 2);
  const context = await createAppContext(loadConfig({ LOG_LEVEL: 'silent' }), database, () => new Date(MONTH_END));
  const app = await buildApp(context);
  const tenant = await createTenant(context);
  const [vehicleId] = await addVehicles(context, tenant, 1, 'HIS');
  const fixes = month(vehicleId!);
  const loadStarted = performance.now();
  for (let i = 0; i < fixes.length; i += 5000) {
    await withTenant(database.db, tenant.organisationId, (tx) =>
      insertPositions(
        tx,
        tenant.organisationId,
        { source: 'osmand', driverId: null, receivedAt: new Date(MONTH_END) },
        fixes.slice(i, i + 5000),
      ),
    );
  }
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  await sql`analyze positions`.execute(database.db);

  const url = `/api/vehicle-locations/${vehicleId}/history?from=${new Date(MONTH_START).toISOString()}&to=${new Date(MONTH_END).toISOString()}`;
  const times: number[] = [];
  let bytes = 0;
  let points = 0;
  let stops = 0;
  let recorded = 0;
  let coldMs = 0;
  for (let run = 0; run < RUNS + 1; run++) {
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url, headers: tenant.users.user.headers });
    const elapsed = performance.now() - started;
    if (response.statusCode !== 200)
      throw new Error(`history answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
    // The first request thins and keeps each day (and warms the engine's compiled code); later ones read the kept days.
    if (run > 0) times.push(elapsed);
    else coldMs = elapsed;
    bytes = Buffer.byteLength(response.body);
    const body = response.json() as { track: unknown[]; stops: unknown[]; recordedCount: number };
    [points, stops, recorded] = [body.track.length, body.stops.length, body.recordedCount];
  }
  times.sort((a, b) => a - b);
  const quantile = (q: number) => +times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!.toFixed(1);
  const figures = {
    database: kind,
    recordedPositions: recorded,
    loadSeconds: +loadSeconds.toFixed(1),
    runs: RUNS,
    coldMs: +coldMs.toFixed(1),
    p50Ms: quantile(0.5),
    p95Ms: quantile(0.95),
    budgetMs: BUDGET_MS[kind],
    bytes,
    budgetBytes: BUDGET_BYTES,
    trackPoints: points,
    stops,
    ...machineFigures(),
  };
  const within = figures.p95Ms <= BUDGET_MS[kind] && bytes <= BUDGET_BYTES && recorded >= 250_000;
  console.log(JSON.stringify({ ...figures, withinBudget: within }));
  if (!within) exitCode = 1;
  await app.close();
} finally {
  await bench.close();
}
process.exitCode = exitCode;
