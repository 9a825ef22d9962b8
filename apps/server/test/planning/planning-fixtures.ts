import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../src/platform/app-context';
import { withTenant } from '../../src/db/tenant';
import type { TestTenant } from '../helpers/tenants';

/** A plan as POST /api/planned-shifts takes it: Monday 9 March 2026, 07:00–15:00 in Helsinki. */
export const planBody = (driverId: string, extra: Record<string, unknown> = {}) => ({
  driverId,
  vehicleIds: [],
  start: '2026-03-09T07:00:00+02:00',
  end: '2026-03-09T15:00:00+02:00',
  status: 'draft',
  ...extra,
});

/** Licences, pay periods and approved absences written straight to the database. */
export async function addPlanningFacts(
  context: AppContext,
  tenant: TestTenant,
  facts: {
    licences?: { driverId: string; code: string; expiresOn: string | null }[];
    payPeriods?: { startDate: string; endDate: string }[];
    absences?: { driverId: string; startDate: string; endDate: string }[];
  },
): Promise<{ payPeriodIds: string[]; absenceIds: string[] }> {
  const organisation_id = tenant.organisationId;
  return withTenant(context.database.db, organisation_id, async (tx) => {
    for (const licence of facts.licences ?? [])
      await tx
        .insertInto('driver_licences')
        .values({ organisation_id, driver_id: licence.driverId, code: licence.code, expires_on: licence.expiresOn })
        .execute();
    const payPeriodIds: string[] = [];
    for (const period of facts.payPeriods ?? []) {
      const row = await tx
        .insertInto('pay_periods')
        .values({
          organisation_id,
          start_date: period.startDate,
          end_date: period.endDate,
          pay_date: period.endDate,
          name: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      payPeriodIds.push(row.id);
    }
    const absenceIds: string[] = [];
    for (const absence of facts.absences ?? []) {
      const row = await tx
        .insertInto('absences')
        .values({
          organisation_id,
          client_key: randomUUID(),
          driver_id: absence.driverId,
          work_type: 15,
          kind: 'vacation',
          start_date: absence.startDate,
          end_date: absence.endDate,
          hours: null,
          approval: 'approved',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      absenceIds.push(row.id);
    }
    return { payPeriodIds, absenceIds };
  });
}
