import {
  localDateOf,
  marginDrift,
  roundDecimal,
  runFigures,
  sumMoney,
  sumRunFigures,
  type Occurrence,
  type PlanVsActual,
  type RouteCostRates,
  type RunComparison,
  type RunFigures,
} from '@rahti/domain';
import { plannedRun } from './route-dto';
import type { RouteShiftRow, RouteTaskRow } from './route-actuals.repository';
import type { RouteRow } from './routes.repository';

interface Run {
  occurrence: Occurrence;
  shifts: RouteShiftRow[];
  tasks: RouteTaskRow[];
}

/** The run a record starting at `at` belongs to: on its local date, the one starting nearest to it. */
function runOf(runsByDate: ReadonlyMap<string, Run[]>, at: Date, zone: string): Run | undefined {
  let nearest: Run | undefined;
  let gap = Infinity;
  for (const run of runsByDate.get(localDateOf(at.getTime(), zone)) ?? []) {
    const distance = Math.abs(Date.parse(run.occurrence.start) - at.getTime());
    if (distance < gap) [nearest, gap] = [run, distance];
  }
  return nearest;
}

/** A shift's km from its odometer (end − start, to 0.1 km); 0 without both readings. */
const shiftKm = (shift: RouteShiftRow) =>
  shift.start_km !== null && shift.end_km !== null ? Math.max(0, roundDecimal(shift.end_km - shift.start_km, 1)) : 0;
const minutesOf = (record: { start_at: Date; end_at: Date }) =>
  (record.end_at.getTime() - record.start_at.getTime()) / 60_000;

/**
 * What a run cost and earned: the time and km of its shifts (of its tasks when no shift is
 * linked), priced by the same rates as the plan; its tasks' income replaces the planned income
 * when it has tasks, and their other costs add. Null while nothing is linked to the run.
 */
function actualOf(row: RouteRow, rates: RouteCostRates | null, run: Run): RunFigures | null {
  if (run.shifts.length === 0 && run.tasks.length === 0) return null;
  const timed = run.shifts.length > 0 ? run.shifts.map((s) => ({ ...s, km: shiftKm(s) })) : run.tasks;
  const input = {
    minutes: timed.reduce((sum, record) => sum + minutesOf(record), 0),
    km: roundDecimal(
      timed.reduce((sum, record) => sum + record.km, 0),
      1,
    ),
    incomeBasis: row.income_basis,
    income: row.income,
    otherCosts: sumMoney(run.tasks.map((task) => task.other_costs)),
    rates,
  };
  return runFigures(input, run.tasks.length > 0 ? sumMoney(run.tasks.map((task) => task.income)) : undefined);
}

/**
 * A route's month planned against actual (issue 23): every run of the month beside what the
 * shifts and tasks linked to the route recorded on its local date; the month's sums over the
 * runs with actual figures, and the margin's drift (flagged more than 5 points below plan).
 *
 * @computation
 */
export function planAgainstActual(input: {
  row: RouteRow;
  rates: RouteCostRates | null;
  month: string;
  zone: string;
  occurrences: Occurrence[];
  shifts: RouteShiftRow[];
  tasks: RouteTaskRow[];
}): PlanVsActual {
  const runs: Run[] = input.occurrences.map((occurrence) => ({ occurrence, shifts: [], tasks: [] }));
  const runsByDate = new Map<string, Run[]>();
  for (const run of runs) runsByDate.set(run.occurrence.date, [...(runsByDate.get(run.occurrence.date) ?? []), run]);
  for (const shift of input.shifts) runOf(runsByDate, shift.start_at, input.zone)?.shifts.push(shift);
  for (const task of input.tasks) runOf(runsByDate, task.start_at, input.zone)?.tasks.push(task);

  const planned = runFigures(plannedRun(input.row, input.rates));
  const compared: RunComparison[] = runs.map((run) => ({
    ...run.occurrence,
    planned,
    actual: actualOf(input.row, input.rates, run),
    waitingMinutes:
      run.shifts.length > 0 ? Math.round(run.shifts.reduce((sum, s) => sum + s.waiting_seconds, 0) / 60) : null,
    shiftIds: run.shifts.map((shift) => shift.id),
    taskIds: run.tasks.map((task) => task.id),
  }));
  const done = compared.filter((run) => run.actual !== null);
  const plannedSum = sumRunFigures(done.map((run) => run.planned));
  const actualSum = done.length > 0 ? sumRunFigures(done.map((run) => run.actual!)) : null;
  return {
    month: input.month,
    runs: compared,
    planned: plannedSum,
    actual: actualSum,
    ...marginDrift(plannedSum, actualSum),
  };
}
