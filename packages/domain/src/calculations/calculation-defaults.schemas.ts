import { z } from 'zod';
import { VEHICLE_CLASS_NUMBERS, type VehicleClass } from '../fleet/vehicle-classes';
import { CURRENCIES } from '../platform/currency';
import { currencyField } from '../platform/organisation.schemas';
import { vehicleClassField } from './calculation.schemas';
import { filledDefaultsSchema } from './calculation-groups.schemas';
import { wageDetailsSchema } from './organisation-settings.schemas';

/** GET /api/calculations/defaults query. */
export const calculationDefaultsQuerySchema = z.object({ vehicleClass: vehicleClassField, currency: currencyField });

/**
 * GET /api/calculations/defaults: the default fields under the spec's names (flat, as
 * VehicleDefaults), the wage fractions and allowances, with the organisation's own values
 * applied. `overridden` lists the fields that came from the organisation.
 */
export const calculationDefaultsSchema = z.object({
  vehicleClass: z.union(
    VEHICLE_CLASS_NUMBERS.map((v) => z.literal(v)) as [z.ZodLiteral<VehicleClass>, ...z.ZodLiteral<VehicleClass>[]],
  ),
  currency: z.enum(CURRENCIES),
  ...filledDefaultsSchema.shape,
  wages: wageDetailsSchema.omit({ isSaved: true, updatedAt: true }).omit({ allowances: true }),
  allowances: wageDetailsSchema.shape.allowances,
  /** Every fuel's price in the currency, money per its unit: the organisation's, else the built-in one. */
  fuelPrices: z.array(z.object({ fuelType: z.number().int(), price: z.number() })),
  overridden: z.array(z.string()),
});
export type CalculationDefaults = z.output<typeof calculationDefaultsSchema>;
