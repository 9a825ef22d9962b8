import type { Tx } from '../db/tenant';
import { forbidden } from '../http/api-error';
import { isDriverClient, type AuthContext } from '../http/access';
import { supervisionScope, type SupervisionScope } from './supervision';

/**
 * What a caller sees: a driver in the driver app their own items (the drivers whose account
 * they are), a supervisor their assigned drivers and planned shifts, anyone else the whole
 * organisation. Whatever a caller cannot see answers 404, as if it did not exist.
 */
export async function callerScope(tx: Tx, auth: AuthContext): Promise<SupervisionScope> {
  if (!isDriverClient(auth)) return supervisionScope(tx, auth);
  const own = await tx
    .selectFrom('drivers')
    .select('id')
    .where('organisation_id', '=', auth.organisationId)
    .where('user_id', '=', auth.userId)
    .execute();
  return { all: false, driverIds: own.map((row) => row.id), plannedShiftIds: [] };
}

/** Office actions (split, merge, end, approval) are not the driver app's. */
export function assertOfficeClient(auth: AuthContext): void {
  if (isDriverClient(auth)) throw forbidden();
}
