import { sql } from 'kysely';
import type { ExternalVehicle } from '@rahti/domain';
import type { Tx } from '../db/tenant';
import { ApiError, badRequest, notFound } from '../http/api-error';
import { MAX_EXTERNAL_VEHICLES } from './fetch-limits';

interface ListedVehicle {
  vin: string;
  name?: string | null;
  brand?: string | null;
  model?: string | null;
}

/** An external service's vehicles as kept here, each linked to one of ours or not (issue 14). */
export const externalVehiclesRepository = {
  async list(tx: Tx, organisationId: string, credentialId: string): Promise<ExternalVehicle[]> {
    const rows = await tx
      .selectFrom('external_vehicles as e')
      .leftJoin('vehicles as v', (join) =>
        join.onRef('v.organisation_id', '=', 'e.organisation_id').onRef('v.id', '=', 'e.vehicle_id'),
      )
      .select(['e.vin', 'e.name', 'e.brand', 'e.model', 'e.vehicle_id', 'e.last_seen_at', 'v.register_number'])
      .where('e.organisation_id', '=', organisationId)
      .where('e.credential_id', '=', credentialId)
      .orderBy('e.name')
      .orderBy('e.vin')
      .execute();
    return rows.map((row) => ({
      vin: row.vin,
      name: row.name,
      brand: row.brand,
      model: row.model,
      vehicleId: row.vehicle_id,
      registerNumber: row.register_number ?? null,
      lastSeenAt: row.last_seen_at.toISOString(),
    }));
  },

  /**
   * Keeps the vehicles a fetch listed (new ones unlinked; links stay). False, keeping nothing,
   * when they would pass the limit with those kept before: a service cannot add a few thousand
   * more on each fetch.
   */
  async keep(
    tx: Tx,
    organisationId: string,
    credentialId: string,
    listed: readonly ListedVehicle[],
    now: Date,
  ): Promise<boolean> {
    const stored = await tx
      .selectFrom('external_vehicles')
      .select('vin')
      .where('organisation_id', '=', organisationId)
      .where('credential_id', '=', credentialId)
      .execute();
    const known = new Set(stored.map((row) => row.vin));
    const added = listed.filter((vehicle) => !known.has(vehicle.vin)).length;
    if (known.size + added > MAX_EXTERNAL_VEHICLES) return false;
    if (listed.length === 0) return true;
    await tx
      .insertInto('external_vehicles')
      .values(
        listed.map((vehicle) => ({
          organisation_id: organisationId,
          credential_id: credentialId,
          vin: vehicle.vin,
          name: vehicle.name ?? '',
          brand: vehicle.brand ?? '',
          model: vehicle.model ?? '',
          last_seen_at: now,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['organisation_id', 'credential_id', 'vin']).doUpdateSet({
          name: sql`excluded.name`,
          brand: sql`excluded.brand`,
          model: sql`excluded.model`,
          last_seen_at: sql`excluded.last_seen_at`,
        }),
      )
      .execute();
    return true;
  },

  /** Links a listed vehicle to one of ours (an activated one), or unlinks it (null). */
  async link(tx: Tx, organisationId: string, credentialId: string, vin: string, vehicleId: string | null) {
    if (vehicleId) {
      const vehicle = await tx
        .selectFrom('vehicles')
        .select(['register_number', 'is_active'])
        .where('organisation_id', '=', organisationId)
        .where('id', '=', vehicleId)
        .executeTakeFirst();
      if (!vehicle) throw badRequest('shifts:unknownVehicle', 'vehicleId');
      if (!vehicle.is_active)
        throw new ApiError(409, 'tracking:vehicleNotActivated', { register: vehicle.register_number }, [
          { path: 'vehicleId', message: 'tracking:vehicleNotActivated' },
        ]);
      // One of ours follows one of theirs: a vehicle linked elsewhere moves here.
      await tx
        .updateTable('external_vehicles')
        .set({ vehicle_id: null })
        .where('organisation_id', '=', organisationId)
        .where('vehicle_id', '=', vehicleId)
        .execute();
    }
    const changed = await tx
      .updateTable('external_vehicles')
      .set({ vehicle_id: vehicleId })
      .where('organisation_id', '=', organisationId)
      .where('credential_id', '=', credentialId)
      .where('vin', '=', vin)
      .returning('vin')
      .executeTakeFirst();
    if (!changed) throw notFound();
  },
};
