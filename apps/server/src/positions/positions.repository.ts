import { sql } from 'kysely';
import type { PositionsTable } from '../db/schema';
import type { Tx } from '../db/tenant';

/** A position to store, from any source (the driver app now; OsmAnd devices and rFMS later). */
export interface NewPosition {
  vehicleId: string;
  /** When the position was taken (ISO text or a Date). */
  recordedAt: string | Date;
  latitude: number;
  longitude: number;
  speedKmh: number | null;
  headingDegrees: number | null;
  accuracyMeters: number | null;
  source: PositionsTable['source'];
  driverId: string | null;
}

/**
 * Stores a batch of positions in one statement and returns how many were new: a position
 * whose vehicle and time are stored already (a retry, a replay, the same one twice in the
 * batch) is skipped. The same statement moves each vehicle's `last_position_at` forward to
 * its newest new position, but never past `receivedAt`: a phone whose clock runs ahead must
 * not keep its vehicle "active" for hours.
 *
 * The rows travel as one JSON parameter: a multi-row VALUES of 500 positions would be 5 500
 * parameters for the server to parse and plan, where `json_to_recordset` is one.
 */
export async function insertPositions(tx: Tx, organisationId: string, rows: readonly NewPosition[], receivedAt: Date): Promise<number> {
  if (rows.length === 0) return 0;
  const { rows: result } = await sql<{ stored: number }>`
    with incoming as (
      select * from json_to_recordset(${JSON.stringify(rows)}::json) as p(
        "vehicleId" uuid, "recordedAt" timestamptz, latitude double precision, longitude double precision,
        "speedKmh" real, "headingDegrees" real, "accuracyMeters" real, source text, "driverId" uuid)
    ), inserted as (
      insert into positions (organisation_id, vehicle_id, recorded_at, latitude, longitude, speed_kmh, heading_degrees, accuracy_meters, source, driver_id, received_at)
      select ${organisationId}::uuid, "vehicleId", "recordedAt", latitude, longitude, "speedKmh", "headingDegrees", "accuracyMeters", source, "driverId", ${receivedAt}::timestamptz
      from incoming
      on conflict do nothing
      returning vehicle_id, recorded_at
    ), newest as (
      update vehicles v set last_position_at = greatest(v.last_position_at, least(n.recorded_at, ${receivedAt}::timestamptz))
      from (select vehicle_id, max(recorded_at) as recorded_at from inserted group by vehicle_id) n
      where v.organisation_id = ${organisationId}::uuid and v.id = n.vehicle_id
    )
    select count(*)::int as stored from inserted`.execute(tx);
  return Number(result[0]?.stored ?? 0);
}

/** Of `vehicleIds`, those that are vehicles of the organisation. */
export async function knownVehicleIds(tx: Tx, organisationId: string, vehicleIds: readonly string[]): Promise<Set<string>> {
  if (vehicleIds.length === 0) return new Set();
  const rows = await tx.selectFrom('vehicles').select('id').where('organisation_id', '=', organisationId).where('id', 'in', [...vehicleIds]).execute();
  return new Set(rows.map((row) => row.id));
}
