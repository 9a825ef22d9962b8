/**
 * Enumerations the calculators use, with the spec's numbers (spec section 3). Vehicle classes,
 * fuel types, emission standards and currencies live in `fleet/` and `platform/currency.ts`.
 */

/** Daily allowance types 0–6 (spec section 3, "Daily allowance types"). */
export const DAILY_ALLOWANCE_TYPES = {
  0: 'none',
  1: 'fullDomestic',
  2: 'halfDomestic',
  3: 'increasedDomesticFull',
  4: 'fullAbroad',
  5: 'halfAbroad',
  6: 'increasedAbroadFull',
} as const;
export type DailyAllowanceType = keyof typeof DAILY_ALLOWANCE_TYPES;
export type DailyAllowanceName = (typeof DAILY_ALLOWANCE_TYPES)[DailyAllowanceType];
export const DAILY_ALLOWANCE_TYPE_VALUES = Object.keys(DAILY_ALLOWANCE_TYPES).map(Number) as DailyAllowanceType[];

export const BONUS_TYPES = ['adr', 'crane', 'dirtyJob', 'hct'] as const;
export type BonusType = (typeof BONUS_TYPES)[number];

/** Hourly wage, monthly salary, or a contractor paid per hour (no employer side costs). */
export const WAGE_TYPES = ['Hourlywage', 'Salary', 'Contract'] as const;
export type WageType = (typeof WAGE_TYPES)[number];

export const DRIVING_TYPES = ['city', 'road', 'other'] as const;
export type DrivingType = (typeof DRIVING_TYPES)[number];

/** Paid, unpaid, or paid up to a limit in minutes per shift (spec section 3). */
export const BREAK_TYPES = ['paid', 'unpaid', 'paidUpToLimit'] as const;
export type BreakType = (typeof BREAK_TYPES)[number];

/** Wage calculation: automatic, manual, or by the organisation's wage details. */
export const WAGE_CALCULATION_MODES = ['automatic', 'manual', 'organisation'] as const;
export type WageCalculationMode = (typeof WAGE_CALCULATION_MODES)[number];

/** The three calculators: a vehicle to buy, a vehicle already owned, and pricing a job. */
export const CALCULATION_KINDS = ['newInvestment', 'existingVehicle', 'jobPricing'] as const;
export type CalculationKind = (typeof CALCULATION_KINDS)[number];

export const CALCULATION_TYPES = ['vehicle', 'machine'] as const;
