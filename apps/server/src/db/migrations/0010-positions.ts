import { sql, type Kysely } from 'kysely';
import { makeMonthlyPartitions } from './monthly-partitions';
import { enableTenantSecurity } from './tenant-security';

/**
 * Vehicle positions (issue 11, decision 0012): from the driver app now, from tracking devices
 * (OsmAnd) and truck makers' rFMS later.
 * - `positions` is range-partitioned by UTC month on `recorded_at`, so a month is dropped or
 *   archived whole. Its identity is (organisation, vehicle, time): a position sent twice is
 *   stored once (`on conflict do nothing`). No foreign keys: the ingest checks the vehicles
 *   before a batch, a per-row check would cost every insert, and a vehicle's history may
 *   outlive the vehicle.
 * - A default partition catches what no month holds (a phone's wrong clock, an old backlog);
 *   the server makes the coming months at start and daily (positions/position-partitions.ts).
 * - `vehicles.last_position_at`: the newest position's time, kept by the ingest; a vehicle is
 *   active while it is at most 30 minutes old (spec section 9).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table positions (
      organisation_id uuid not null,
      vehicle_id uuid not null,
      recorded_at timestamptz not null,
      latitude double precision not null check (latitude between -90 and 90),
      longitude double precision not null check (longitude between -180 and 180),
      speed_kmh real check (speed_kmh >= 0),
      heading_degrees real check (heading_degrees between 0 and 360),
      accuracy_meters real check (accuracy_meters >= 0),
      source text not null check (source in ('phone', 'osmand', 'rfms')),
      driver_id uuid,
      received_at timestamptz not null default now(),
      primary key (organisation_id, vehicle_id, recorded_at)
    ) partition by range (recorded_at)`.execute(db);
  await sql`create table positions_default partition of positions default`.execute(db);
  for (const table of ['positions', 'positions_default']) await enableTenantSecurity(db, table);

  // The migration's month and the two after it; the server keeps three months ahead from then on.
  await makeMonthlyPartitions(db, 'positions', 'recorded_at', new Date(), 3);

  await sql`alter table vehicles add column last_position_at timestamptz`.execute(db);
}
