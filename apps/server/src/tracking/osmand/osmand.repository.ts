import { sql } from 'kysely';
import type { OsmandRefusalReason } from '@rahti/domain';
import type { Tx } from '../../db/tenant';

/** A vehicle an IMEI is on, as `osmand_devices` answers (migration 0015). */
export interface DeviceVehicle {
  imei: string;
  organisationId: string;
  vehicleId: string;
  isActivated: boolean;
  activatedAt: Date | null;
}

/**
 * The vehicles, in any organisation, whose IMEI is one of `imeis`. Through the security-definer
 * function only: the caller's transaction has no organisation (withNoTenant).
 */
export async function findDeviceVehicles(tx: Tx, imeis: readonly string[]): Promise<DeviceVehicle[]> {
  if (imeis.length === 0) return [];
  const { rows } = await sql<{
    imei: string;
    organisation_id: string;
    vehicle_id: string;
    is_activated: boolean;
    activated_at: Date | null;
  }>`
    select imei, organisation_id, vehicle_id, is_activated, activated_at from osmand_devices(${[...imeis]}::text[])`.execute(
    tx,
  );
  return rows.map((row) => ({
    imei: row.imei,
    organisationId: row.organisation_id,
    vehicleId: row.vehicle_id,
    isActivated: row.is_activated,
    activatedAt: row.activated_at,
  }));
}

/** Refusals of one organisation and reason since the last count. */
export interface RefusalTally {
  reason: OsmandRefusalReason;
  count: number;
  lastAt: Date;
  /** Shortened (shortenDeviceId). */
  lastDevice: string;
  lastVehicleId: string;
}

/** Adds refusals to the organisation's counts; the latest one becomes its "last". */
export async function countRefusals(tx: Tx, organisationId: string, tallies: readonly RefusalTally[]): Promise<void> {
  if (tallies.length === 0) return;
  await tx
    .insertInto('osmand_refusals')
    .values(
      tallies.map((tally) => ({
        organisation_id: organisationId,
        reason: tally.reason,
        refused_count: tally.count,
        last_refused_at: tally.lastAt,
        last_device: tally.lastDevice,
        last_vehicle_id: tally.lastVehicleId,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['organisation_id', 'reason']).doUpdateSet({
        refused_count: sql`osmand_refusals.refused_count + excluded.refused_count`,
        // Two flushes may commit out of order: the later refusal stays the last.
        last_device: sql`case when excluded.last_refused_at >= osmand_refusals.last_refused_at then excluded.last_device else osmand_refusals.last_device end`,
        last_vehicle_id: sql`case when excluded.last_refused_at >= osmand_refusals.last_refused_at then excluded.last_vehicle_id else osmand_refusals.last_vehicle_id end`,
        last_refused_at: sql`greatest(osmand_refusals.last_refused_at, excluded.last_refused_at)`,
      }),
    )
    .execute();
}

/** Adds refusals of devices that are no vehicle's IMEI to the site's one count (security definer). */
export async function countUnknownDevices(tx: Tx, count: number, lastAt: Date, lastDevice: string): Promise<void> {
  await sql`select osmand_count_unknown_devices(${count}::bigint, ${lastAt}::timestamptz, ${lastDevice})`.execute(tx);
}

/** The organisation's refusals, with the register number of the last refused device's vehicle. */
export function findRefusals(tx: Tx, organisationId: string) {
  return tx
    .selectFrom('osmand_refusals as r')
    .leftJoin('vehicles as v', (join) =>
      join.onRef('v.organisation_id', '=', 'r.organisation_id').onRef('v.id', '=', 'r.last_vehicle_id'),
    )
    .select([
      'r.reason',
      'r.refused_count',
      'r.last_refused_at',
      'r.last_device',
      'v.id as vehicle_id',
      'v.register_number',
    ])
    .where('r.organisation_id', '=', organisationId)
    .orderBy('r.reason')
    .execute();
}

/** The site's count of unknown devices; read as the owner (the site operator's, withSystem). */
export function findUnknownDevices(tx: Tx) {
  return tx
    .selectFrom('osmand_unknown_devices')
    .select(['refused_count', 'last_refused_at', 'last_device'])
    .executeTakeFirst();
}
