import {
  multiplyDivideMoney,
  multiplyMoney,
  percentOf,
  roundDecimal,
  roundMoney,
  subtractMoney,
  sumMoney,
} from '../money/money';
import type { IncomeBasis, RouteEconomics, RunFigures } from './route.schemas';
import { ROUTE_LIMITS } from './route.schemas';

/** A calculation's cost per hour and per km, to the cent (the figures its results page shows). */
export interface RouteCostRates {
  calculationId: string;
  timeCostPerHour: number;
  distanceCostPerKm: number;
}

export interface RunInput {
  /** The run's duration in minutes. */
  minutes: number;
  km: number;
  incomeBasis: IncomeBasis;
  /** Per run, or per hour. */
  income: number;
  /** Tolls, ferries: added to the cost as they are. */
  otherCosts?: number;
  rates: RouteCostRates | null;
}

/** What one run earns: the income per run, or the hourly income × the run's minutes ÷ 60, to the cent. */
export function runIncome(basis: IncomeBasis, income: number, minutes: number): number {
  return basis === 'perHour' ? multiplyDivideMoney(minutes, income, 60) : roundMoney(income);
}

/**
 * One run's figures (spec section 9: profit = revenue − costs; margin = profit ÷ revenue):
 * time cost per hour × hours + distance cost per km × km (+ other costs), each rounded to the
 * cent once, the total the sum of the rounded parts. Without a calculation the cost, profit and
 * margin are null: a route without a priced vehicle has no known cost.
 */
export function runEconomics(input: RunInput) {
  const hours = roundDecimal(input.minutes / 60, 4);
  const incomePerRun = runIncome(input.incomeBasis, input.income, input.minutes);
  if (!input.rates)
    return {
      hours,
      km: input.km,
      calculationId: null,
      timeCostPerHour: null,
      distanceCostPerKm: null,
      timeCost: null,
      distanceCost: null,
      estimatedCost: null,
      incomePerRun,
      profit: null,
      marginPercent: null,
    };
  const timeCost = multiplyDivideMoney(input.minutes, input.rates.timeCostPerHour, 60);
  const distanceCost = multiplyMoney(input.km, input.rates.distanceCostPerKm);
  const estimatedCost = sumMoney([timeCost, distanceCost, roundMoney(input.otherCosts ?? 0)]);
  const profit = subtractMoney(incomePerRun, estimatedCost);
  return {
    hours,
    km: input.km,
    calculationId: input.rates.calculationId,
    timeCostPerHour: input.rates.timeCostPerHour,
    distanceCostPerKm: input.rates.distanceCostPerKm,
    timeCost,
    distanceCost,
    estimatedCost,
    incomePerRun,
    profit,
    marginPercent: percentOf(profit, incomePerRun),
  };
}

/** A route's planned economics with its turnover in `month`: one run's income × the month's runs. */
export function routeEconomics(input: RunInput, month: string, runsInMonth: number): RouteEconomics {
  const run = runEconomics(input);
  return { ...run, month, runsInMonth, turnoverInMonth: multiplyMoney(run.incomePerRun, runsInMonth) };
}

/** One run's figures in the plan-against-actual table. */
export function runFigures(input: RunInput, incomeOverride?: number): RunFigures {
  const run = runEconomics(input);
  const income = incomeOverride === undefined ? run.incomePerRun : roundMoney(incomeOverride);
  const profit = run.estimatedCost === null ? null : subtractMoney(income, run.estimatedCost);
  return {
    hours: run.hours,
    km: roundDecimal(input.km, 1),
    cost: run.estimatedCost,
    income,
    profit,
    marginPercent: profit === null ? null : percentOf(profit, income),
  };
}

/** The sum of runs' figures; the cost (and profit) is unknown when any run's is. */
export function sumRunFigures(runs: readonly RunFigures[]): RunFigures {
  const costKnown = runs.every((run) => run.cost !== null);
  const income = sumMoney(runs.map((run) => run.income));
  const cost = costKnown ? sumMoney(runs.map((run) => run.cost!)) : null;
  const profit = cost === null ? null : subtractMoney(income, cost);
  return {
    hours: roundDecimal(
      runs.reduce((sum, run) => sum + run.hours, 0),
      4,
    ),
    km: roundDecimal(
      runs.reduce((sum, run) => sum + run.km, 0),
      1,
    ),
    cost,
    income,
    profit,
    marginPercent: profit === null ? null : percentOf(profit, income),
  };
}

/**
 * The month's drift: actual margin − planned margin in percentage points (to 0.01), flagged
 * when the actual margin is more than 5 points below plan. Null without both margins.
 */
export function marginDrift(
  planned: RunFigures,
  actual: RunFigures | null,
): { driftPoints: number | null; flagged: boolean } {
  if (!actual || planned.marginPercent === null || actual.marginPercent === null)
    return { driftPoints: null, flagged: false };
  const driftPoints = roundDecimal(actual.marginPercent - planned.marginPercent, 2);
  return { driftPoints, flagged: driftPoints < -ROUTE_LIMITS.driftFlagPoints };
}
