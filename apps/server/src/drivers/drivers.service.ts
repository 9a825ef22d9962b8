import { isDrivable, type DriverInput, type DriverListQuery } from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { withSystem, withTenant, type Tx } from '../db/tenant';
import { ApiError, conflict, notFound } from '../http/api-error';
import type { AuthContext } from '../http/access';
import { isForeignKeyViolation, organisationDataError } from '../http/organisation-data-errors';
import { createVehiclesService } from '../vehicles/vehicles.service';
import { toDriver } from './driver-dto';
import { settledEmployment } from './driver-employment';
import { translateDriverWriteError } from './driver-write-errors';
import { driversRepository, signInNamesLookup } from './drivers.repository';

async function readDriver(tx: Tx, organisationId: string, id: string) {
  const row = await driversRepository.find(tx, organisationId, id);
  if (!row) throw notFound();
  return toDriver(row, (await driversRepository.licences(tx, organisationId, [id])).get(id));
}

export function createDriversService(context: AppContext) {
  const { db } = context.database;
  const vehicles = createVehiclesService(context);

  /** A username another account signs in with is taken, in any organisation ("User name is already taken"). */
  async function assertUsernameFree(organisationId: string, username: string, userId: string | null) {
    const taken = await withSystem(db, (tx) => signInNamesLookup.taken(tx, organisationId, [{ username, userId }]));
    if (taken.has(username)) throw organisationDataError(409, 'usernameTaken', 'username');
  }

  /**
   * A default vehicle is one the driver drives: not a trailer or a machine. An unknown id is
   * left to the foreign key, which answers "does not exist".
   */
  async function assertDrivableDefaultVehicle(auth: AuthContext, vehicleId: string | null | undefined) {
    if (!vehicleId) return;
    const vehicle = await vehicles.get(auth, vehicleId).catch((error: unknown) => {
      if (error instanceof ApiError && error.statusCode === 404) return undefined;
      throw error;
    });
    if (vehicle && !isDrivable(vehicle.vehicleClass))
      throw organisationDataError(400, 'defaultVehicleNotDrivable', 'defaultVehicleId');
  }

  return {
    async list(auth: AuthContext, query: DriverListQuery) {
      return withTenant(db, auth.organisationId, async (tx) => {
        const rows = await driversRepository.list(tx, auth.organisationId, query);
        const licences = await driversRepository.licences(
          tx,
          auth.organisationId,
          rows.map((r) => r.id),
        );
        return rows.map((row) => toDriver(row, licences.get(row.id)));
      });
    },

    get(auth: AuthContext, id: string) {
      return withTenant(db, auth.organisationId, (tx) => readDriver(tx, auth.organisationId, id));
    },

    async create(auth: AuthContext, input: DriverInput) {
      await assertDrivableDefaultVehicle(auth, input.defaultVehicleId);
      await assertUsernameFree(auth.organisationId, input.username, null);
      return withTenant(db, auth.organisationId, async (tx) => {
        const employment = await settledEmployment(tx, auth.organisationId, input, context.now());
        const id = await driversRepository.create(tx, auth.organisationId, { ...input, ...employment });
        return readDriver(tx, auth.organisationId, id);
      }).catch(translateDriverWriteError);
    },

    /** A driver with an app account keeps signing in with the new username. */
    async update(auth: AuthContext, id: string, input: DriverInput) {
      const current = await withTenant(db, auth.organisationId, (tx) =>
        driversRepository.find(tx, auth.organisationId, id),
      );
      if (!current) throw notFound();
      await assertDrivableDefaultVehicle(auth, input.defaultVehicleId);
      await assertUsernameFree(auth.organisationId, input.username, current.user_id);
      return withTenant(db, auth.organisationId, async (tx) => {
        const employment = await settledEmployment(tx, auth.organisationId, input, context.now(), current);
        if (!(await driversRepository.update(tx, auth.organisationId, id, { ...input, ...employment })))
          throw notFound();
        if (current.user_id && current.username !== input.username) {
          await tx
            .updateTable('sign_in_names')
            .set({ username: input.username })
            .where('organisation_id', '=', auth.organisationId)
            .where('user_id', '=', current.user_id)
            .execute();
          await tx
            .updateTable('users')
            .set({ username: input.username, updated_at: new Date() })
            .where('organisation_id', '=', auth.organisationId)
            .where('id', '=', current.user_id)
            .execute();
        }
        return readDriver(tx, auth.organisationId, id);
      }).catch(translateDriverWriteError);
    },

    /** Removes the driver; an app account is switched off, not deleted, so its history stays. */
    async remove(auth: AuthContext, id: string) {
      await withTenant(db, auth.organisationId, async (tx) => {
        const current = await driversRepository.find(tx, auth.organisationId, id);
        if (!current) throw notFound();
        if (current.user_id) {
          await tx
            .updateTable('users')
            .set({ is_active: false, updated_at: new Date() })
            .where('organisation_id', '=', auth.organisationId)
            .where('id', '=', current.user_id)
            .execute();
        }
        await driversRepository.delete(tx, auth.organisationId, id);
      }).catch((error: unknown) => {
        // Shifts and absences keep their driver (pay and driving-time records must not lose it).
        if (isForeignKeyViolation(error)) throw conflict('shifts:driverHasShifts');
        throw error;
      });
    },
  };
}
