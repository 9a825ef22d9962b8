import { FUEL_TYPES } from '../fleet/fuel-types';

/**
 * What a vehicle can run on. The spec's fuel table (0–8) is the list of fuel prices; AdBlue (4)
 * is an additive bought beside diesel, not a fuel a vehicle runs on, so it is left out here.
 * "Biodiesel also appears as a vehicle fuel option" (spec section 3): it gets the next free
 * number, 9, and is priced like renewable diesel by the calculators.
 */
export const VEHICLE_FUEL_TYPES = [
  ...FUEL_TYPES.filter((fuel) => fuel.value !== 4).map((fuel) => ({
    value: fuel.value as number,
    name: fuel.name as string,
    costField: fuel.costField as string,
  })),
  { value: 9, name: 'biodiesel', costField: 'renewableDieselCost' },
] as const;
export const VEHICLE_FUEL_TYPE_VALUES: readonly number[] = VEHICLE_FUEL_TYPES.map((fuel) => fuel.value);

export function isVehicleFuelType(value: unknown): value is number {
  return typeof value === 'number' && VEHICLE_FUEL_TYPE_VALUES.includes(value);
}
