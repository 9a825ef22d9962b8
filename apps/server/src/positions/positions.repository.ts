import { sql } from 'kysely';
import type { PositionsTable } from '../db/schema';
import type { Tx } from '../db/tenant';

/** One position of a vehicle, from any source. */
export interface PositionFix {
  vehicleId: string;
  /** When the position was taken (ISO text or a Date). */
  recordedAt: string | Date;
  latitude: number;
  longitude: number;
  speedKmh: number | null;
  headingDegrees: number | null;
  accuracyMeters: number | null;
}

/** What a batch's positions share: one upload from one source. */
export interface PositionBatch {
  /** The driver app now; OsmAnd devices and rFMS (issue 14) later. */
  source: PositionsTable['source'];
  /** The driver whose phone sent them; null for a tracking device or a truck maker's API. */
  driverId: string | null;
  /** The server's clock when the batch arrived. */
  receivedAt: Date;
}

/** The vehicle's copy of its newest position (migration 0022), each from the newest new row of the batch. */
const LATEST_COLUMNS = (batch: PositionBatch) =>
  [
    ['last_recorded_at', sql`n.recorded_at`],
    ['last_latitude', sql`n.latitude`],
    ['last_longitude', sql`n.longitude`],
    ['last_speed_kmh', sql`n.speed_kmh`],
    ['last_heading_degrees', sql`n.heading_degrees`],
    ['last_source', sql`${batch.source}`],
    ['last_driver_id', sql`${batch.driverId}::uuid`],
  ] as const;

/**
 * Stores a batch of positions in one statement and returns how many were new: a position
 * whose vehicle and time are stored already (a retry, a replay, the same one twice in the
 * batch) is skipped. The same statement moves each vehicle's `last_position_at` forward to
 * its newest new position, but never past `receivedAt`: a phone whose clock runs ahead must
 * not keep its vehicle "active" for hours; and keeps the newest position itself on the vehicle
 * for the map. Take `lockKnownVehicles` first in the same
 * transaction, so concurrent batches of one vehicle queue instead of deadlocking.
 *
 * The rows travel as one JSON parameter with short keys: a multi-row VALUES of 500 positions
 * would be 5 000 parameters for the server to parse and plan, and on the embedded database
 * decoding the text is most of the cost of a batch (bench/positions.ts).
 */
export async function insertPositions(
  tx: Tx,
  organisationId: string,
  batch: PositionBatch,
  fixes: readonly PositionFix[],
): Promise<number> {
  if (fixes.length === 0) return 0;
  const json = JSON.stringify(
    fixes.map((fix) => ({
      v: fix.vehicleId,
      t: fix.recordedAt,
      la: fix.latitude,
      lo: fix.longitude,
      s: fix.speedKmh,
      h: fix.headingDegrees,
      a: fix.accuracyMeters,
    })),
  );
  const receivedAt = sql`${batch.receivedAt}::timestamptz`;
  const { rows } = await sql<{ stored: number }>`
    with inserted as (
      insert into positions (organisation_id, vehicle_id, recorded_at, latitude, longitude, speed_kmh, heading_degrees, accuracy_meters, source, driver_id, received_at)
      select ${organisationId}::uuid, v, t, la, lo, s, h, a, ${batch.source}, ${batch.driverId}::uuid, ${receivedAt}
      from json_to_recordset(${json}::json) as p(v uuid, t timestamptz, la double precision, lo double precision, s real, h real, a real)
      on conflict do nothing
      returning vehicle_id, recorded_at, latitude, longitude, speed_kmh, heading_degrees
    ), newest as (
      update vehicles v set last_position_at = greatest(v.last_position_at, least(n.recorded_at, ${receivedAt})),
        ${sql.join(
          LATEST_COLUMNS(batch).map(
            ([column, value]) =>
              sql`${sql.ref(column)} = case when v.last_recorded_at is null or n.recorded_at > v.last_recorded_at then ${value} else ${sql.ref(`v.${column}`)} end`,
          ),
        )}
      from (select distinct on (vehicle_id) * from inserted order by vehicle_id, recorded_at desc) n
      where v.organisation_id = ${organisationId}::uuid and v.id = n.vehicle_id
    )
    select count(*)::int as stored from inserted`.execute(tx);
  return Number(rows[0]?.stored ?? 0);
}

/**
 * Of `vehicleIds`, those that are vehicles of the organisation, locked until the transaction
 * ends. The locks are taken in id order, so two batches for the same vehicles (a phone's retry
 * while the first try is still running) queue one behind the other instead of deadlocking on
 * each other's positions or `last_position_at`.
 */
export async function lockKnownVehicles(
  tx: Tx,
  organisationId: string,
  vehicleIds: readonly string[],
): Promise<Set<string>> {
  if (vehicleIds.length === 0) return new Set();
  const rows = await tx
    .selectFrom('vehicles')
    .select('id')
    .where('organisation_id', '=', organisationId)
    .where('id', 'in', [...vehicleIds])
    .orderBy('id')
    .forNoKeyUpdate()
    .execute();
  return new Set(rows.map((row) => row.id));
}
