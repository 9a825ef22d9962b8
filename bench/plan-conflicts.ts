/**
 * The conflicts of a whole month's plan (issue 24, decision 0028) in process, domain only, no
 * database: 200 drivers × 4 weeks, 4 000 posted plans (Monday to Friday, a route on most, a few
 * tasks; one driver in ten takes another's vehicle now and then, and some days have an evening
 * run too), checked against about 400 stored plans (published Saturday runs), 2 000
 * recorded shifts and two weeks of recorded driving per driver (what the server reads before
 * it computes), licences some of which expire in the month, 100 routes, absences and monthly
 * pay periods with a gap. Only `findPlanConflicts` is timed; the facts are built once. The
 * first pass (`coldMs`) includes the engine compiling the code and Intl's first zone look-up;
 * the budget is on the p95 of `BENCH_RUNS` (default 20) warm passes, as a running server answers.
 *
 * Run: npx tsx bench/plan-conflicts.ts
 * Prints one JSON object; exits 1 over budget (p95 over 80 ms: the domain's part of the endpoint's 200 ms).
 */
import { performance } from 'node:perf_hooks';
import {
  findPlanConflicts,
  weekStartOf,
  type DrivingActivity,
  type PlanToCheck,
  type PlanningFacts,
} from '@rahti/domain';
import { summary } from './latency';
import { machineFigures } from './machine-figures';

const DRIVERS = 200;
const VEHICLES = 220;
const ROUTES = 100;
const TASKS = 40_000;
const BUDGET_MS = 80;
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

// A small deterministic generator (mulberry32, exact in 32-bit integers): the same month on every run, so figures compare.
let seed = 24;
const random = () => {
  let t = (seed = (seed + 0x6d2b79f5) | 0);
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
};
const below = (n: number) => Math.floor(random() * n);
const id = (kind: string, n: number) => `${kind}-${String(n).padStart(5, '0')}`;
const date = (instant: number) => new Date(instant).toISOString().slice(0, 10);

// Four weeks from a Monday 00:00 UTC (02:00 in Helsinki), two weeks of history before them.
const first = weekStartOf(Date.UTC(2026, 2, 2));
const codes = ['C', 'CE', 'ADR', 'HCT', 'CRANE'];
const routes = new Map(
  Array.from({ length: ROUTES }, (_, r) => [
    id('route', r),
    { requiredLicences: codes.filter(() => random() < 0.3), drivingMinutes: 120 + below(8) * 60 },
  ]),
);
const routeIds = [...routes.keys()];

const plans: PlanToCheck[] = [];
const storedPlans: PlanningFacts['storedPlans'][number][] = [];
const shifts: PlanningFacts['shifts'][number][] = [];
const activities = new Map<string, DrivingActivity[]>();
const licences = new Map<string, { code: string; expiresOn: string | null }[]>();
const absences: PlanningFacts['absences'][number][] = [];
for (let d = 0; d < DRIVERS; d++) {
  const driverId = id('driver', d);
  const home = id('vehicle', d % VEHICLES);
  licences.set(
    driverId,
    codes
      .filter(() => random() < 0.7)
      .map((code) => ({ code, expiresOn: random() < 0.1 ? date(first + below(28) * DAY) : null })),
  );
  if (d % 2 === 0) {
    const start = first + below(28) * DAY;
    absences.push({ id: id('absence', d), driverId, startDate: date(start), endDate: date(start + below(5) * DAY) });
  }
  // Two weeks done: a recorded shift each weekday, its driving in legs with 45 min breaks.
  const recorded: DrivingActivity[] = [];
  for (let day = -14; day < 0; day++) {
    if ((day + 14) % 7 >= 5) continue;
    const start = first + day * DAY + (4 + below(4)) * HOUR;
    let at = start;
    for (let leg = 0, legs = 2 + below(2); leg < legs; leg++) {
      recorded.push({ kind: 'drive', start: at, end: (at += (120 + below(121)) * 60_000) });
      recorded.push({ kind: 'break', start: at, end: (at += 0.75 * HOUR) });
    }
    shifts.push({ id: id(`shift-${d}`, day + 14), driverId, vehicleIds: [home], start, end: at, plannedShiftId: null });
  }
  activities.set(driverId, recorded);
  // The month to plan: Monday to Friday, a morning start, mostly on a route; now and then an evening run as well.
  for (let day = 0; day < 28; day++) {
    const start = first + day * DAY + (3 + below(5)) * HOUR;
    const routeId = random() < 0.8 ? routeIds[below(ROUTES)]! : undefined;
    const taskIds = Array.from({ length: below(3) }, () => id('task', below(TASKS)));
    if (day % 7 === 5) {
      // Saturdays: a short run already published for every other driver.
      if (random() < 0.5)
        storedPlans.push({
          id: id('stored', storedPlans.length),
          driverId,
          vehicleIds: [home],
          start,
          end: start + 4 * HOUR,
          routeId: routeId ?? null,
          taskIds,
        });
      continue;
    }
    if (day % 7 === 6) continue;
    const vehicleIds = [d % 10 === 0 && random() < 0.3 ? id('vehicle', below(VEHICLES)) : home];
    const end = start + (8 + below(4)) * HOUR;
    if (plans.length < 4000)
      plans.push({ ref: id('plan', plans.length), driverId, vehicleIds, start, end, routeId, taskIds });
    if (random() < 0.05 && plans.length < 4000) {
      const evening = end + (4 + below(4)) * HOUR;
      plans.push({
        ref: id('plan', plans.length),
        driverId,
        vehicleIds,
        start: evening,
        end: evening + 3 * HOUR,
        routeId: routeIds[below(ROUTES)],
      });
    }
  }
}
const facts: PlanningFacts = {
  zone: 'Europe/Helsinki',
  storedPlans,
  shifts,
  licences,
  routes,
  absences,
  payPeriods: [
    { startDate: date(first - 14 * DAY), endDate: date(first + 13 * DAY) },
    // A day without a pay period in the third week.
    { startDate: date(first + 15 * DAY), endDate: date(first + 5 * WEEK) },
  ],
  activities,
};

let conflicts: ReturnType<typeof findPlanConflicts> = [];
const pass = (): number => {
  const started = performance.now();
  conflicts = findPlanConflicts(plans, facts);
  return performance.now() - started;
};
const coldMs = +pass().toFixed(1);
const cpuBefore = process.cpuUsage();
const { p50, p95, max } = summary(Array.from({ length: RUNS }, pass).sort((a, b) => a - b));
const cpu = process.cpuUsage(cpuBefore);
const byKind: Record<string, number> = {};
for (const conflict of conflicts) {
  const key = conflict.kind === 'drivingTime' ? `drivingTime:${conflict.rule}` : conflict.kind;
  byKind[key] = (byKind[key] ?? 0) + 1;
}
const figures = {
  name: 'plan-conflicts',
  drivers: DRIVERS,
  plans: plans.length,
  storedPlans: storedPlans.length,
  shifts: shifts.length,
  runs: RUNS,
  coldMs,
  p50,
  p95,
  max,
  cpuMsPerPass: +((cpu.user + cpu.system) / 1000 / RUNS).toFixed(1),
  conflicts: conflicts.length,
  byKind,
  budgetMs: BUDGET_MS,
  withinBudget: p95 <= BUDGET_MS,
  ...machineFigures(),
};
console.log(JSON.stringify(figures));
if (!figures.withinBudget) process.exitCode = 1;
