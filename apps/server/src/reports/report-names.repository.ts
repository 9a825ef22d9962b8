import type { ReportFilters } from '@rahti/domain';
import type { Tx } from '../db/tenant';

/** The names of a report's filter ids, the organisation's own only, for the PDF's filter lines. */
export const reportNamesRepository = {
  async names(tx: Tx, organisationId: string, filters: ReportFilters): Promise<Record<keyof ReportFilters, string[]>> {
    const of = (rows: { name: string }[]) => rows.map((row) => row.name);
    return {
      departmentIds: filters.departmentIds.length
        ? of(
            await tx
              .selectFrom('departments')
              .select('name')
              .where('organisation_id', '=', organisationId)
              .where('id', 'in', filters.departmentIds)
              .orderBy('name')
              .execute(),
          )
        : [],
      vehicleIds: filters.vehicleIds.length
        ? of(
            await tx
              .selectFrom('vehicles')
              .select('register_number as name')
              .where('organisation_id', '=', organisationId)
              .where('id', 'in', filters.vehicleIds)
              .orderBy('register_number')
              .execute(),
          )
        : [],
      driverIds: filters.driverIds.length
        ? of(
            await tx
              .selectFrom('drivers')
              .select((eb) => eb.fn<string>('concat_ws', [eb.val(' '), 'first_name', 'last_name']).as('name'))
              .where('organisation_id', '=', organisationId)
              .where('id', 'in', filters.driverIds)
              .orderBy('last_name')
              .execute(),
          )
        : [],
      customerIds: filters.customerIds.length
        ? of(
            await tx
              .selectFrom('customers')
              .select('name')
              .where('organisation_id', '=', organisationId)
              .where('id', 'in', filters.customerIds)
              .orderBy('name')
              .execute(),
          )
        : [],
    };
  },
};
