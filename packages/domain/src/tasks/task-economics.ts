import {
  multiplyDivideMoney,
  multiplyMoney,
  percentOf,
  roundDecimal,
  roundMoney,
  subtractMoney,
  sumMoney,
} from '../money/money';

const HOUR_MS = 3_600_000;

export interface TaskEconomicsInput {
  startMs: number;
  endMs: number;
  km: number;
  income: number;
  otherCosts: number;
  /** The vehicle's calculation's time-based cost per hour, to the cent. */
  timeCostPerHour: number;
  /** The vehicle's calculation's distance-based cost per km, to the cent. */
  distanceCostPerKm: number;
}

export interface TaskEconomics {
  /** (end − start) in hours, to 4 decimals (the costs use the exact duration). */
  hours: number;
  km: number;
  timeCostPerHour: number;
  distanceCostPerKm: number;
  timeCost: number;
  distanceCost: number;
  otherCosts: number;
  totalCost: number;
  income: number;
  profit: number;
  /** Profit as a percentage of income, to 0.01; null without income. */
  marginPercent: number | null;
}

/**
 * What a task earned (issue 22, spec section 9: profit = revenue − costs): time cost per hour ×
 * hours + distance cost per km × km + other costs. Each cost is rounded to the cent once, from
 * the exact duration, and the total is the sum of the rounded costs, so the totals of a list
 * (summed in SQL the same way) equal the sum of its rows.
 */
export function taskEconomics(input: TaskEconomicsInput): TaskEconomics {
  const durationMs = input.endMs - input.startMs;
  const timeCost = multiplyDivideMoney(durationMs, input.timeCostPerHour, HOUR_MS);
  const distanceCost = multiplyMoney(input.km, input.distanceCostPerKm);
  const otherCosts = roundMoney(input.otherCosts);
  const totalCost = sumMoney([timeCost, distanceCost, otherCosts]);
  const income = roundMoney(input.income);
  const profit = subtractMoney(income, totalCost);
  return {
    hours: roundDecimal(durationMs / HOUR_MS, 4),
    km: input.km,
    timeCostPerHour: input.timeCostPerHour,
    distanceCostPerKm: input.distanceCostPerKm,
    timeCost,
    distanceCost,
    otherCosts,
    totalCost,
    income,
    profit,
    marginPercent: percentOf(profit, income),
  };
}
