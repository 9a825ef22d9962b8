import { z } from 'zod';
import { uuidField } from '../platform/fields';
import { instantField, localDateField } from '../shifts/shift.schemas';
import { EMISSION_GROUPINGS } from './emissions';
import { FUEL_TYPE_VALUES, FUEL_TYPES } from './fuel-types';

const UNITS = ['l', 'kg', 'kWh'] as const;
const number = z.number({ error: 'validation:number' });
const fuelTypeField = z
  .number({ error: 'validation:invalid' })
  .int('validation:invalid')
  .refine((value) => (FUEL_TYPE_VALUES as number[]).includes(value), 'validation:invalid');

/** A fuel's unit is the one spec section 3 buys it in: diesel in litres, CNG in kg, electricity in kWh. */
function unitMatchesFuel(item: { fuelType: number; unit: string }, context: z.RefinementCtx): void {
  const fuel = FUEL_TYPES.find((type) => type.value === item.fuelType);
  if (fuel && fuel.unit !== item.unit)
    context.addIssue({ code: 'custom', path: ['unit'], message: 'fleet:unitOfFuel' });
}

/** PUT /api/emission-factors (issue 25's contract): the organisation's own factors, by fuel type. */
export const emissionFactorInputSchema = z
  .object({
    fuelType: fuelTypeField,
    unit: z.enum(UNITS, { error: 'validation:invalid' }),
    ttwKgPerUnit: number.min(0, 'validation:notNegative').max(100, 'validation:invalid'),
    wtwKgPerUnit: number.min(0, 'validation:notNegative').max(100, 'validation:invalid'),
    source: z
      .string({ error: 'validation:invalid' })
      .trim()
      .min(1, 'validation:required')
      .max(200, 'validation:tooLong'),
  })
  .superRefine(unitMatchesFuel);
export const emissionFactorsInputSchema = z
  .array(emissionFactorInputSchema)
  .max(FUEL_TYPES.length, 'validation:tooLong')
  .refine((factors) => new Set(factors.map((factor) => factor.fuelType)).size === factors.length, 'fleet:factorTwice');
export type EmissionFactorInput = z.output<typeof emissionFactorInputSchema>;

export const emissionFactorSchema = z.object({
  fuelType: z.number(),
  unit: z.enum(UNITS),
  ttwKgPerUnit: z.number(),
  wtwKgPerUnit: z.number(),
  source: z.string(),
  /** Built in: the organisation has not set its own. */
  isDefault: z.boolean(),
});
export type EmissionFactorDto = z.output<typeof emissionFactorSchema>;

export const REFUEL_SOURCES = ['manual', 'card', 'shift'] as const;
export type RefuelSource = (typeof REFUEL_SOURCES)[number];

/** POST /api/refuels (issue 25's contract); fuel-card imports and shift refuel events write the same records. */
export const refuelInputSchema = z
  .object({
    vehicleId: uuidField,
    at: instantField,
    fuelType: fuelTypeField,
    amount: number.positive('fleet:amountPositive').max(100_000, 'validation:invalid'),
    unit: z.enum(UNITS, { error: 'validation:invalid' }),
    pricePerUnit: number.min(0, 'validation:notNegative').max(1_000, 'validation:invalid').nullish(),
    source: z.enum(REFUEL_SOURCES, { error: 'validation:invalid' }).default('manual'),
  })
  .superRefine(unitMatchesFuel);
export type RefuelInput = z.output<typeof refuelInputSchema>;

export const refuelSchema = z.object({
  id: uuidField,
  vehicleId: uuidField,
  at: z.string(),
  fuelType: z.number(),
  amount: z.number(),
  unit: z.enum(UNITS),
  pricePerUnit: z.number().nullable(),
  source: z.enum(REFUEL_SOURCES),
});
export type RefuelDto = z.output<typeof refuelSchema>;

/** A period of local dates from–to asked of a fleet report: forwards, and at most three years long. */
export function checkFleetPeriod(query: { from: string; to: string }, context: z.RefinementCtx): void {
  if (query.from > query.to) context.addIssue({ code: 'custom', path: ['to'], message: 'fleet:periodBackwards' });
  else if (Date.parse(query.to) - Date.parse(query.from) > 3 * 366 * 86_400_000)
    context.addIssue({ code: 'custom', path: ['to'], message: 'fleet:periodTooLong' });
}

export const emissionsQuerySchema = z
  .object({
    from: localDateField,
    to: localDateField,
    groupBy: z.enum(EMISSION_GROUPINGS, { error: 'validation:invalid' }).default('vehicle'),
  })
  .superRefine(checkFleetPeriod);
export type EmissionsQuery = z.output<typeof emissionsQuerySchema>;

const fuelAmountSchema = z.object({ fuelType: z.number(), amount: z.number(), unit: z.enum(UNITS) });
/** GET /api/emissions (the contract): kg to 0.1, g/t·km to 0.1. */
export const emissionsAnswerSchema = z.object({
  rows: z.array(
    z.object({
      key: z.string().nullable(),
      label: z.string(),
      fuel: z.array(fuelAmountSchema),
      tonneKm: z.number(),
      ttwKg: z.number(),
      wttKg: z.number(),
      wtwKg: z.number(),
      gPerTonneKm: z.number().nullable(),
      quality: z.enum(['measured', 'modelled']),
    }),
  ),
});
export type EmissionsAnswer = z.output<typeof emissionsAnswerSchema>;
