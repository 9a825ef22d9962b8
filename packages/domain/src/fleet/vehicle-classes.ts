/** Vehicle classes of spec section 3, by their fixed numbers. */
export const VEHICLE_CLASSES = {
  1: 'Car',
  2: 'Van',
  3: 'Truck',
  4: 'TractorUnit',
  5: 'Semitrailer',
  6: 'Fulltrailer',
  7: 'HCT-combination',
  8: 'Bus',
  9: 'Machine',
} as const;
export type VehicleClass = keyof typeof VEHICLE_CLASSES;
export type VehicleClassName = (typeof VEHICLE_CLASSES)[VehicleClass];
export const VEHICLE_CLASS_NUMBERS = Object.keys(VEHICLE_CLASSES).map(Number) as VehicleClass[];

export function isVehicleClass(value: unknown): value is VehicleClass {
  return typeof value === 'number' && value in VEHICLE_CLASSES;
}

/** Category 1 is a machine (priced by the hour, no road costs); every other class is 0. */
export function vehicleCategoryOf(vehicleClass: VehicleClass): 0 | 1 {
  return vehicleClass === 9 ? 1 : 0;
}

/** Calculation types: a machine class is calculated as a machine, the rest as vehicles. */
export type CalculationType = 'vehicle' | 'machine';
export function calculationTypeOf(vehicleClass: VehicleClass): CalculationType {
  return vehicleCategoryOf(vehicleClass) === 1 ? 'machine' : 'vehicle';
}

/** Trailers have no engine of their own: no fuel, no driver. */
export function isTrailer(vehicleClass: VehicleClass): boolean {
  return vehicleClass === 5 || vehicleClass === 6;
}

/** Trailers and machines are not driven on the road: only the others can be a driver's default vehicle. */
export function isDrivable(vehicleClass: number): boolean {
  return isVehicleClass(vehicleClass) && !isTrailer(vehicleClass) && vehicleClass !== 9;
}
