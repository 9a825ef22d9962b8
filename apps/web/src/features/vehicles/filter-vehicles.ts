import type { Vehicle } from '@rahti/domain';
import { matchesSearch } from './list-columns';

/** What the user narrowed the list to; '' means "all". */
export interface VehicleFilter {
  search: string;
  /** A base id, or NO_BASE for vehicles without one. */
  baseId: string;
  vehicleClass: string;
  status: '' | 'active' | 'inactive';
}

export const NO_BASE = 'none';
export const NO_VEHICLE_FILTER: VehicleFilter = { search: '', baseId: '', vehicleClass: '', status: '' };

/**
 * The vehicles the filter leaves. The search looks at the identifiers a user may have at hand:
 * register number, name, vehicle code, IMEI, device id and external id.
 */
export function filterVehicles(rows: readonly Vehicle[], filter: VehicleFilter, language: string): Vehicle[] {
  return rows.filter(
    (row) =>
      (filter.baseId === '' || (filter.baseId === NO_BASE ? row.baseId === null : row.baseId === filter.baseId)) &&
      (filter.vehicleClass === '' || String(row.vehicleClass) === filter.vehicleClass) &&
      (filter.status === '' || row.isActive === (filter.status === 'active')) &&
      matchesSearch(
        [row.registerNumber, row.name, row.vehicleCode, row.imei, row.deviceId, row.externalId],
        filter.search,
        language,
      ),
  );
}
