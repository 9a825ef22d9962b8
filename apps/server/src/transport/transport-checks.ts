import type { Tx } from '../db/tenant';
import { isMachineCaller, type AuthContext } from '../http/access';
import { transportError } from './transport-errors';
import { transportTasksRepository as tasks } from './transport-tasks.repository';

/** Who made a change, as the timeline keeps it: a person's id and name, or an API client's name. */
export interface Actor {
  byUserId: string | null;
  byName: string | null;
}

export async function actorOf(tx: Tx, auth: AuthContext): Promise<Actor> {
  const byUserId = isMachineCaller(auth) ? null : auth.userId;
  return {
    byUserId,
    byName: await tasks.callerName(tx, auth.organisationId, { userId: byUserId, clientId: auth.clientId }),
  };
}

/** The customer, driver and vehicle an order names must be the organisation's own: a 400 naming the field otherwise. */
export async function checkReferences(
  tx: Tx,
  organisationId: string,
  refs: { customerId?: string | null; driverId: string | null; vehicleId: string | null },
): Promise<void> {
  const known = async (table: 'customers' | 'drivers' | 'vehicles', id: string | null | undefined) =>
    !id || (await tasks.existing(tx, organisationId, table, [id])).has(id);
  if (!(await known('customers', refs.customerId))) throw transportError(400, 'unknownCustomer', 'customerId');
  if (!(await known('drivers', refs.driverId))) throw transportError(400, 'unknownDriver', 'driverId');
  if (!(await known('vehicles', refs.vehicleId))) throw transportError(400, 'unknownVehicle', 'vehicleId');
  if (refs.vehicleId && !refs.driverId) throw transportError(400, 'vehicleWithoutDriver', 'driverId');
}
