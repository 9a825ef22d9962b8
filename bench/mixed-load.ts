/**
 * A real office's day under load (issue 28): the whole server as `npm start` runs it (one or
 * more processes, each with its OsmAnd listener and job worker) on a month of a 300-driver
 * office, while a load generator in a process of its own plays office sessions (closed loops with
 * 1–3 s think time over the issue's weighted mix of pages and writes), 200 driver phones syncing
 * every minute, and trackers sending positions at a fixed rate over 200 vehicles; requests go
 * round-robin over the processes. For each step of office sessions it prints per-route
 * p50/p95/p99, errors, CPU per request (servers and PostgreSQL, from /proc), the request pools'
 * waiting and in-use connections and, on PostgreSQL, "idle in transaction" sessions sampled each
 * second, and the knee: the first step whose office p95 passes 250 ms.
 *
 * Before the load, each page's CPU on the idle server (`routeCosts`: BENCH_COST_RUNS calls in a row).
 *
 * Run:                       npx tsx bench/mixed-load.ts           (embedded PGlite in a data directory)
 * On a PostgreSQL server:    DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/mixed-load.ts
 *   (a fresh database is created beside the one named, and dropped afterwards).
 * Settings: BENCH_SESSIONS (steps, e.g. "20,50,100,200"; default 200 on PostgreSQL, 50 on PGlite),
 * BENCH_POSITIONS_PER_SECOND (1 000 / 200), BENCH_PHONES (200), BENCH_PROCESSES (1; PostgreSQL
 * only above 1), BENCH_SECONDS (60 measured per step) after BENCH_WARMUP_SECONDS (15),
 * BENCH_WEIGHTS (JSON, e.g. '{"drivingTime":0}'), BENCH_DRIVERS (300), BENCH_TRACKED (200).
 * Exits 1 when a step with a budget misses it (PostgreSQL 200 sessions + 1 000 positions/s:
 * office p95 ≤ 250 ms, p99 ≤ 1 s, positions p95 ≤ 100 ms, no errors; 50 sessions + 1 000/s:
 * office p95 ≤ 150 ms; PGlite 50 sessions + 200/s: office p95 ≤ 250 ms).
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config/config';
import { openDatabase } from '../apps/server/src/db/database';
import { openConfiguredDatabase } from '../apps/server/src/db/open-configured';
import { createAppContext } from '../apps/server/src/platform/app-context';
import { findFreePort } from '../e2e/src/harness/free-port';
import { logTail, startServer, type RunningServer } from '../e2e/src/harness/server-process';
import { freshPostgresDatabase } from './first-load/fresh-database';
import { percentile } from './latency';
import { machineFigures } from './machine-figures';
import type { MixJob, MixResult } from './mixed-load/load-generator';
import { DEFAULT_WEIGHTS } from './mixed-load/office-actions';
import { writeOfficeData } from './mixed-load/office-data';
import { measureRouteCosts } from './mixed-load/route-costs';
import { processCpuMs, startSampling, summariseSamples } from './mixed-load/samplers';
import { postgresBackendCpuMs } from './timesheet/server-cpu';

const env = process.env;
const serverUrl = env.DATABASE_URL || (process.argv.includes('--postgres') ? env.TEST_DATABASE_URL : undefined);
const kind = serverUrl ? ('postgresql' as const) : ('pglite' as const);
const steps = (env.BENCH_SESSIONS ?? (kind === 'postgresql' ? '200' : '50')).split(',').map(Number);
const positionsPerSecond = Number(env.BENCH_POSITIONS_PER_SECOND ?? (kind === 'postgresql' ? 1000 : 200));
const processes = kind === 'pglite' ? 1 : Number(env.BENCH_PROCESSES ?? 1);
const phones = Number(env.BENCH_PHONES ?? 200);
const seconds = Number(env.BENCH_SECONDS ?? 60);
const warmUpSeconds = Number(env.BENCH_WARMUP_SECONDS ?? 15);
const size = {
  drivers: Number(env.BENCH_DRIVERS ?? 300),
  days: 31,
  tracked: Number(env.BENCH_TRACKED ?? 200),
  phones,
};
const weights = { ...DEFAULT_WEIGHTS, ...(JSON.parse(env.BENCH_WEIGHTS ?? '{}') as Partial<typeof DEFAULT_WEIGHTS>) };
const KNEE_MS = 250;

function budgetOf(sessions: number) {
  if (kind === 'pglite') return sessions === 50 && positionsPerSecond === 200 ? { officeP95: 250 } : undefined;
  if (positionsPerSecond !== 1000) return undefined;
  if (sessions === 200) return { officeP95: 250, officeP99: 1000, positionsP95: 100, errors: 0 };
  if (sessions === 50) return { officeP95: 150 };
  return undefined;
}

const round = (value: number) => +value.toFixed(1);
function latency(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? 0),
  };
}

const workDir = mkdtempSync(join(tmpdir(), 'rahti-mixed-load-'));
const database = serverUrl ? await freshPostgresDatabase(serverUrl) : undefined;
const metricsToken = randomBytes(24).toString('base64url');
const ports = await Promise.all(
  Array.from({ length: processes }, async () => [await findFreePort(), await findFreePort()]),
);
const serverEnv = {
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${ports[0]![0]}`,
  DATA_DIR: join(workDir, 'data'),
  DATABASE_URL: database?.url ?? '',
  LOG_LEVEL: 'warn',
  METRICS_TOKEN: metricsToken,
};
const servers: RunningServer[] = [];
const load = fork(new URL('./mixed-load/load-generator.ts', import.meta.url), {
  execArgv: ['--import', 'tsx'],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const generate = (job: MixJob) =>
  new Promise<MixResult>((resolve, reject) => {
    load.once('message', (message: MixResult | { error: string }) =>
      'error' in message ? reject(new Error(message.error)) : resolve(message),
    );
    load.send(job);
  });

let exitCode = 0;
const monitor = database ? await openDatabase({ kind: 'postgres', url: database.url, poolSize: 2 }) : undefined;
try {
  // The office's data, written before any server runs (the embedded database has one owner at a time).
  const totalSeconds = steps.length * (warmUpSeconds + seconds) + 30;
  const perTracker = Math.ceil((positionsPerSecond * totalSeconds) / Math.max(1, size.tracked));
  const positionsFromSeconds = Math.floor(Date.now() / 1000) - perTracker - 60;
  const seeding = loadConfig({ ...serverEnv, PORT: String(ports[0]![0]) });
  const seedDatabase = await openConfiguredDatabase(seeding);
  const seedStarted = Date.now();
  const data = await (async () => {
    try {
      const context = await createAppContext(seeding, seedDatabase);
      const app = await buildApp(context);
      const written = await writeOfficeData(context, app, {
        ...size,
        positionsUntil: new Date(positionsFromSeconds * 1000),
      });
      await app.close();
      const shiftIds = (
        await seedDatabase.db
          .selectFrom('shifts')
          .select('id')
          .where('organisation_id', '=', written.organisationId)
          .where('approval', '<>', 'approved')
          .where('end_at', 'is not', null)
          .execute()
      ).map((row) => row.id);
      return { ...written, shiftIds };
    } finally {
      await seedDatabase.close();
    }
  })();
  const seedMs = Date.now() - seedStarted;
  console.error(
    `${kind}: ${JSON.stringify(data.counts)} written in ${seedMs} ms; starting ${processes} server process(es)…`,
  );

  for (const [index, [port, osmandPort]] of ports.entries())
    servers.push(
      await startServer(
        'apps/server/src/main.ts',
        { ...serverEnv, PORT: String(port), OSMAND_PORT: String(osmandPort) },
        join(workDir, `server-${index}.log`),
      ),
    );
  const origins = ports.map(([port]) => `http://127.0.0.1:${port}`);
  const osmandOrigins = ports.map(([, osmandPort]) => `http://127.0.0.1:${osmandPort}`);

  const routeCosts = await measureRouteCosts({
    origin: origins[0]!,
    serverPid: servers[0]!.pid,
    postgresCpuMs: () => (monitor ? postgresBackendCpuMs(monitor.db) : Promise.resolve(null)),
    data,
    runs: Number(env.BENCH_COST_RUNS ?? 20),
  });
  console.error(`${kind}: CPU per page on an idle server: ${JSON.stringify(routeCosts)}`);

  const results = [];
  let positionsFrom = positionsFromSeconds;
  for (const sessions of steps) {
    console.error(`${kind}: ${sessions} office sessions, ${phones} phones, ${positionsPerSecond} positions/s…`);
    const serverCpuBefore = servers.map((server) => processCpuMs(server.pid));
    const postgresBefore = monitor ? await postgresBackendCpuMs(monitor.db) : null;
    const sampling = startSampling({ origins, metricsToken, monitor: monitor?.db });
    const mix = await generate({
      origins,
      osmandOrigins,
      sessions,
      positionsPerSecond,
      phones,
      syncEverySeconds: 60,
      syncWithOperations: 0.1,
      thinkMs: [1000, 3000],
      weights,
      warmUpSeconds,
      seconds,
      positionsFromSeconds: positionsFrom,
      data,
    });
    positionsFrom += Math.ceil((positionsPerSecond * (warmUpSeconds + seconds)) / Math.max(1, size.tracked)) + 1;
    const samples = summariseSamples(await sampling.stop());
    const serverCpuMs = servers.reduce((sum, server, i) => sum + processCpuMs(server.pid) - serverCpuBefore[i]!, 0);
    const postgresCpuMs =
      monitor && postgresBefore !== null ? (await postgresBackendCpuMs(monitor.db))! - postgresBefore : null;

    const officeRoutes = Object.entries(mix.routes).filter(
      ([route]) => route !== 'POST osmand' && route !== 'POST /api/driver/sync',
    );
    const office = latency(officeRoutes.flatMap(([, samplesOf]) => samplesOf));
    const sync = latency(mix.routes['POST /api/driver/sync'] ?? []);
    const positions = latency(mix.routes['POST osmand'] ?? []);
    const requests = mix.counts.office + mix.counts.sync + mix.counts.positions;
    // A 409 is the answer to two people editing one shift at once (the second saw an older version), not a failure.
    const countOf = (wanted: (status: string) => boolean) =>
      Object.entries(mix.statuses)
        .filter(([status]) => wanted(status))
        .reduce((sum, [, count]) => sum + count, 0);
    const conflicts = countOf((status) => status === '409');
    const errors = countOf((status) => !/^[23]\d\d$/.test(status) && status !== '409');
    // Measured over the warm-up too (the CPU counters cannot tell them apart), so divided by every request sent.
    const sentEstimate = requests * ((warmUpSeconds + seconds) / seconds);
    const budget = budgetOf(sessions);
    const withinBudget =
      !budget ||
      (office.p95 <= budget.officeP95 &&
        (!('officeP99' in budget) || office.p99 <= budget.officeP99!) &&
        (!('positionsP95' in budget) || positions.p95 <= budget.positionsP95!) &&
        (!('errors' in budget) || errors <= budget.errors!));
    if (!withinBudget) exitCode = 1;
    results.push({
      sessions,
      positionsPerSecond,
      phones,
      office: { ...office, perSecond: round(mix.counts.office / seconds) },
      sync: { ...sync, perSecond: round(mix.counts.sync / seconds), unchanged: mix.syncUnchanged },
      positions: { ...positions, perSecond: round(mix.counts.positions / seconds) },
      routes: Object.fromEntries(
        Object.entries(mix.routes)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([route, samplesOf]) => [route, latency(samplesOf)]),
      ),
      statuses: mix.statuses,
      errors,
      conflicts,
      firstErrors: mix.errors.slice(0, 5),
      cpu: {
        serverMsPerRequest: round(serverCpuMs / sentEstimate),
        ...(postgresCpuMs !== null ? { postgresMsPerRequest: round(postgresCpuMs / sentEstimate) } : {}),
        serverSeconds: round(serverCpuMs / 1000),
        ...(postgresCpuMs !== null ? { postgresSeconds: round(postgresCpuMs / 1000) } : {}),
        loadGeneratorSeconds: round(mix.cpuSeconds),
        wallSeconds: warmUpSeconds + seconds,
      },
      ...samples,
      ...(budget ? { budget, withinBudget } : {}),
    });
  }
  const knee = results.find((result) => result.office.p95 > KNEE_MS)?.sessions ?? null;
  console.log(
    JSON.stringify(
      {
        benchmark: 'mixed-load',
        database: kind,
        processes,
        ...data.counts,
        trackedVehicles: data.tracked.length,
        seedMs,
        routeCosts,
        measuredSecondsPerStep: seconds,
        warmUpSecondsPerStep: warmUpSeconds,
        weights,
        steps: results,
        kneeSessions: knee,
        withinBudget: exitCode === 0,
        ...machineFigures(),
      },
      null,
      2,
    ),
  );
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  load.send('exit');
  await Promise.all(servers.map((server) => server.stop()));
  // The work directory goes with the run: the servers' errors (a 500's cause) are shown first.
  for (const [index] of servers.entries()) {
    const lines = logTail(join(workDir, `server-${index}.log`), 100_000).split('\n');
    const errors = lines.filter((line) => /"level":(50|60)/.test(line));
    const slow = lines.filter((line) => line.includes('"slow request"')).length;
    console.error(`${kind}: server ${index} logged ${errors.length} errors and ${slow} slow requests`);
    for (const line of errors.slice(0, 10)) console.error(line);
  }
  await monitor?.close();
  await database?.drop();
  rmSync(workDir, { recursive: true, force: true });
}
process.exit(exitCode);
