import {
  PRE_TRIP_DEFAULT_CHECKLISTS,
  VEHICLE_CLASS_NUMBERS,
  type PreTripChecklist,
  type PreTripChecklistsInput,
} from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { withTenant, type Tx } from '../db/tenant';
import { isMachineCaller, type AuthContext } from '../http/access';
import { preTripRepository as preTrip } from './pre-trip.repository';

/**
 * The organisation's pre-trip checklists inside the caller's transaction: every vehicle class, its
 * own list where the organisation wrote one, else the built-in one. The driver app's context reads
 * them with the vehicles.
 */
export async function preTripChecklistsIn(tx: Tx, organisationId: string): Promise<PreTripChecklist[]> {
  const rows = await preTrip.checklists(tx, organisationId);
  return VEHICLE_CLASS_NUMBERS.map((vehicleClass) => {
    const own = rows.find((row) => row.vehicle_class === vehicleClass);
    return own
      ? { vehicleClass, items: own.items, isBuiltIn: false }
      : { vehicleClass, items: [...PRE_TRIP_DEFAULT_CHECKLISTS[vehicleClass]], isBuiltIn: true };
  });
}

/** GET and PUT /api/pre-trip-checklists: what drivers check before driving off, per vehicle class. */
export function createPreTripChecklistsService(context: AppContext) {
  const { db } = context.database;
  return {
    list(auth: AuthContext): Promise<PreTripChecklist[]> {
      return withTenant(db, auth.organisationId, (tx) => preTripChecklistsIn(tx, auth.organisationId));
    },

    /** Writes the classes given (null: back to the built-in list); answers every class as it now is. */
    save(auth: AuthContext, input: PreTripChecklistsInput): Promise<PreTripChecklist[]> {
      const by = isMachineCaller(auth) ? null : auth.userId;
      return withTenant(db, auth.organisationId, async (tx) => {
        for (const { vehicleClass, items } of input.checklists) {
          if (items === null) await preTrip.deleteChecklist(tx, auth.organisationId, vehicleClass);
          else await preTrip.saveChecklist(tx, auth.organisationId, vehicleClass, items, by);
        }
        return preTripChecklistsIn(tx, auth.organisationId);
      });
    },
  };
}
