/**
 * The OsmAnd listener (issue 14): single-position HTTP requests per second and their latency,
 * as tracking devices send them. A fleet of 1 000 trackers in 10 organisations, every vehicle
 * activated; the listener started on a free port as main.ts starts it (default batching and device
 * cache); a load generator in a child process (bench/osmand/load-generator.ts) sending Traccar
 * Client Android's request over BENCH_CONNECTIONS keep-alive connections (default 128 on
 * PostgreSQL, 64 on PGlite), one request in flight on each. A warm-up of two reports per device (code paths, the device cache,
 * connections), then BENCH_REQUESTS measured requests, every one a new position.
 *
 * Run:                       npx tsx bench/osmand.ts              (embedded PGlite, in memory)
 * On a PostgreSQL server:    DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/osmand.ts
 *                            or npx tsx bench/osmand.ts --postgres  (the server of TEST_DATABASE_URL)
 *   (a fresh database is created beside the one named, and dropped afterwards).
 * Prints one JSON object; exits 1 under budget (4 000 requests/s on PostgreSQL, 1 500 on PGlite,
 * p99 under 100 ms, every request answered 200 and every position stored).
 */
import { fork } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { createAppContext } from '../apps/server/src/platform/app-context';
import { loadConfig } from '../apps/server/src/config/config';
import { openDatabase } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { buildOsmandListener } from '../apps/server/src/tracking/osmand/osmand-listener';
import { createTenant } from '../apps/server/test/helpers/tenants';
import { freshPostgresDatabase } from './first-load/fresh-database';
import { percentile } from './latency';
import { machineFigures } from './machine-figures';
import { addTrackedFleet } from './osmand/fleet';
import type { LoadJob, LoadResult } from './osmand/load-generator';
import { postgresBackendCpuMs } from './timesheet/server-cpu';

const ORGANISATIONS = 10;
const VEHICLES_EACH = 100;
const BUDGET = { perSecond: { postgresql: 4000, pglite: 1500 }, p99Ms: 100 } as const;

const serverUrl =
  process.env.DATABASE_URL || (process.argv.includes('--postgres') ? process.env.TEST_DATABASE_URL : undefined);
if (process.argv.includes('--postgres') && !serverUrl)
  throw new Error('--postgres needs TEST_DATABASE_URL (or set DATABASE_URL)');
const server = serverUrl ? await freshPostgresDatabase(serverUrl) : undefined;
const kind = server ? 'postgresql' : 'pglite';
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? (kind === 'postgresql' ? 40_000 : 15_000));
/**
 * Requests in flight, one per connection. The load is a closed loop, so a request's latency is
 * about connections ÷ rate: on PGlite the listener and the database share one thread, which 64
 * connections keep busy; more only queue (128: p99 over 100 ms at the same rate).
 */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? (kind === 'postgresql' ? 128 : 64));
const database = await openDatabase(server ? { kind: 'postgres', url: server.url } : { kind: 'pglite' });
const db = database.db;
const load = fork(new URL('./osmand/load-generator.ts', import.meta.url), {
  execArgv: ['--import', 'tsx'],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});

/** One job for the load generator, answered when it is done. */
function generate(job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    load.once('message', (message: LoadResult | { error: string }) =>
      'error' in message ? reject(new Error(message.error)) : resolve(message),
    );
    load.send(job);
  });
}

/** The fleet, the listener, the warm-up and the measured run; the figures to print. */
async function measure() {
  await migrateToLatest(db);
  const context = await createAppContext(loadConfig({ LOG_LEVEL: 'silent' }), database);
  const organisationIds: string[] = [];
  for (let i = 0; i < ORGANISATIONS; i++)
    organisationIds.push((await createTenant(context, { name: `Bench Haulage ${i + 1} Oy` })).organisationId);
  const imeis = await addTrackedFleet(db, organisationIds, VEHICLES_EACH);
  const listener = await buildOsmandListener(context);
  const origin = await listener.listen({ port: 0, host: '127.0.0.1' });

  const now = Math.floor(Date.now() / 1000);
  // The measured positions follow the warm-up's, 10 s apart per device, ending before now.
  const measuredSpan = Math.ceil(REQUESTS / imeis.length) * 10;
  const warmUp = await generate({
    origin,
    imeis,
    requests: imeis.length * 2,
    connections: CONNECTIONS,
    firstSeconds: now - measuredSpan - 60,
  });
  if (warmUp.statuses['200'] !== imeis.length * 2)
    throw new Error(`warm-up answers: ${JSON.stringify(warmUp.statuses)}`);

  console.error(`${kind}: ${REQUESTS} requests over ${CONNECTIONS} connections…`);
  const serverCpu = () => (server ? postgresBackendCpuMs(db) : Promise.resolve(null));
  const postgresBefore = await serverCpu();
  const cpu = process.cpuUsage();
  const started = performance.now();
  const measured = await generate({
    origin,
    imeis,
    requests: REQUESTS,
    connections: CONNECTIONS,
    firstSeconds: now - measuredSpan,
  });
  const wallSeconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const postgresAfter = await serverCpu();
  await listener.close();

  const { rows } = await sql<{ rows: number; flushes: number }>`
    select count(*)::int as rows, count(distinct (organisation_id, received_at))::int as flushes
    from positions where recorded_at >= to_timestamp(${now - measuredSpan})`.execute(db);
  const stored = rows[0]?.rows ?? 0;
  const sorted = measured.latenciesMs.sort((a, b) => a - b);
  const latencyMs = {
    p50: +percentile(sorted, 50).toFixed(2),
    p90: +percentile(sorted, 90).toFixed(2),
    p99: +percentile(sorted, 99).toFixed(2),
    max: +(sorted.at(-1) ?? 0).toFixed(2),
  };
  const perSecond = Math.round(REQUESTS / measured.seconds);
  return {
    benchmark: 'osmand',
    database: kind,
    organisations: ORGANISATIONS,
    devices: imeis.length,
    connections: CONNECTIONS,
    requests: REQUESTS,
    seconds: +measured.seconds.toFixed(3),
    perSecond,
    latencyMs,
    statuses: measured.statuses,
    stored,
    // A flush writes each organisation's positions with one received_at: about how many transactions there were.
    organisationFlushes: rows[0]?.flushes,
    cpuSeconds: {
      listener: +((used.user + used.system) / 1e6).toFixed(2),
      loadGenerator: +measured.cpuSeconds.toFixed(2),
      ...(postgresBefore !== null && postgresAfter !== null
        ? { postgres: +((postgresAfter - postgresBefore) / 1000).toFixed(2) }
        : {}),
      wall: +wallSeconds.toFixed(2),
    },
    budgets: { perSecond: BUDGET.perSecond[kind], p99Ms: BUDGET.p99Ms },
    withinBudget:
      perSecond >= BUDGET.perSecond[kind] &&
      latencyMs.p99 < BUDGET.p99Ms &&
      measured.statuses['200'] === REQUESTS &&
      stored === REQUESTS,
    ...machineFigures(),
  };
}

const report = await measure().catch((error: unknown) => console.error(error));
if (report) console.log(JSON.stringify(report, null, 2));
load.send('exit');
await database.close();
// pg-pool resolves end() before its sockets have closed; a forced drop of the database then
// terminates them, and the pool's unhandled 'error' event would end the process.
await new Promise((resolve) => setTimeout(resolve, 200));
await server?.drop();
process.exit(report?.withinBudget ? 0 : 1);
