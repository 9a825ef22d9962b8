/** Fuel types of spec section 3: value, name, the unit it is bought in, and its cost field. */
export const FUEL_TYPES = [
  { value: 0, name: 'diesel', unit: 'l', costField: 'dieselCost' },
  { value: 1, name: 'electric', unit: 'kWh', costField: 'electricCost' },
  { value: 2, name: 'fuelOil', unit: 'l', costField: 'fuelOilCost' },
  { value: 3, name: 'renewableDiesel', unit: 'l', costField: 'renewableDieselCost' },
  { value: 4, name: 'adBlue', unit: 'l', costField: 'adBlueCost' },
  { value: 5, name: 'compressedNaturalGas', unit: 'kg', costField: 'compressedNaturalGasCost' },
  { value: 6, name: 'liquefiedNaturalGas', unit: 'l', costField: 'liquefiedNaturalGasCost' },
  { value: 7, name: 'compressedBiogas', unit: 'kg', costField: 'compressedBiogasCost' },
  { value: 8, name: 'liquefiedBiogas', unit: 'l', costField: 'liquefiedBiogasCost' },
] as const;
export type FuelTypeValue = (typeof FUEL_TYPES)[number]['value'];
export type FuelTypeName = (typeof FUEL_TYPES)[number]['name'];
export type FuelUnit = (typeof FUEL_TYPES)[number]['unit'];
export const FUEL_TYPE_VALUES = FUEL_TYPES.map((f) => f.value) as FuelTypeValue[];

export function fuelTypeOf(value: FuelTypeValue) {
  const fuel = FUEL_TYPES.find((f) => f.value === value);
  if (!fuel) throw new Error(`Unknown fuel type ${value}`);
  return fuel;
}

export function isFuelType(value: unknown): value is FuelTypeValue {
  return FUEL_TYPES.some((f) => f.value === value);
}

/**
 * The fuel a vehicle of a vehicle fuel type is refuelled with (vehicle-fuel-types lists biodiesel,
 * 9, beside spec section 3's fuels): biodiesel is bought and counted as renewable diesel, as the
 * calculators price it. None for a code that is no fuel.
 */
export function refuelFuelOf(vehicleFuelType: number): (typeof FUEL_TYPES)[number] | undefined {
  const value = vehicleFuelType === 9 ? 3 : vehicleFuelType;
  return FUEL_TYPES.find((fuel) => fuel.value === value);
}
