import type { Tx } from '../db/tenant';

/** Whose a shift is and the planned shift it names (or had stored). */
interface PlanLink {
  driverId: string;
  plannedShiftId: string | null;
}

/**
 * The planned shift a shift carries out (issue 24), as stored: the plan the input names when it
 * is a published plan of the shift's driver in the organisation; otherwise the plan the shift
 * already had, while its driver stays the same; otherwise none.
 *
 * Never a refusal: `shifts.planned_shift_id` has no key (migration 0027), as `route_id` has none
 * (0026), so a shift recorded offline naming a plan removed or taken back to a draft since, or
 * one of another driver, is stored rather than stuck in the phone's outbox. And an edit naming
 * none keeps the stored plan: the office's editor and older driver apps send null with every
 * edit, and a plan already carried out is not unlinked by a change of the times.
 */
export async function plannedShiftToStore(
  tx: Tx,
  organisationId: string,
  input: PlanLink,
  stored: PlanLink | null,
): Promise<string | null> {
  if (input.plannedShiftId !== null) {
    const plan = await tx
      .selectFrom('planned_shifts')
      .select('id')
      .where('organisation_id', '=', organisationId)
      .where('id', '=', input.plannedShiftId)
      .where('driver_id', '=', input.driverId)
      .where('status', '=', 'published')
      .executeTakeFirst();
    if (plan) return plan.id;
  }
  return stored?.driverId === input.driverId ? stored.plannedShiftId : null;
}
