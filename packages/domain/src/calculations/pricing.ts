import { computeCosts, type CostModelInput } from './cost-model';

/** Cost rates of one vehicle or a combination, money per hour and per km. */
export interface CostRates {
  costPerHour: number;
  costPerKm: number;
}

export interface JobPriceInput extends CostRates {
  hours: number;
  km: number;
  targetMarginPercent: number;
  /** How many units (loads, trips, pallets…) the price is quoted per; default 1. */
  unitCount?: number;
}

export interface JobPrice {
  /** hours × cost per hour + km × cost per km. */
  cost: number;
  /** Price per unit that reaches the target margin. */
  targetPrice: number;
  revenue: number;
  profit: number;
  marginPercent: number;
}

/**
 * Prices a job (spec section 9): cost = hours × cost per hour + km × cost per km; target price =
 * cost / (1 − margin % / 100) / unit count; revenue = target price × unit count; profit =
 * revenue − cost; margin = (revenue − cost) / revenue × 100, or 0 when revenue ≤ 0. A cost of 0
 * prices at 0. The margin must satisfy isTargetMarginAllowed (a 100 % margin on a cost > 0
 * gives an infinite price). Not rounded.
 *
 * @computation
 */
export function priceJob(input: JobPriceInput): JobPrice {
  const unitCount = input.unitCount ?? 1;
  const cost = input.hours * input.costPerHour + input.km * input.costPerKm;
  const targetPrice = cost === 0 || unitCount <= 0 ? 0 : cost / (1 - input.targetMarginPercent / 100) / unitCount;
  const revenue = targetPrice * unitCount;
  const profit = revenue - cost;
  return { cost, targetPrice, revenue, profit, marginPercent: marginPercent(revenue, cost) };
}

/** Profit margin in percent of revenue: (revenue − cost) / revenue × 100, or 0 when revenue ≤ 0. */
export function marginPercent(revenue: number, cost: number): number {
  return revenue > 0 ? ((revenue - cost) / revenue) * 100 : 0;
}

export interface YearlyJobValues {
  costPerYear: number;
  revenuePerYear: number;
  profitPerYear: number;
  marginPercent: number;
}

/** Yearly values = per-job values × jobs per year (spec section 9); the margin does not change. */
export function yearlyValues(
  perJob: Pick<JobPrice, 'cost' | 'revenue' | 'profit'>,
  jobsPerYear: number,
): YearlyJobValues {
  return {
    costPerYear: perJob.cost * jobsPerYear,
    revenuePerYear: perJob.revenue * jobsPerYear,
    profitPerYear: perJob.profit * jobsPerYear,
    marginPercent: marginPercent(perJob.revenue, perJob.cost),
  };
}

/**
 * A tractor unit and its trailers priced as one unit (interpretation.md): the sum of each
 * part's cost per hour and cost per km.
 */
export function combineCosts(parts: readonly CostRates[]): CostRates {
  return parts.reduce(
    (sum, part) => ({ costPerHour: sum.costPerHour + part.costPerHour, costPerKm: sum.costPerKm + part.costPerKm }),
    {
      costPerHour: 0,
      costPerKm: 0,
    },
  );
}

/**
 * The rates a calculation prices jobs with: the vehicle's computed cost per hour and per km,
 * unless the pricing step entered its own rates (job pricing without a vehicle).
 *
 * @computation
 */
export function costRatesOf(
  input: CostModelInput & { pricing: { costPerHour?: number; costPerKm?: number } },
): CostRates {
  const costs = computeCosts(input);
  return {
    costPerHour: input.pricing.costPerHour ?? costs.timeBased.perHour,
    costPerKm: input.pricing.costPerKm ?? costs.distanceBased.totalPerKm,
  };
}
