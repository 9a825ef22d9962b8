import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { withTenant } from '../db/tenant';
import { reportSchedulesRepository } from '../reports/report-schedules.repository';

const ADMIN_EMAIL = 'admin@demo.test';

/**
 * The demo's scheduled report (issue 27): the vehicles' km, fuel and cost as a PDF to the demo
 * Admin on the 1st of every month, for the month before. Only when the organisation has no
 * schedule yet, so a second run changes nothing.
 */
export async function seedDemoReports(db: Kysely<Database>, organisationId: string): Promise<string[]> {
  return withTenant(db, organisationId, async (tx) => {
    if ((await reportSchedulesRepository.list(tx, organisationId)).length > 0) return [];
    const admin = await tx
      .selectFrom('users')
      .select('id')
      .where('organisation_id', '=', organisationId)
      .where('email', '=', ADMIN_EMAIL)
      .executeTakeFirst();
    if (!admin) return [];
    await reportSchedulesRepository.insert(
      tx,
      organisationId,
      {
        kind: 'vehicles',
        filters: { departmentIds: [], vehicleIds: [], driverIds: [], customerIds: [] },
        format: 'pdf',
        frequency: 'monthly',
        day: 1,
        recipients: [admin.id],
      },
      admin.id,
    );
    return ['a monthly vehicles report to the Admin'];
  });
}
