import type { Supervisor } from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { withTenant, type Tx } from '../db/tenant';
import { badRequest, notFound } from '../http/api-error';
import type { AuthContext } from '../http/access';

/** Every user with assignments, by user id; ids in a stable order. */
async function readSupervisors(tx: Tx, organisationId: string, userId?: string): Promise<Supervisor[]> {
  let select = tx
    .selectFrom('supervisor_assignments')
    .select(['user_id', 'driver_id', 'planned_shift_id'])
    .where('organisation_id', '=', organisationId);
  if (userId) select = select.where('user_id', '=', userId);
  const rows = await select.orderBy('user_id').orderBy('driver_id').orderBy('planned_shift_id').execute();
  const byUser = new Map<string, Supervisor>();
  for (const row of rows) {
    let supervisor = byUser.get(row.user_id);
    if (!supervisor)
      byUser.set(row.user_id, (supervisor = { userId: row.user_id, driverIds: [], plannedShiftIds: [] }));
    if (row.driver_id) supervisor.driverIds.push(row.driver_id);
    if (row.planned_shift_id) supervisor.plannedShiftIds.push(row.planned_shift_id);
  }
  return [...byUser.values()];
}

/**
 * Supervisors (spec section 6): a User supervising drivers or planned shifts sees only those.
 * The planned shifts must be the organisation's (resource planning, migration 0027).
 */
export function createSupervisorsService(context: AppContext) {
  const { db } = context.database;
  return {
    list(auth: AuthContext): Promise<Supervisor[]> {
      return withTenant(db, auth.organisationId, (tx) => readSupervisors(tx, auth.organisationId));
    },

    /** Replaces the user's assignments; none left makes them an ordinary User again. */
    replace(
      auth: AuthContext,
      userId: string,
      input: { driverIds: string[]; plannedShiftIds: string[] },
    ): Promise<Supervisor> {
      const organisationId = auth.organisationId;
      return withTenant(db, organisationId, async (tx) => {
        const user = await tx
          .selectFrom('users')
          .select('id')
          .where('organisation_id', '=', organisationId)
          .where('id', '=', userId)
          .executeTakeFirst();
        if (!user) throw notFound();
        const driverIds = [...new Set(input.driverIds)];
        const plannedShiftIds = [...new Set(input.plannedShiftIds)];
        const known =
          driverIds.length === 0
            ? []
            : await tx
                .selectFrom('drivers')
                .select('id')
                .where('organisation_id', '=', organisationId)
                .where('id', 'in', driverIds)
                .execute();
        const knownIds = new Set(known.map((row) => row.id));
        const unknown = input.driverIds.findIndex((id) => !knownIds.has(id));
        if (unknown >= 0) throw badRequest('shifts:unknownDriver', `driverIds.${unknown}`);
        const plans =
          plannedShiftIds.length === 0
            ? []
            : await tx
                .selectFrom('planned_shifts')
                .select('id')
                .where('organisation_id', '=', organisationId)
                .where('id', 'in', plannedShiftIds)
                .execute();
        const knownPlans = new Set(plans.map((row) => row.id));
        const unknownPlan = input.plannedShiftIds.findIndex((id) => !knownPlans.has(id));
        if (unknownPlan >= 0) throw badRequest('planning:unknownPlannedShift', `plannedShiftIds.${unknownPlan}`);

        await tx
          .deleteFrom('supervisor_assignments')
          .where('organisation_id', '=', organisationId)
          .where('user_id', '=', userId)
          .execute();
        const rows = [
          ...driverIds.map((driverId) => ({
            organisation_id: organisationId,
            user_id: userId,
            driver_id: driverId,
            planned_shift_id: null,
          })),
          ...plannedShiftIds.map((plannedShiftId) => ({
            organisation_id: organisationId,
            user_id: userId,
            driver_id: null,
            planned_shift_id: plannedShiftId,
          })),
        ];
        if (rows.length > 0) await tx.insertInto('supervisor_assignments').values(rows).execute();
        return (await readSupervisors(tx, organisationId, userId))[0] ?? { userId, driverIds: [], plannedShiftIds: [] };
      });
    },
  };
}
