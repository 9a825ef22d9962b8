import { sql, type RawBuilder } from 'kysely';
import type { ReportFilters } from '@rahti/domain';
import type { Tx } from '../db/tenant';

/** Where each filter's names are and how they read and sort (a driver by surname). */
const NAMED: Record<keyof ReportFilters, { table: string; name: RawBuilder<unknown>; order: RawBuilder<unknown> }> = {
  departmentIds: { table: 'departments', name: sql`name`, order: sql`name` },
  vehicleIds: { table: 'vehicles', name: sql`register_number`, order: sql`register_number` },
  driverIds: { table: 'drivers', name: sql`concat_ws(' ', first_name, last_name)`, order: sql`last_name, first_name` },
  customerIds: { table: 'customers', name: sql`name`, order: sql`name` },
};

/** The names of a report's filter ids, the organisation's own only, for the PDF's filter lines. */
export const reportNamesRepository = {
  async names(tx: Tx, organisationId: string, filters: ReportFilters): Promise<Record<keyof ReportFilters, string[]>> {
    const names = { departmentIds: [], vehicleIds: [], driverIds: [], customerIds: [] } as Record<
      keyof ReportFilters,
      string[]
    >;
    for (const key of Object.keys(NAMED) as (keyof ReportFilters)[]) {
      const ids = filters[key];
      if (ids.length === 0) continue;
      const { table, name, order } = NAMED[key];
      const { rows } = await sql<{ name: string }>`select ${name} as name from ${sql.table(table)}
        where organisation_id = ${organisationId} and id = any(${ids}::uuid[]) order by ${order}`.execute(tx);
      names[key] = rows.map((row) => row.name);
    }
    return names;
  },
};
