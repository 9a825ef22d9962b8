import { z } from 'zod';
import { localDateField } from '../shifts/shift.schemas';
import { checkFleetPeriod, refuelSchema } from './emission.schemas';

const UNITS = ['l', 'kg', 'kWh'] as const;

export const refuelFlagSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('overTank'), capacity: z.number() }),
  z.object({ kind: z.literal('overUse'), km: z.number(), expected: z.number(), limit: z.number() }),
]);

/** GET /api/refuels: each refuel with what its checks found (none for most). */
export const refuelRowSchema = refuelSchema.extend({ flags: z.array(refuelFlagSchema).default([]) });
export type RefuelRow = z.output<typeof refuelRowSchema>;

export const fuelConsumptionQuerySchema = z
  .object({ from: localDateField, to: localDateField })
  .superRefine(checkFleetPeriod);

/** GET /api/fuel-consumption: per vehicle and local month, fuel over km (1 decimal; per 100 km, 2). */
export const fuelConsumptionAnswerSchema = z.object({
  rows: z.array(
    z.object({
      vehicleId: z.uuid(),
      month: z.string(),
      unit: z.enum(UNITS),
      amount: z.number(),
      km: z.number().nullable(),
      per100Km: z.number().nullable(),
    }),
  ),
  tanks: z.array(z.object({ vehicleId: z.uuid(), capacity: z.number() })),
});
export type FuelConsumptionAnswer = z.output<typeof fuelConsumptionAnswerSchema>;

/** PUT /api/vehicles/{id}/tank: the tank's size in the vehicle's fuel unit, or none. */
export const vehicleTankInputSchema = z.object({
  capacity: z
    .number({ error: 'validation:number' })
    .positive('fleet:amountPositive')
    .max(100_000, 'validation:invalid')
    .nullable(),
});
export const vehicleTankSchema = z.object({ vehicleId: z.uuid(), capacity: z.number().nullable() });
