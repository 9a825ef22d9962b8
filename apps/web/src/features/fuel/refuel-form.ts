import { z } from 'zod';
import { isFuelType, refuelInputSchema, type RefuelInput, type Vehicle } from '@rahti/domain';
import { zoneInstant } from '../timesheet/zone-time';
import { readDecimal } from './decimal-text';
import { unitOfFuel } from './fuel-labels';

/** The refuel form as typed: numbers as text, the fuel as its select's value. */
export interface RefuelFormValues extends Record<string, unknown> {
  vehicleId: string;
  /** 'YYYY-MM-DD' and 'HH:mm' on the organisation's clocks. */
  date: string;
  time: string;
  fuelType: string;
  amount: string;
  unit: string;
  pricePerUnit: string;
}

/** The fuel a vehicle's refuel starts with: the vehicle's own, when it is one of spec section 3's. */
export function fuelOfVehicle(vehicle: Vehicle | undefined): { fuelType: string; unit: string } | undefined {
  if (!vehicle || !isFuelType(vehicle.fuelType)) return undefined;
  return { fuelType: String(vehicle.fuelType), unit: unitOfFuel(vehicle.fuelType) };
}

/** The input an issue of refuelInputSchema belongs to: the instant is typed as a date and a time. */
const inputOf = (path: readonly PropertyKey[]) => {
  const name = String(path[0] ?? '');
  return name === 'at' ? 'date' : name;
};

/**
 * refuelInputSchema (the server's own rules, issue 25) read through the form: the date and time
 * on the organisation's clocks, numbers with a decimal comma or point, no price when none is
 * typed, each message on its own input (a unit that is not the fuel's says which one is).
 */
export function refuelFormSchema(zone: string): z.ZodType<RefuelInput> {
  return z.custom<RefuelFormValues>().transform((values, ctx) => {
    const flagged = new Set<string>();
    const flag = (name: string, message: string) => {
      if (flagged.has(name)) return;
      flagged.add(name);
      ctx.addIssue({ code: 'custom', message, path: [name] });
    };
    if (!values.vehicleId) flag('vehicleId', 'fleet:vehicleRequired');
    const at = zoneInstant(values.date, values.time, zone);
    if (at === undefined) flag(values.date ? 'time' : 'date', 'validation:invalidDate');
    const amount = readDecimal(values.amount);
    if (amount === 'empty') flag('amount', 'validation:required');
    if (amount === 'invalid') flag('amount', 'validation:number');
    const price = readDecimal(values.pricePerUnit);
    if (price === 'invalid') flag('pricePerUnit', 'validation:number');

    const result = refuelInputSchema.safeParse({
      vehicleId: values.vehicleId,
      at: at === undefined ? '' : new Date(at).toISOString(),
      fuelType: Number(values.fuelType),
      amount: typeof amount === 'number' ? amount : undefined,
      unit: values.unit,
      ...(typeof price === 'number' ? { pricePerUnit: price } : {}),
      source: 'manual',
    });
    if (!result.success) for (const issue of result.error.issues) flag(inputOf(issue.path), issue.message);
    if (!result.success || flagged.size > 0) return z.NEVER;
    return result.data;
  });
}
