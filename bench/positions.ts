/**
 * Position ingest (issue 11): a fleet of 50 vehicles' day of phone positions (100 000) sent in
 * batches of 500 to POST /api/driver/positions, each vehicle's phone with its own signed-in
 * driver, four batches in flight at once (BENCH_CONCURRENCY), through the whole server in
 * process. Beside it, in the same run, the same rows as plain batched INSERTs (500 rows a
 * statement, as the owner, no server, no checks, as many at once) into the emptied table, for
 * the ratio of the two; then every batch again through the API, which must add no row.
 *
 * Run:                       npx tsx bench/positions.ts            (embedded PGlite, in memory)
 * On a PostgreSQL server:    DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/positions.ts
 *   (a fresh database is created beside the one named, and dropped afterwards).
 * Prints one JSON object; exits 1 when a budget is missed (API at least 50 000 positions/s on
 * PostgreSQL, 20 000 on PGlite; at least 0.4 of the plain INSERT's rate; a replay adds 0 rows).
 */
import { performance } from 'node:perf_hooks';
import { sql, type Kysely } from 'kysely';
import { DEVICE_ID_HEADER, type PhonePosition } from '@rahti/domain';
import { buildApp } from '../apps/server/src/app';
import { createAppContext } from '../apps/server/src/platform/app-context';
import { loadConfig } from '../apps/server/src/config/config';
import { openDatabase } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import type { Database } from '../apps/server/src/db/schema';
import { addDriver, signInDriver } from '../apps/server/test/shifts/shift-fixtures';
import { addVehicles } from '../apps/server/test/positions/position-fixtures';
import { createTenant } from '../apps/server/test/helpers/tenants';
import { freshPostgresDatabase } from './first-load/fresh-database';
import { fleetDayBatches } from './positions/fleet-day';
import { postgresBackendCpuMs } from './timesheet/server-cpu';
import { machineFigures } from './machine-figures';

const VEHICLES = 50;
const POSITIONS = Number(process.env.BENCH_POSITIONS ?? 100_000);
const BATCH = 500;
const BUDGET_PER_SECOND = { postgresql: 50_000, pglite: 20_000 } as const;
const MIN_RATIO = 0.4;
/** Batches in flight at once: phones of a fleet upload at the same time. */
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);

/** Runs `work` over `items` with at most `limit` running at a time. */
async function inParallel<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

const server = process.env.DATABASE_URL ? await freshPostgresDatabase(process.env.DATABASE_URL) : undefined;
const kind = server ? 'postgresql' : 'pglite';
const database = await openDatabase(server ? { kind: 'postgres', url: server.url } : { kind: 'pglite' });
const db = database.db;
let exitCode = 0;

const countPositions = async () =>
  Number((await sql<{ n: number }>`select count(*)::int as n from positions`.execute(db)).rows[0]?.n);
const emptyPositions = async () => {
  await sql`truncate positions`.execute(db);
  await sql`update vehicles set last_position_at = null`.execute(db);
};

/** Rate and CPU time of `run`: on a shared machine the wall clock includes waiting for a core. */
async function measured(rows: number, run: () => Promise<void>) {
  const serverCpu = () => (server ? postgresBackendCpuMs(db) : Promise.resolve(null));
  const cpu = process.cpuUsage();
  const serverBefore = await serverCpu();
  const started = performance.now();
  await run();
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const serverAfter = await serverCpu();
  return {
    seconds: +seconds.toFixed(3),
    perSecond: Math.round(rows / seconds),
    nodeCpuSeconds: +((used.user + used.system) / 1e6).toFixed(2),
    ...(serverBefore !== null && serverAfter !== null
      ? { postgresCpuSeconds: +((serverAfter - serverBefore) / 1000).toFixed(2) }
      : {}),
  };
}

