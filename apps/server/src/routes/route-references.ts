import { licenceKindOf, type RouteInput } from '@rahti/domain';
import type { Tx } from '../db/tenant';
import { routeError } from './route-errors';

const REFERENCES = [
  { field: 'customerId', table: 'customers', key: 'unknownCustomer' },
  { field: 'vehicleId', table: 'vehicles', key: 'unknownVehicle' },
  { field: 'departmentId', table: 'departments', key: 'unknownDepartment' },
] as const;

/**
 * What a route names must be the organisation's own: its customer, vehicle and department, and
 * licence codes that are built in or the organisation's licence types. A 400 naming the field
 * otherwise (the first unknown licence code in the message).
 */
export async function checkRouteReferences(tx: Tx, organisationId: string, input: RouteInput): Promise<void> {
  for (const { field, table, key } of REFERENCES) {
    const id = input[field];
    if (!id) continue;
    const found = await tx
      .selectFrom(table)
      .select('id')
      .where('organisation_id', '=', organisationId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!found) throw routeError(400, key, field);
  }
  const custom = input.requiredLicences.filter((code) => !licenceKindOf(code));
  if (custom.length === 0) return;
  const rows = await tx
    .selectFrom('licence_types')
    .select('code')
    .where('organisation_id', '=', organisationId)
    .execute();
  const known = new Set(rows.map((row) => row.code.trim().toUpperCase()));
  const unknown = custom.find((code) => !known.has(code));
  if (unknown !== undefined) throw routeError(400, 'unknownLicence', 'requiredLicences', { code: unknown });
}
