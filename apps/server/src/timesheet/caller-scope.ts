import { CLIENT_IDS } from '@rahti/domain';
import type { Tx } from '../db/tenant';
import type { AuthContext } from '../http/access';
import { supervisionScope, type SupervisionScope } from './supervision';

/** Signed in through the driver app: the caller is a driver and acts on their own items only. */
export const isDriverClient = (auth: AuthContext): boolean => auth.clientId === CLIENT_IDS.driver;

/**
 * What a caller sees: a driver in the driver app their own items (the drivers whose account
 * they are), a supervisor their assigned drivers and planned shifts, anyone else the whole
 * organisation. Whatever a caller cannot see answers 404, as if it did not exist.
 */
export async function callerScope(tx: Tx, auth: AuthContext): Promise<SupervisionScope> {
  if (!isDriverClient(auth)) return supervisionScope(tx, auth);
  const own = await tx.selectFrom('drivers').select('id').where('organisation_id', '=', auth.organisationId).where('user_id', '=', auth.userId).execute();
  return { all: false, driverIds: own.map((row) => row.id), plannedShiftIds: [] };
}
