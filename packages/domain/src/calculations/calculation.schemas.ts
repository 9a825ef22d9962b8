import { z } from 'zod';
import { VEHICLE_CLASS_NUMBERS, calculationTypeOf, type VehicleClass } from '../fleet/vehicle-classes';
import { LIMITS, optionalText, requiredText, uuidField } from '../platform/fields';
import { currencyField } from '../platform/organisation.schemas';
import { CALCULATION_KINDS, CALCULATION_TYPES } from './enumerations';
import {
  defaultsGroupSchema,
  filledDefaultsSchema,
  pricingGroupSchema,
  revenueGroupSchema,
  usageGroupSchema,
  vehicleGroupSchema,
  wagesGroupSchema,
} from './calculation-groups.schemas';
import { requiredFieldIssues } from './required-fields';
import { builtInFuelPrice, vehicleDefaults, type VehicleDefaults } from './defaults';
import type { Currency } from '../platform/currency';
import { targetMarginIssue } from './margin-rules';
import { responseShapeOf } from './response-schema';

export const vehicleClassField = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z.union(
    VEHICLE_CLASS_NUMBERS.map((v) => z.literal(v)) as [z.ZodLiteral<VehicleClass>, ...z.ZodLiteral<VehicleClass>[]],
    {
      error: 'calculations:vehicleClassInvalid',
    },
  ),
);
/** Whether a half-parsed body has the shape the required-field rules read (objects for every group). */
function isGroupedObject(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return ['vehicle', 'usage', 'revenue', 'pricing'].every(
    (group) => typeof record[group] === 'object' && record[group] !== null,
  );
}

/** Drops the fields a form left empty, so the built-in default fills them. */
function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** The given default values over the built-in ones; a chosen fuel without a price gets that fuel's price. */
function withBuiltInDefaults(
  given: Partial<VehicleDefaults>,
  vehicleClass: VehicleClass,
  currency: Currency,
): VehicleDefaults {
  const builtIn = vehicleDefaults(vehicleClass, currency);
  const fuelType = given.fuelType ?? builtIn.fuelType;
  return { ...builtIn, fuelCost: builtInFuelPrice(fuelType, currency), ...given };
}

export const calculationKindField = z.enum(CALCULATION_KINDS, { error: 'calculations:kindInvalid' });

const calculationObject = z.object({
  name: requiredText(LIMITS.nameMax),
  kind: calculationKindField,
  vehicleClass: vehicleClassField,
  /** Derived from the class when missing: Machine → machine, the rest → vehicle. */
  calculationType: z.enum(CALCULATION_TYPES, { error: 'validation:invalid' }).optional(),
  currency: currencyField,
  nickname: optionalText(LIMITS.nameMax),
  base: optionalText(LIMITS.nameMax),
  description: optionalText(LIMITS.textMax),
  vehicle: vehicleGroupSchema.default(() => vehicleGroupSchema.parse({})),
  defaults: defaultsGroupSchema.default(() => defaultsGroupSchema.parse({})),
  wages: wagesGroupSchema.default(() => wagesGroupSchema.parse({})),
  usage: usageGroupSchema.default(() => usageGroupSchema.parse({})),
  revenue: revenueGroupSchema.default(() => revenueGroupSchema.parse({})),
  pricing: pricingGroupSchema.default(() => pricingGroupSchema.parse({})),
});

/**
 * A calculation as the wizard saves it (POST/PUT body). Numbers accept "12,5"; the fields a
 * kind needs are required with the spec's messages (age purchased, down payment, planned use,
 * price, redemption price, revenue value, yearly cost); the target margin is checked against
 * the costs. Shared by the server and the web forms.
 */
export const calculationBodySchema = calculationObject
  // Required fields are named even when other fields are wrong, so a form shows every message at once.
  .superRefine(
    (value, ctx) => {
      for (const issue of requiredFieldIssues(value)) ctx.addIssue({ code: 'custom', ...issue });
    },
    { when: (payload) => isGroupedObject(payload.value) },
  )
  .superRefine((value, ctx) => {
    const marginIssue = targetMarginIssue(value);
    if (marginIssue) ctx.addIssue({ code: 'custom', ...marginIssue });
  })
  .transform((value) => ({
    ...value,
    calculationType: value.calculationType ?? calculationTypeOf(value.vehicleClass),
    defaults: definedOnly(value.defaults) as Partial<VehicleDefaults>,
  }));
/**
 * A calculation as sent (POST/PUT body): checked, but the default values left out stay out,
 * so the server fills them from the organisation's defaults (withCalculationDefaults).
 */
export type CalculationBody = z.output<typeof calculationBodySchema>;

/**
 * A calculation with every default value filled: a value left out takes the built-in default
 * for the class, currency and chosen fuel. What the cost model reads in the browser.
 */
export const calculationInputSchema = calculationBodySchema.transform((value) => ({
  ...value,
  defaults: withBuiltInDefaults(value.defaults, value.vehicleClass, value.currency),
}));
export type CalculationInput = z.output<typeof calculationInputSchema>;
/** What a form holds before parsing (numbers may still be text). */
export type CalculationFormValues = z.input<typeof calculationInputSchema>;

const savedCalculationObject = calculationObject.extend({
  calculationType: z.enum(CALCULATION_TYPES),
  defaults: filledDefaultsSchema as z.ZodType<VehicleDefaults>,
  id: uuidField,
  createdAt: z.string(),
  updatedAt: z.string(),
  hasImage: z.boolean(),
});
/** A saved calculation: the input plus its identity (GET/POST/PUT response). */
export type Calculation = z.output<typeof savedCalculationObject>;
/** The response schema of a saved calculation (plain output types, see responseShapeOf). */
export const calculationSchema = responseShapeOf(savedCalculationObject) as z.ZodType<Calculation>;

/** One row of the calculations list, with the costs computed from the document. */
export const calculationSummarySchema = z.object({
  id: uuidField,
  name: z.string(),
  kind: calculationKindField,
  vehicleClass: z.number().int(),
  calculationType: z.enum(CALCULATION_TYPES),
  currency: currencyField,
  nickname: z.string(),
  costPerHour: z.number(),
  costPerKm: z.number(),
  hasImage: z.boolean(),
  updatedAt: z.string(),
});
export type CalculationSummary = z.output<typeof calculationSummarySchema>;

export const CALCULATION_SORTS = [
  'name',
  '-name',
  'updatedAt',
  '-updatedAt',
  'vehicleClass',
  '-vehicleClass',
  'kind',
  '-kind',
] as const;
export type CalculationSort = (typeof CALCULATION_SORTS)[number];

/** GET /api/calculations query: free-text search over name, nickname, base and description. */
export const calculationListQuerySchema = z.object({
  search: z.string().trim().max(LIMITS.nameMax, 'validation:tooLong').optional(),
  sort: z.enum(CALCULATION_SORTS, { error: 'validation:invalid' }).default('-updatedAt'),
});
export type CalculationListQuery = z.output<typeof calculationListQuerySchema>;
