import type { Vehicle, VehicleInput } from '@rahti/domain';
import type { useZodForm } from '../../lib/use-zod-form';

/**
 * The form's values: what the inputs hold, numbers as the selects' text. vehicleInputSchema
 * turns them into a VehicleInput ("3" → 3, "" base → null, "abc123" → "ABC-123").
 */
export function vehicleFormValues(vehicle?: Vehicle) {
  return {
    registerNumber: vehicle?.registerNumber ?? '',
    name: vehicle?.name ?? '',
    // No class is preselected: the calculators price each class differently, so it is a choice.
    vehicleClass: vehicle ? String(vehicle.vehicleClass) : '',
    baseId: vehicle?.baseId ?? '',
    vehicleCode: vehicle?.vehicleCode ?? '',
    imei: vehicle?.imei ?? '',
    fuelType: String(vehicle?.fuelType ?? 0),
    emissionStandard: String(vehicle?.emissionStandard ?? 0),
    externalId: vehicle?.externalId ?? '',
    deviceId: vehicle?.deviceId ?? '',
    deviceLock: vehicle?.deviceLock ?? false,
  };
}

export type VehicleFormValues = ReturnType<typeof vehicleFormValues>;
export type VehicleForm = ReturnType<typeof useZodForm<VehicleFormValues, VehicleInput>>;
