import { hasAccess, type VehicleInput } from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { isUniqueViolation } from '../db/errors';
import { withSystem, withTenant } from '../db/tenant';
import { notFound } from '../http/api-error';
import type { AuthContext } from '../http/access';
import { isForeignKeyViolation, organisationDataError } from '../http/organisation-data-errors';
import { toVehicle } from './vehicle-dto';
import { allVehiclesRepository, vehiclesRepository } from './vehicles.repository';

function translateWriteError(error: unknown): never {
  if (isUniqueViolation(error)) throw organisationDataError(409, 'registerNumberTaken', 'registerNumber');
  if (isForeignKeyViolation(error)) throw organisationDataError(400, 'unknownReference', 'baseId');
  throw error;
}

export function createVehiclesService(context: AppContext) {
  const { db } = context.database;
  const inTenant = <T>(auth: AuthContext, work: Parameters<typeof withTenant<T>>[2]) =>
    withTenant(db, auth.organisationId, work);

  return {
    async list(auth: AuthContext) {
      return (await inTenant(auth, (tx) => vehiclesRepository.list(tx, auth.organisationId))).map(toVehicle);
    },

    async get(auth: AuthContext, id: string) {
      const row = await inTenant(auth, (tx) => vehiclesRepository.find(tx, auth.organisationId, id));
      if (!row) throw notFound();
      return toVehicle(row);
    },

    /** New vehicles start inactive: activation is a separate step counted against the limit. */
    async create(auth: AuthContext, input: VehicleInput) {
      const row = await inTenant(auth, (tx) => vehiclesRepository.create(tx, auth.organisationId, input)).catch(
        translateWriteError,
      );
      return toVehicle(row);
    },

    async update(auth: AuthContext, id: string, input: VehicleInput) {
      const row = await inTenant(auth, (tx) => vehiclesRepository.update(tx, auth.organisationId, id, input)).catch(
        translateWriteError,
      );
      if (!row) throw notFound();
      return toVehicle(row);
    },

    /** A shared vehicle stays until its sharing is removed (spec section 6). */
    async remove(auth: AuthContext, id: string) {
      await inTenant(auth, async (tx) => {
        const row = await vehiclesRepository.find(tx, auth.organisationId, id, true);
        if (!row) throw notFound();
        if (row.is_shared) throw organisationDataError(409, 'vehicleShared');
        await vehiclesRepository.delete(tx, auth.organisationId, id);
      });
    },

    /**
     * Activation counts against the organisation's vehicle limit (null = no limit). Switching a
     * vehicle off is the site operator's decision, not the organisation's (spec: activation
     * cannot be undone by the organisation).
     */
    async setActive(auth: AuthContext, id: string, active: boolean) {
      const row = await inTenant(auth, async (tx) => {
        const current = await vehiclesRepository.find(tx, auth.organisationId, id, true);
        if (!current) throw notFound();
        if (current.is_active === active) return current;
        if (!active) {
          if (!hasAccess('siteOperator', auth)) throw organisationDataError(403, 'vehicleDeactivationRefused');
          return vehiclesRepository.setActive(tx, auth.organisationId, id, false, context.now());
        }
        const limit = await vehiclesRepository.lockVehicleLimit(tx, auth.organisationId);
        if (limit !== null && (await vehiclesRepository.countActive(tx, auth.organisationId)) >= limit) {
          throw organisationDataError(409, 'vehicleLimitReached');
        }
        return vehiclesRepository.setActive(tx, auth.organisationId, id, true, context.now());
      });
      if (!row) throw notFound();
      return toVehicle(row);
    },

    /** Site operator: deactivates any organisation's vehicle. */
    async deactivateAsOperator(id: string) {
      const vehicle = await withSystem(db, (tx) => allVehiclesRepository.findById(tx, id));
      if (!vehicle) throw notFound();
      const row = await withTenant(db, vehicle.organisation_id, (tx) =>
        vehiclesRepository.setActive(tx, vehicle.organisation_id, id, false, context.now()),
      );
      if (!row) throw notFound();
      return toVehicle(row);
    },

    async equipment(auth: AuthContext) {
      return (await inTenant(auth, (tx) => vehiclesRepository.list(tx, auth.organisationId))).map(toVehicle);
    },
  };
}
