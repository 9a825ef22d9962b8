/**
 * The planning question of issue 13 at the size of a large plan: 200 drivers, four weeks of
 * realistic activities each (two weeks done, two planned: five working days a week, driving legs
 * of 2–4 h with 45 min breaks, some loading work, a night's rest, the weekend off), and for each
 * driver one `mayDrive` question per day of the four weeks (a 3 h leg from a morning hour).
 * Preparing each driver once counts in the time, as a planner would pay it. The first pass
 * (`coldMs`) includes the engine compiling the rules; as in the payroll bench, the budget is on
 * the warm passes after it (the slowest of `BENCH_RUNS`), as a running server answers.
 *
 * Run: npx tsx bench/driving-time-planning.ts
 * Prints one JSON object; exits 1 over budget (all 200 × 28 questions in 200 ms, warm).
 */
import { performance } from 'node:perf_hooks';
import { mayDrive, prepareDriver, weekStartOf, type DrivingActivity } from '@rahti/domain';

const DRIVERS = 200;
const DAYS = 28;
const BUDGET_MS = 200;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

// A small deterministic generator: the same plan on every run, so figures compare.
let seed = 13;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;

function fourWeeks(first: number): DrivingActivity[] {
  const activities: DrivingActivity[] = [];
  for (let day = 0; day < DAYS; day++) {
    if (day % 7 >= 5) continue;
    let at = first + day * DAY + (5 + Math.floor(random() * 4)) * HOUR;
    activities.push({ kind: 'work', start: at, end: (at += (0.25 + random() * 0.5) * HOUR) });
    for (let leg = 0, legs = 2 + Math.floor(random() * 2); leg < legs; leg++) {
      activities.push({ kind: 'drive', start: at, end: (at += (2 + random() * 2) * HOUR) });
      activities.push({ kind: random() < 0.3 ? 'work' : 'break', start: at, end: (at += 0.75 * HOUR) });
    }
  }
  return activities;
}

const first = weekStartOf(Date.now()) - 2 * 7 * DAY;
const plans = Array.from({ length: DRIVERS }, () => fourWeeks(first));
const horizon = first + DAYS * DAY;
const questions = plans.map(() =>
  Array.from({ length: DAYS }, (_, day) => first + day * DAY + (4 + Math.floor(random() * 12)) * HOUR),
);

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
let refused = 0;
const pass = (): number => {
  const started = performance.now();
  refused = 0;
  plans.forEach((plan, driver) => {
    const state = prepareDriver(plan, horizon);
    for (const from of questions[driver]!) if (!mayDrive(state, from, from + 3 * HOUR).ok) refused++;
  });
  return performance.now() - started;
};
const coldMs = pass();
const totalMs = Math.max(...Array.from({ length: RUNS }, pass));
const count = DRIVERS * DAYS;
const figures = {
  drivers: DRIVERS,
  questions: count,
  refused,
  activitiesPerDriver: Math.round(plans.reduce((sum, plan) => sum + plan.length, 0) / DRIVERS),
  coldMs: +coldMs.toFixed(1),
  totalMs: +totalMs.toFixed(1),
  perQuestionUs: +((totalMs * 1000) / count).toFixed(1),
  budgetMs: BUDGET_MS,
  withinBudget: totalMs <= BUDGET_MS,
};
console.log(JSON.stringify(figures));
if (!figures.withinBudget) process.exitCode = 1;
