/**
 * Resource planning at a large office's size (issue 24): 200 drivers each with a vehicle and 200
 * weekday routes, 4 000 published planned shifts over four weeks (a shift a working day for each
 * driver, on a route, with a vehicle), three weeks of recorded shifts before them (driving time
 * has history to read), licences, pay periods and some absences. After a warm-up, p50/p95/max of
 * the calendar's data for the four weeks (and its size, plain and gzipped), and of the conflicts
 * of the whole month's plan (every plan posted with its id as ref), and of "Fill the week" for the
 * 800 open runs of the four weekdays after the plan (its drafts discarded after each run), through
 * the whole server in process.
 *
 * Run:                       npx tsx bench/resource-planning.ts      (embedded PGlite, in memory)
 * On a PostgreSQL server:    DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/resource-planning.ts
 * Prints one JSON object; exits 1 over a budget (calendar p95 250 ms and 150 KB gzipped,
 * conflicts p95 200 ms, Fill the week 2 s at most).
 */
import { gzipSync } from 'node:zlib';
import { addDays, localDateOf } from '@rahti/domain';
import { buildApp } from '../apps/server/src/app';
import { createAppContext } from '../apps/server/src/platform/app-context';
import { loadConfig } from '../apps/server/src/config/config';
import { withTenant } from '../apps/server/src/db/tenant';
import { createTenant } from '../apps/server/test/helpers/tenants';
import { summary, timedRuns } from './latency';
import { openBenchDatabase } from './bench-database';
import { machineFigures } from './machine-figures';
import { insertPlanningMonth, PLANNING_MONTH } from './planning-month';

const { drivers: DRIVERS, weeks: WEEKS } = PLANNING_MONTH;
const RUNS = { measured: Number(process.env.BENCH_RUNS ?? 30), warmUp: 3, suggest: 5 };
const BUDGET = { calendarP95Ms: 250, calendarGzipKb: 150, conflictsP95Ms: 200, suggestMaxMs: 2000 } as const;
const ZONE = 'Europe/Helsinki';

const countBy = (values: readonly string[]) => {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
};

/** Monday of the week holding `date`. */
const mondayOf = (date: string) => addDays(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));

const bench = await openBenchDatabase();
const { kind, database } = bench;
let exitCode = 0;
try {
  const context = await createAppContext(loadConfig({ LOG_LEVEL: 'silent' }), database);
  const app = await buildApp(context);
  const tenant = await createTenant(context, { name: 'Bench Planning Oy' });
  const headers = tenant.users.admin.headers;
  const org = tenant.organisationId;
  const monday = mondayOf(localDateOf(Date.now(), ZONE));
  const seedStart = Date.now();

  const plans = await withTenant(database.db, org, (tx) => insertPlanningMonth(tx, org, monday, ZONE));
  const seedMs = Date.now() - seedStart;
  console.error(`${kind}: ${DRIVERS} drivers, ${plans.length} plans seeded in ${seedMs} ms; measuring…`);

  let last = '';
  const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    if (response.statusCode !== 200)
      throw new Error(`${url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
    last = response.body;
  };

  const calendarUrl = `/api/resource-planning/calendar?from=${monday}&to=${addDays(monday, WEEKS * 7 - 1)}`;
  await timedRuns(() => call('GET', calendarUrl), RUNS.warmUp);
  const calendarTimes = summary(await timedRuns(() => call('GET', calendarUrl), RUNS.measured));
  const calendarAnswer = JSON.parse(last) as { plans: unknown[]; drivers: unknown[]; openRuns: unknown[] };
  if (calendarAnswer.plans.length !== plans.length)
    throw new Error(`the calendar has ${calendarAnswer.plans.length} of ${plans.length} plans`);
  const calendar = {
    ...calendarTimes,
    drivers: calendarAnswer.drivers.length,
    plans: calendarAnswer.plans.length,
    openRuns: calendarAnswer.openRuns.length,
    bytes: last.length,
    gzipBytes: gzipSync(last).length,
  };

  await timedRuns(() => call('POST', '/api/resource-planning/conflicts', { plans }), RUNS.warmUp);
  const conflictTimes = summary(
    await timedRuns(() => call('POST', '/api/resource-planning/conflicts', { plans }), RUNS.measured),
  );
  const byKind = countBy((JSON.parse(last) as { conflicts: { kind: string }[] }).conflicts.map((c) => c.kind));
  // The calendar's own check: the same stored plans, asked by period (GET).
  const periodConflictsUrl = calendarUrl.replace('/calendar?', '/conflicts?');
  await timedRuns(() => call('GET', periodConflictsUrl), RUNS.warmUp);
  const periodConflictTimes = summary(await timedRuns(() => call('GET', periodConflictsUrl), RUNS.measured));

  // Fill the week: Monday to Thursday after the plan, 200 routes a day, every driver free.
  const fillFrom = addDays(monday, WEEKS * 7);
  const fillPeriod = { from: fillFrom, to: addDays(fillFrom, 3) };
  const suggested: { suggestions: { plannedShiftId: string }[]; unfilled: { blockedBy: string }[] }[] = [];
  const fill = async () => {
    await call('POST', '/api/resource-planning/suggest', fillPeriod);
    suggested.push(JSON.parse(last) as (typeof suggested)[number]);
  };
  const discard = async () => {
    const ids = suggested.at(-1)!.suggestions.map((suggestion) => suggestion.plannedShiftId);
    if (ids.length > 0) await call('POST', '/api/planned-shifts/discard', { ids });
  };
  const suggestMs: number[] = [];
  for (let run = 0; run < RUNS.suggest + 1; run++) {
    const started = performance.now();
    await fill();
    if (run > 0) suggestMs.push(performance.now() - started);
    await discard();
  }
  const fillWeek = {
    ...summary(suggestMs.sort((a, b) => a - b)),
    openRuns: suggested[0]!.suggestions.length + suggested[0]!.unfilled.length,
    suggested: suggested[0]!.suggestions.length,
    unfilled: suggested[0]!.unfilled.length,
    blockedBy: countBy(suggested[0]!.unfilled.map((run) => run.blockedBy)),
  };
  await app.close();

  const withinBudget =
    calendar.p95 <= BUDGET.calendarP95Ms &&
    calendar.gzipBytes <= BUDGET.calendarGzipKb * 1024 &&
    conflictTimes.p95 <= BUDGET.conflictsP95Ms &&
    fillWeek.max <= BUDGET.suggestMaxMs;
  console.log(
    JSON.stringify(
      {
        benchmark: 'resource-planning',
        database: kind,
        drivers: DRIVERS,
        plans: plans.length,
        seedMs,
        calendar: { requests: RUNS.measured, ...calendar },
        conflicts: { requests: RUNS.measured, ...conflictTimes, byKind },
        periodConflicts: { requests: RUNS.measured, ...periodConflictTimes },
        fillWeek: { requests: RUNS.suggest, ...fillWeek },
        budgets: BUDGET,
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
