import type { AppContext } from '../../src/platform/app-context';
import { withTenant } from '../../src/db/tenant';
import type { TestTenant } from '../helpers/tenants';

/**
 * One of each organisation-data record for a tenant, written straight to the database, so the
 * generic route suites can aim requests at another organisation's real ids.
 */
export async function addOrganisationData(context: AppContext, tenant: TestTenant): Promise<TestTenant> {
  const organisation_id = tenant.organisationId;
  await withTenant(context.database.db, organisation_id, async (tx) => {
    const one = <T extends { id: string }>(query: { executeTakeFirstOrThrow(): Promise<T> }) =>
      query.executeTakeFirstOrThrow().then((row) => row.id);
    tenant.departmentId = await one(
      tx.insertInto('departments').values({ organisation_id, name: 'Sample department' }).returning('id'),
    );
    tenant.baseId = await one(tx.insertInto('bases').values({ organisation_id, name: 'Sample base' }).returning('id'));
    tenant.driverGroupId = await one(
      tx
        .insertInto('driver_groups')
        .values({
          organisation_id,
          name: 'Sample group',
          guaranteed_hours: 80,
          standard_working_hours: 7.5,
          thresholds: '{}',
          paid_break_type: 'unpaid',
          paid_break_limit_minutes: null,
          device_lock: false,
          permissions: '{}',
        })
        .returning('id'),
    );
    tenant.vehicleId = await one(
      tx
        .insertInto('vehicles')
        .values({
          organisation_id,
          name: '',
          register_number: 'SMP-001',
          base_id: null,
          vehicle_class: 3,
          vehicle_code: '',
          imei: '',
          fuel_type: 0,
          emission_standard: 6,
          external_id: '',
          device_id: '',
          device_lock: false,
        })
        .returning('id'),
    );
    tenant.driverId = await one(
      tx
        .insertInto('drivers')
        .values({
          organisation_id,
          first_name: 'Sample',
          last_name: 'Driver',
          driver_card_id: null,
          employee_number: '',
          username: `sample.${organisation_id.slice(0, 8)}`,
          email: null,
          gross_wage_per_hour: null,
          default_vehicle_id: null,
          department_id: null,
          base_id: null,
          driver_group_id: null,
          user_id: null,
        })
        .returning('id'),
    );
    tenant.licenceTypeId = await one(
      tx
        .insertInto('licence_types')
        .values({ organisation_id, code: 'SAMPLE', name: 'Sample', kind: 'qualification' })
        .returning('id'),
    );
  });
  return tenant;
}
