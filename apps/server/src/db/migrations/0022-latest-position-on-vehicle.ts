import { sql, type Kysely } from 'kysely';

/**
 * The newest position of each vehicle, kept on the vehicle by the ingest (issue 28): the map's
 * latest positions were read with a lookup into the positions of every vehicle (two lateral
 * joins, the most expensive page of an office's day after the driving-time list); now the map
 * reads the vehicles only. `last_recorded_at` is the newest time recorded (a phone whose clock runs
 * ahead moves it too, as the map showed before); `last_position_at` stays the "recently active"
 * time, never past when the position arrived. Filled here from the positions already stored.
 * A partial index finds the running shifts (whose vehicles the map names drivers of).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table vehicles
      add column last_recorded_at timestamptz,
      add column last_latitude double precision,
      add column last_longitude double precision,
      add column last_speed_kmh real,
      add column last_heading_degrees real,
      add column last_source text check (last_source in ('phone', 'osmand', 'rfms')),
      add column last_driver_id uuid`.execute(db);
  await sql`
    update vehicles v set (last_recorded_at, last_latitude, last_longitude, last_speed_kmh, last_heading_degrees, last_source, last_driver_id) = (
      select p.recorded_at, p.latitude, p.longitude, p.speed_kmh, p.heading_degrees, p.source, p.driver_id
      from positions p where p.organisation_id = v.organisation_id and p.vehicle_id = v.id
      order by p.recorded_at desc limit 1)
    where v.last_position_at is not null`.execute(db);
  // The running shifts the map names drivers from: few at any time, found without reading the rest.
  await sql`create index shifts_running on shifts (organisation_id, start_at) where end_at is null`.execute(db);
}
