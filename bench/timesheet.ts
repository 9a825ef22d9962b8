/**
 * The timesheet API at the size of a large customer (issue 10): 500 drivers and a month of
 * shifts (about 10 000 shifts, 60 000 events, some absences), then, after a warm-up, the
 * latency of one driver's month (GET /api/timesheet/drivers/:driverId, random drivers) and of
 * the period list of all 500 (GET /api/timesheet/drivers?limit=500), as a signed-in Admin,
 * through the whole server in process.
 *
 * Run:                       npx tsx bench/timesheet.ts            (embedded PGlite, in memory)
 * On a PostgreSQL server:    DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/timesheet.ts
 *   (a fresh database is created beside the one named, and dropped afterwards).
 * Prints one JSON object; exits 1 when a p95 is over budget (150 ms on PostgreSQL, 300 ms on PGlite).
 */
import { performance } from 'node:perf_hooks';
import { driverPeriodSchema, localDateOf, localMidnight, timesheetDriversPageSchema } from '@rahti/domain';
import { buildApp } from '../apps/server/src/app';
import { createAppContext } from '../apps/server/src/platform/app-context';
import { loadConfig } from '../apps/server/src/config/config';
import { createTenant } from '../apps/server/test/helpers/tenants';
import { summary, timedRuns } from './latency';
import { createMonthOfShifts } from './timesheet/month-of-shifts';
import { postgresBackendCpuMs } from './timesheet/server-cpu';
import { openBenchDatabase } from './bench-database';
import { machineFigures } from './machine-figures';

const DRIVERS = 500;
const DAYS = 31;
const REQUESTS = {
  driverMonth: Number(process.env.BENCH_DRIVER_MONTHS ?? 200),
  periodList: Number(process.env.BENCH_PERIOD_LISTS ?? 50),
  warmUp: 20,
};
const BUDGET_P95_MS = { postgresql: 150, pglite: 300 } as const;
const ZONE = 'Europe/Helsinki';

const bench = await openBenchDatabase();
const { kind, database } = bench;
let exitCode = 0;
try {
  const context = await createAppContext(loadConfig({ LOG_LEVEL: 'silent' }), database);
  const app = await buildApp(context);
  const tenant = await createTenant(context, { name: 'Bench Haulage Oy' });
  const headers = tenant.users.admin.headers;

  const to = localDateOf(Date.now(), ZONE);
  const from = localDateOf(Date.now() - (DAYS - 1) * 86_400_000, ZONE);
  const seedStarted = performance.now();
  const counts = await createMonthOfShifts(database.db, tenant.organisationId, {
    drivers: DRIVERS,
    firstDay: new Date(localMidnight(from, ZONE)),
    days: DAYS,
  });
  const seedMs = Math.round(performance.now() - seedStarted);
  console.error(`${kind}: ${JSON.stringify(counts)} written in ${seedMs} ms; measuring…`);
  const driverIds = (
    await database.db.selectFrom('drivers').select('id').where('organisation_id', '=', tenant.organisationId).execute()
  ).map((row) => row.id);

  /** A GET that must answer 200 with the contract's shape; anything else stops the bench. */
  const get = async (url: string, check: (body: unknown) => void) => {
    const response = await app.inject({ method: 'GET', url, headers });
    if (response.statusCode !== 200)
      throw new Error(`GET ${url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
    check(response.json());
  };
  // A fixed sequence of "random" drivers, so runs compare.
  const driverAt = (i: number) => driverIds[(i * 7919 + 13) % driverIds.length]!;
  const driverMonth = (i: number) =>
    get(`/api/timesheet/drivers/${driverAt(i)}?from=${from}&to=${to}`, (body) => {
      if (i === 0) driverPeriodSchema.parse(body);
    });
  const periodList = (i: number) =>
    get(`/api/timesheet/drivers?from=${from}&to=${to}&limit=500`, (body) => {
      if (i === 0 && timesheetDriversPageSchema.parse(body).items.length !== DRIVERS)
        throw new Error('the period list does not hold every driver');
    });

  /**
   * Wall-clock percentiles, and CPU time per request: on a shared machine the wall clock
   * includes waiting for a core, the CPU time does not. This process's covers PGlite too;
   * PostgreSQL's own work is read from its server processes.
   */
  const serverCpu = () => (kind === 'postgresql' ? postgresBackendCpuMs(database.db) : Promise.resolve(null));
  const measured = async (run: (i: number) => Promise<void>, count: number) => {
    const cpu = process.cpuUsage();
    const serverBefore = await serverCpu();
    const latency = summary(await timedRuns(run, count));
    const used = process.cpuUsage(cpu);
    const serverAfter = await serverCpu();
    const perRequest = (ms: number) => +(ms / count).toFixed(2);
    return {
      ...latency,
      cpuMsPerRequest: perRequest((used.user + used.system) / 1000),
      ...(serverBefore !== null && serverAfter !== null
        ? { postgresCpuMsPerRequest: perRequest(serverAfter - serverBefore) }
        : {}),
    };
  };

  await timedRuns(driverMonth, REQUESTS.warmUp);
  await timedRuns(periodList, REQUESTS.warmUp);
  const driverMonthMs = await measured(driverMonth, REQUESTS.driverMonth);
  const periodListMs = await measured(periodList, REQUESTS.periodList);
  await app.close();

  const budgetMs = BUDGET_P95_MS[kind];
  const withinBudget = driverMonthMs.p95 <= budgetMs && periodListMs.p95 <= budgetMs;
  console.log(
    JSON.stringify(
      {
        benchmark: 'timesheet',
        database: kind,
        period: { from, to },
        ...counts,
        seedMs,
        driverMonth: { requests: REQUESTS.driverMonth, ...driverMonthMs },
        periodList: { requests: REQUESTS.periodList, limit: 500, ...periodListMs },
        budgets: { p95Ms: budgetMs },
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
  await bench.close();
}
process.exit(exitCode);