/** The plain way to write the same rows: a multi-row INSERT per batch, as the owner, nothing else. */
function plainInsert(
  target: Kysely<Database>,
  organisationId: string,
  driverOf: Map<string, string>,
  batches: PhonePosition[][],
) {
  return inParallel(batches, CONCURRENCY, async (batch) => {
    await target
      .insertInto('positions')
      .values(
        batch.map((p) => ({
          organisation_id: organisationId,
          vehicle_id: p.vehicleId,
          recorded_at: p.at,
          latitude: p.latitude,
          longitude: p.longitude,
          speed_kmh: p.speedKmh,
          heading_degrees: p.headingDegrees,
          accuracy_meters: p.accuracyMeters,
          source: 'phone' as const,
          driver_id: driverOf.get(p.vehicleId) ?? null,
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
  });
}

try {
  await migrateToLatest(db);
  const context = await createAppContext(loadConfig({ LOG_LEVEL: 'silent' }), database);
  const app = await buildApp(context);
  const tenant = await createTenant(context, { name: 'Bench Haulage Oy' });
  const vehicleIds = await addVehicles(context, tenant, VEHICLES, 'BEN');
  // One phone per vehicle, each with its own driver signed in.
  const phones = new Map<string, { headers: Record<string, string>; driverId: string }>();
  for (const [index, vehicleId] of vehicleIds.entries()) {
    const driverId = await addDriver(context, tenant, { firstName: 'Kuski', lastName: `Nro ${index + 1}` });
    const driver = await signInDriver(context, tenant, driverId);
    phones.set(vehicleId, {
      driverId,
      headers: { ...driver.headers, [DEVICE_ID_HEADER]: `PHONE${String(index).padStart(5, '0')}` },
    });
  }
  const batches = fleetDayBatches(vehicleIds, POSITIONS, BATCH, new Date());
  const total = batches.reduce((sum, batch) => sum + batch.length, 0);

  /** Every batch through the API; the positions it stored. */
  const sendAll = async () => {
    let stored = 0;
    await inParallel(batches, CONCURRENCY, async (batch) => {
      const phone = phones.get(batch[0]!.vehicleId)!;
      const response = await app.inject({
        method: 'POST',
        url: '/api/driver/positions',
        headers: phone.headers,
        payload: { positions: batch },
      });
      if (response.statusCode !== 200)
        throw new Error(`POST /api/driver/positions answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
      stored += (response.json() as { stored: number }).stored;
    });
    return stored;
  };

  // Warm-up (code paths, plans, caches), then an empty table for each measured run.
  await sendAll();
  await plainInsert(
    db,
    tenant.organisationId,
    new Map([...phones].map(([v, p]) => [v, p.driverId])),
    batches.slice(0, 20),
  );
  await emptyPositions();

  console.error(`${kind}: ${total} positions in ${batches.length} batches; plain INSERT…`);
  const plain = await measured(total, () =>
    plainInsert(db, tenant.organisationId, new Map([...phones].map(([v, p]) => [v, p.driverId])), batches),
  );
  const plainRows = await countPositions();
  await emptyPositions();

  console.error(`${kind}: through the API…`);
  let stored = 0;
  const api = await measured(total, async () => void (stored = await sendAll()));
  const apiRows = await countPositions();

  console.error(`${kind}: replaying every batch…`);
  let replayStored = 0;
  const replay = await measured(total, async () => void (replayStored = await sendAll()));
  const rowsAddedByReplay = (await countPositions()) - apiRows;
  await app.close();

  const budget = BUDGET_PER_SECOND[kind];
  const ratio = +(api.perSecond / plain.perSecond).toFixed(2);
  const withinBudget =
    api.perSecond >= budget &&
    ratio >= MIN_RATIO &&
    rowsAddedByReplay === 0 &&
    replayStored === 0 &&
    stored === total &&
    apiRows === total &&
    plainRows === total;
  console.log(
    JSON.stringify(
      {
        benchmark: 'positions',
        database: kind,
        vehicles: VEHICLES,
        positions: total,
        batches: batches.length,
        batchSize: BATCH,
        concurrency: CONCURRENCY,
        api: { ...api, stored, rows: apiRows },
        plainInsert: { ...plain, rows: plainRows },
        ratio,
        replay: { ...replay, stored: replayStored, rowsAdded: rowsAddedByReplay },
        budgets: { apiPerSecond: budget, minRatio: MIN_RATIO, replayRowsAdded: 0 },
        withinBudget,
        ...machineFigures(),
      },
      null,
      2,
    ),
  );
  if (!withinBudget) exitCode = 1;
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await database.close();
  await server?.drop();
}
process.exit(exitCode);
