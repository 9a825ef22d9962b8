import type { Vehicle } from '@rahti/domain';
import type { VehicleRow } from './vehicles.repository';

export function toVehicle(row: VehicleRow): Vehicle {
  return {
    id: row.id,
    name: row.name,
    registerNumber: row.register_number,
    baseId: row.base_id,
    vehicleClass: row.vehicle_class,
    vehicleCode: row.vehicle_code,
    imei: row.imei,
    fuelType: row.fuel_type,
    emissionStandard: row.emission_standard,
    externalId: row.external_id,
    deviceId: row.device_id,
    deviceLock: row.device_lock,
    isActive: row.is_active,
    activatedAt: row.activated_at ? new Date(row.activated_at).toISOString() : null,
    isShared: row.is_shared,
    lastPositionAt: row.last_position_at ? new Date(row.last_position_at).toISOString() : null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
