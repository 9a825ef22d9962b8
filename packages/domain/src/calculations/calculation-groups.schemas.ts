import { z } from 'zod';
import { FUEL_TYPE_VALUES } from '../fleet/fuel-types';
import { BONUS_TYPES, DAILY_ALLOWANCE_TYPE_VALUES, WAGE_TYPES } from './enumerations';
import { EXAMPLE_WORKING_DAYS_PER_YEAR, WORKING_HOURS_PER_DAY } from './defaults';
import { WAGE_DEFAULT_FIELDS, type WageDefaults } from './wage-defaults';
import { amountWithDefault, optionalAmountField, wholeNumberField } from './number-fields';

/**
 * The nested groups of a calculation document, one per wizard step. Money is in the
 * calculation's currency; percentages named `…Percent` are 0–100, wage `…Percentage` fields are
 * fractions as in spec section 9. Kind-specific required fields are checked in
 * calculation.schemas.ts, so each group also validates a half-filled wizard step.
 */

export const fuelTypeField = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z.union(FUEL_TYPE_VALUES.map((v) => z.literal(v)) as [z.ZodLiteral<0>, ...z.ZodLiteral<0>[]], {
    error: 'calculations:fuelTypeInvalid',
  }),
);

/** Investments step: what the vehicle costs (new) or is worth (existing), and what it uses. */
export const vehicleGroupSchema = z.object({
  /** New investment: purchase price (money). */
  purchasePrice: optionalAmountField(),
  /** New investment: down payment (money); the rest is the loan. */
  downPayment: optionalAmountField(),
  /** Existing vehicle: the vehicle's age in years when it was purchased. */
  ageWhenPurchasedYears: optionalAmountField(),
  /** Existing vehicle: what it is worth today (money). */
  currentValue: optionalAmountField(),
  /** Existing vehicle: the price it is expected to be redeemed (sold) for at the end of use (money). */
  redemptionPrice: optionalAmountField(),
  /** Fuel (or kWh, kg) per 100 km. */
  consumptionPer100Km: amountWithDefault(0),
  /** Machines: fuel per operating hour. */
  consumptionPerHour: amountWithDefault(0),
  /** How far a set of tyres lasts, km; when missing, the per-km `tyreCost` is used. */
  tyreLifetimeKm: optionalAmountField(),
  registrationNumber: z.string().trim().max(20, 'validation:tooLong').optional(),
});

/**
 * Default values step, under the spec's field names (units: VehicleDefaults in defaults.ts).
 * A field left out takes the built-in default for the class and currency when the whole
 * calculation is parsed (calculationInputSchema).
 */
export const defaultsGroupSchema = z.object({
  maintenanceCost: optionalAmountField(),
  fuelCost: optionalAmountField(),
  fuelType: fuelTypeField.optional(),
  interestRate: optionalAmountField(),
  investmentDeductions: optionalAmountField(),
  vehicleTax: optionalAmountField(),
  residualValue: optionalAmountField().refine((v) => v === undefined || v <= 100, 'calculations:percentMax100'),
  insuranceAllRisk: optionalAmountField(),
  insuranceVehicle: optionalAmountField(),
  tyresCost: optionalAmountField(),
  tyreCost: optionalAmountField(),
  countOfTyres: wholeNumberField().optional(),
  adBluePrice: optionalAmountField(),
  flex: optionalAmountField(),
});

/** The default values as a saved calculation holds them: every field filled. */
export const filledDefaultsSchema = z.object({
  maintenanceCost: z.number(),
  fuelCost: z.number(),
  fuelType: z.number().int(),
  interestRate: z.number(),
  investmentDeductions: z.number(),
  vehicleTax: z.number(),
  residualValue: z.number(),
  insuranceAllRisk: z.number(),
  insuranceVehicle: z.number(),
  tyresCost: z.number(),
  tyreCost: z.number(),
  countOfTyres: z.number().int(),
  adBluePrice: z.number(),
  flex: z.number(),
});

const wageRateFields = Object.fromEntries(WAGE_DEFAULT_FIELDS.map((key) => [key, optionalAmountField()])) as {
  [K in keyof WageDefaults]: ReturnType<typeof optionalAmountField>;
};

export const bonusSchema = z.object({
  bonusType: z.enum(BONUS_TYPES, { error: 'calculations:bonusTypeInvalid' }),
  /** Bonus pay per year (money); side costs apply as to any pay. */
  amountPerYear: amountWithDefault(0),
});

/**
 * Insert wages step. Hours in the supplement fields are hours per year paid with that
 * supplement; a missing rate falls back to the organisation's or the spec's wage defaults.
 */
export const wagesGroupSchema = z.object({
  wageType: z.enum(WAGE_TYPES, { error: 'calculations:wageTypeInvalid' }).default('Hourlywage'),
  /** Hourly wage (Hourlywage) or contractor's price per hour (Contract), money per hour. */
  hourlyWage: amountWithDefault(0),
  /** Monthly salary (Salary), money per month. */
  monthlySalary: amountWithDefault(0),
  eveningHoursPerYear: amountWithDefault(0),
  nightHoursPerYear: amountWithDefault(0),
  sundayHoursPerYear: amountWithDefault(0),
  overtimeUnder12hHoursPerYear: amountWithDefault(0),
  overtimeOver12hHoursPerYear: amountWithDefault(0),
  ...wageRateFields,
  dailyAllowanceType: z
    .preprocess(
      (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
      z.union(DAILY_ALLOWANCE_TYPE_VALUES.map((v) => z.literal(v)) as [z.ZodLiteral<0>, ...z.ZodLiteral<0>[]], {
        error: 'calculations:allowanceTypeInvalid',
      }),
    )
    .default(0),
  /** Days per year the allowance is paid. */
  allowanceDaysPerYear: amountWithDefault(0),
  /** Overrides the allowance amount per day (money); otherwise the allowance defaults apply. */
  allowancePerDay: optionalAmountField(),
  bonuses: z.array(bonusSchema).max(20, 'validation:tooLong').default([]),
});

/** How the vehicle is used: the basis of cost per hour and per km. */
export const usageGroupSchema = z.object({
  workingDaysPerYear: amountWithDefault(EXAMPLE_WORKING_DAYS_PER_YEAR).refine(
    (v) => v <= 366,
    'calculations:daysPerYearMax',
  ),
  hoursPerDay: amountWithDefault(WORKING_HOURS_PER_DAY).refine((v) => v <= 24, 'calculations:hoursPerDayMax'),
  kmPerYear: amountWithDefault(0),
  /** Planned use (years held): the depreciation period, years. */
  plannedUseYears: optionalAmountField(),
});

/** Revenue step: expected revenue and the fixed yearly costs outside the vehicle. */
export const revenueGroupSchema = z.object({
  /** Expected revenue per year (money). */
  revenueValue: optionalAmountField(),
  /** Administration and other fixed costs per year (money). */
  yearlyCost: optionalAmountField(),
  targetProfitMarginPercent: amountWithDefault(0),
});

/** Pricing step: one job (gig) and how often it repeats. */
export const pricingGroupSchema = z.object({
  hours: amountWithDefault(0),
  km: amountWithDefault(0),
  targetMarginPercent: amountWithDefault(0),
  unitCount: amountWithDefault(1),
  jobsPerYear: amountWithDefault(0),
  /** Job pricing without a vehicle calculation: the costs entered directly (money per hour / per km). */
  costPerHour: optionalAmountField(),
  costPerKm: optionalAmountField(),
});
