/**
 * The payroll summary and exports at the size of a large customer (issue 12): 500 drivers and
 * a month of shifts (the timesheet bench's month, every shift and absence approved, a wage for
 * every driver, a payroll code for every line), one pay period over the month. The first
 * GET /api/payroll/summary (`coldMs`: it computes and keeps every approved shift's pay parts
 * from the events, as the first request after many changes does); then after a warm-up,
 * p50/p95/max of the summary, on which the budget is judged; and the time of one
 * POST /api/payroll/export per system 1–9 (each run `BENCH_EXPORT_RUNS` times; the slowest
 * counts), as a signed-in Admin, through the whole server in process.
 *
 * Run:                       npx tsx bench/payroll.ts            (embedded PGlite, in memory)
 * On a PostgreSQL server:    DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/payroll.ts
 * Prints one JSON object; exits 1 over budget (summary p95 200 ms on PostgreSQL, 400 ms on
 * PGlite; any export 2 s).
 */
import { sql } from 'kysely';
import {
  isAbsenceWorkType,
  localDateOf,
  localMidnight,
  PAYROLL_LINES,
  PAYROLL_SYSTEM_NUMBERS,
  payrollExportResultSchema,
  payrollSummarySchema,
  WORK_TYPE_NUMBERS,
} from '@rahti/domain';
import { buildApp } from '../apps/server/src/app';
import { createAppContext } from '../apps/server/src/platform/app-context';
import { loadConfig } from '../apps/server/src/config/config';
import { createTenant } from '../apps/server/test/helpers/tenants';
import { summary, timedRuns } from './latency';
import { openBenchDatabase } from './bench-database';
import { machineFigures } from './machine-figures';
import { createMonthOfShifts } from './timesheet/month-of-shifts';

const DRIVERS = 500;
const DAYS = 31;
const RUNS = {
  summary: Number(process.env.BENCH_SUMMARIES ?? 50),
  export: Number(process.env.BENCH_EXPORT_RUNS ?? 2),
  warmUp: 5,
};
const BUDGET = { summaryP95Ms: { postgresql: 200, pglite: 400 }, exportMs: 2000 } as const;
const ZONE = 'Europe/Helsinki';

const bench = await openBenchDatabase();
const { kind, database } = bench;
let exitCode = 0;
try {
  const context = await createAppContext(loadConfig({ LOG_LEVEL: 'silent' }), database);
  const app = await buildApp(context);
  const tenant = await createTenant(context, { name: 'Bench Haulage Oy' });
  const headers = tenant.users.admin.headers;
  const org = tenant.organisationId;

  const to = localDateOf(Date.now(), ZONE);
  const from = localDateOf(Date.now() - (DAYS - 1) * 86_400_000, ZONE);
  const counts = await createMonthOfShifts(database.db, org, {
    drivers: DRIVERS,
    firstDay: new Date(localMidnight(from, ZONE)),
    days: DAYS,
  });
  // As the owner: a bulk change for the bench, not a service's write.
  await sql`update shifts set approval = 'approved' where organisation_id = ${org}`.execute(database.db);
  await sql`update absences set approval = 'approved' where organisation_id = ${org}`.execute(database.db);
  await sql`update drivers set gross_wage_per_hour = 18.5 + (employee_number::int % 7) where organisation_id = ${org}`.execute(
    database.db,
  );
  await sql`insert into pay_periods (organisation_id, start_date, end_date, pay_date) values (${org}, ${from}, ${to}, ${to})`.execute(
    database.db,
  );
  const codes = [
    ...PAYROLL_LINES.map((line, i) => ({ code: String(100 + i), name: line, work_type: null, payroll_line: line })),
    ...WORK_TYPE_NUMBERS.filter(isAbsenceWorkType).map((workType) => ({
      code: String(300 + workType),
      name: `absence ${workType}`,
      work_type: workType,
      payroll_line: null,
    })),
  ];
  await database.db
    .insertInto('salary_type_codes')
    .values(codes.map((code) => ({ organisation_id: org, ...code })))
    .execute();
  const payPeriodId = (
    await database.db
      .selectFrom('pay_periods')
      .select('id')
      .where('organisation_id', '=', org)
      .executeTakeFirstOrThrow()
  ).id;
  console.error(`${kind}: ${JSON.stringify(counts)}; measuring…`);

  let rows = 0;
  const summaryRun = async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/payroll/summary?payPeriodId=${payPeriodId}`,
      headers,
    });
    if (response.statusCode !== 200)
      throw new Error(`summary answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
    rows = payrollSummarySchema.parse(response.json()).rows.length;
  };
  // The first request fills the pay parts kept per shift (every shift's events read once); the budget is on the warm ones.
  const coldMs = +(await timedRuns(summaryRun, 1))[0]!.toFixed(1);
  await timedRuns(summaryRun, RUNS.warmUp);
  const summaryMs = summary(await timedRuns(summaryRun, RUNS.summary));
  if (rows !== DRIVERS) throw new Error(`the summary has ${rows} rows, not ${DRIVERS}`);

  const exports: Record<string, { maxMs: number; lines: number; bytes: number; problems: number }> = {};
  for (const system of PAYROLL_SYSTEM_NUMBERS) {
    let result = { lines: 0, bytes: 0, problems: 0 };
    const run = async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/payroll/export',
        headers,
        payload: { system, from, to, categories: ['shifts', 'contracts', 'vacations', 'leaves'] },
      });
      if (response.statusCode !== 200)
        throw new Error(`export ${system} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
      const body = payrollExportResultSchema.parse(response.json());
      result = {
        lines: body.lineCount,
        bytes: body.files.reduce((sum, file) => sum + file.content.length, 0),
        problems: body.problems.length,
      };
    };
    const times = await timedRuns(run, RUNS.export);
    exports[String(system)] = { maxMs: +(times.at(-1) ?? 0).toFixed(1), ...result };
  }
  await app.close();

  const summaryBudget = BUDGET.summaryP95Ms[kind];
  const slowestExport = Math.max(...Object.values(exports).map((entry) => entry.maxMs));
  const withinBudget = summaryMs.p95 <= summaryBudget && slowestExport <= BUDGET.exportMs;
  console.log(
    JSON.stringify(
      {
        benchmark: 'payroll',
        database: kind,
        period: { from, to },
        ...counts,
        summary: { requests: RUNS.summary, rows, coldMs, ...summaryMs },
        exports,
        budgets: { summaryP95Ms: summaryBudget, exportMs: BUDGET.exportMs },
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
