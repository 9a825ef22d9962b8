import { sql, type RawBuilder } from 'kysely';
import type { Tx } from '../db/tenant';
import { isMachineCaller, type AuthContext } from '../http/access';

/**
 * Which shifts and absences a caller sees (spec section 6): a User made a supervisor sees only
 * the drivers and planned shifts assigned to them; a shift not assigned to one of their
 * planned shifts, of a driver not assigned to them, is invisible (404, as if it did not exist).
 * Admins and Superusers, Users without assignments and API clients see the whole organisation.
 */
export type SupervisionScope =
  { all: true } | { all: false; driverIds: readonly string[]; plannedShiftIds: readonly string[] };

export async function supervisionScope(tx: Tx, auth: AuthContext): Promise<SupervisionScope> {
  // An organisation's API credentials read its whole timesheet (spec section 7).
  if (auth.role !== 'User' || isMachineCaller(auth)) return { all: true };
  const rows = await tx
    .selectFrom('supervisor_assignments')
    .select(['driver_id', 'planned_shift_id'])
    .where('organisation_id', '=', auth.organisationId)
    .where('user_id', '=', auth.userId)
    .execute();
  if (rows.length === 0) return { all: true };
  return {
    all: false,
    driverIds: rows.flatMap((row) => (row.driver_id ? [row.driver_id] : [])),
    plannedShiftIds: rows.flatMap((row) => (row.planned_shift_id ? [row.planned_shift_id] : [])),
  };
}

const inList = (column: string, ids: readonly string[]): RawBuilder<boolean> =>
  ids.length === 0 ? sql<boolean>`false` : sql<boolean>`${sql.ref(column)} in (${sql.join(ids)})`;

/** A condition on a shifts row (`alias` is its table alias) that holds for visible shifts. */
export function visibleShiftCondition(scope: SupervisionScope, alias = 'shifts'): RawBuilder<boolean> {
  if (scope.all) return sql<boolean>`true`;
  return sql<boolean>`(${inList(`${alias}.driver_id`, scope.driverIds)} or ${inList(`${alias}.planned_shift_id`, scope.plannedShiftIds)})`;
}

/** A condition on any row with a driver column (absences, drivers) for the drivers a caller sees. */
export function visibleDriverCondition(scope: SupervisionScope, column: string): RawBuilder<boolean> {
  return scope.all ? sql<boolean>`true` : inList(column, scope.driverIds);
}

export function canSeeShift(
  scope: SupervisionScope,
  shift: { driver_id: string; planned_shift_id: string | null },
): boolean {
  if (scope.all) return true;
  return (
    scope.driverIds.includes(shift.driver_id) ||
    (shift.planned_shift_id !== null && scope.plannedShiftIds.includes(shift.planned_shift_id))
  );
}

export function canSeeDriver(scope: SupervisionScope, driverId: string): boolean {
  return scope.all || scope.driverIds.includes(driverId);
}
