import {
  computeCosts,
  costRatesOf,
  priceJob,
  type Calculation,
  type ComputedCosts,
  type CostRates,
  type JobPrice,
} from '@rahti/domain';

/** What the print view and the comparison show of one saved calculation, all from the domain's cost model. */
export interface CalculationFigures {
  rates: CostRates;
  costs: ComputedCosts;
  targetMarginPercent: number;
  /** A year of work (hours and km per year) priced at the target margin. */
  yearAtTarget: JobPrice;
  /** Price per hour and per km that reach the target margin. */
  pricePerHour: number;
  pricePerKm: number;
  /** Each cost item per year, time-based then distance-based (per-km cost × km per year). */
  yearlyItems: { key: YearlyItemKey; amount: number }[];
}

export const YEARLY_ITEM_KEYS = [
  'depreciation',
  'interest',
  'vehicleTax',
  'insurance',
  'wages',
  'allowances',
  'administration',
  'machineFuel',
  'fuel',
  'adBlue',
  'tyres',
  'maintenance',
] as const;
export type YearlyItemKey = (typeof YEARLY_ITEM_KEYS)[number];

/**
 * The target margin of a saved calculation: the revenue step's yearly target, or the pricing
 * step's when only that one was given.
 */
export function targetMarginOf(calculation: Calculation): number {
  return calculation.revenue.targetProfitMarginPercent || calculation.pricing.targetMarginPercent;
}

export function figuresOf(calculation: Calculation): CalculationFigures {
  const costs = computeCosts(calculation);
  const rates = costRatesOf(calculation);
  const targetMarginPercent = targetMarginOf(calculation);
  const { timeBased: time, distanceBased: distance } = costs;
  const km = calculation.usage.kmPerYear;
  const at = (hours: number, kmCount: number) => priceJob({ ...rates, hours, km: kmCount, targetMarginPercent });
  const amounts: Record<YearlyItemKey, number> = {
    depreciation: time.depreciationPerYear,
    interest: time.interestPerYear,
    vehicleTax: time.vehicleTaxPerYear,
    insurance: time.insurancePerYear,
    wages: time.wagesPerYear,
    allowances: time.allowancesPerYear,
    administration: time.administrationPerYear,
    machineFuel: time.machineFuelPerYear,
    fuel: distance.fuelPerKm * km,
    adBlue: distance.adBluePerKm * km,
    tyres: distance.tyresPerKm * km,
    maintenance: distance.maintenancePerKm * km,
  };
  return {
    rates,
    costs,
    targetMarginPercent,
    yearAtTarget: at(time.hoursPerYear, km),
    pricePerHour: at(1, 0).targetPrice,
    pricePerKm: at(0, 1).targetPrice,
    // Items that are 0 (a trailer's fuel, a machine's km) would only lengthen the table.
    yearlyItems: YEARLY_ITEM_KEYS.map((key) => ({ key, amount: amounts[key] })).filter((item) => item.amount !== 0),
  };
}
