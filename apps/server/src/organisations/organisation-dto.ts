import { normaliseFeatures, type Organisation, type OrganisationWithFeatures } from '@rahti/domain';
import type { OrganisationRow } from './organisations.repository';

export function toOrganisation(row: OrganisationRow): Organisation {
  return {
    id: row.id,
    name: row.name,
    currency: row.currency,
    vehicleLimit: row.vehicle_limit,
    timeZone: row.time_zone,
    driverNameOrder: row.driver_name_order,
    setToBeDeletedAt: row.set_to_be_deleted_at ? new Date(row.set_to_be_deleted_at).toISOString() : null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export function toOrganisationWithFeatures(row: OrganisationRow): OrganisationWithFeatures {
  return { ...toOrganisation(row), features: normaliseFeatures(row.features) };
}
