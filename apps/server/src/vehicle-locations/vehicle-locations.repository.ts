import { sql } from 'kysely';
import type { PositionsTable } from '../db/schema';
import type { Tx } from '../db/tenant';
import { jsonRows } from '../db/json-rows';
import { driverNameSql } from '../db/driver-names';
import { visibleShiftCondition, type SupervisionScope } from '../timesheet/supervision';

export interface LatestPositionRow {
  id: string;
  register_number: string;
  name: string;
  at_ms: number | null;
  latitude: number | null;
  longitude: number | null;
  speed_kmh: number | null;
  heading_degrees: number | null;
  source: PositionsTable['source'] | null;
  driver_name: string | null;
}

export interface HistoryShiftRow {
  shift_id: string;
  driver_name: string;
  shift_start: Date;
  shift_end: Date | null;
  work_type: number | null;
  event_start: Date | null;
  event_end: Date | null;
}

/**
 * The map's reads. Times travel as epoch milliseconds (float8): turning a month of positions
 * into Date objects would cost more than reading them.
 */
export const vehicleLocationsRepository = {
  /**
   * Each vehicle with its newest position (none if it never reported) and a driver's name: the
   * one of the vehicle's running shift that the caller sees, else the phone's driver who sent it.
   */
  async latest(tx: Tx, organisationId: string, scope: SupervisionScope): Promise<LatestPositionRow[]> {
    // The newest position is the vehicle's own copy (migration 0022). The running shifts are few:
    // found once for the organisation (not looked up per vehicle), the newest one per vehicle.
    // Read as JSON (see jsonRows): a fleet is hundreds of vehicles.
    return jsonRows(
      tx,
      sql<LatestPositionRow>`
      with running as (
        select distinct on (sv.vehicle_id) sv.vehicle_id,
          ${driverNameSql(organisationId, sql.ref('d.first_name'), sql.ref('d.last_name'))} as driver_name
        from shifts s
        join shift_vehicles sv on sv.organisation_id = s.organisation_id and sv.shift_id = s.id
        join drivers d on d.organisation_id = s.organisation_id and d.id = s.driver_id
        where s.organisation_id = ${organisationId} and s.end_at is null and ${visibleShiftCondition(scope, 's')}
        order by sv.vehicle_id, s.start_at desc
      )
      select v.id, v.register_number, v.name,
        (extract(epoch from v.last_recorded_at) * 1000)::float8 as at_ms,
        v.last_latitude as latitude, v.last_longitude as longitude, v.last_speed_kmh as speed_kmh,
        v.last_heading_degrees as heading_degrees, v.last_source as source,
        coalesce(running.driver_name, ${driverNameSql(organisationId, sql.ref('phone_driver.first_name'), sql.ref('phone_driver.last_name'))}) as driver_name
      from vehicles v
      left join running on running.vehicle_id = v.id
      left join drivers phone_driver on phone_driver.organisation_id = v.organisation_id and phone_driver.id = v.last_driver_id
      where v.organisation_id = ${organisationId}
      order by v.register_number, v.id`,
    );
  },

  /**
   * The vehicle's positions in [from, to), in time order: every `step`th, and always the first
   * and last, both sides of a gap of 10 minutes and both ends of a standstill (under 3 km/h),
   * chosen in the database with cheap expressions only (a month is 260 000 rows; reading them
   * all into the server, or working out turns row by row in SQL, costs seconds on the embedded
   * database). Sent as one text, "ms,µ°lat,µ°lon,km/h;…": one value is far cheaper to pass than
   * tens of thousands of rows.
   */
  async track(
    tx: Tx,
    organisationId: string,
    vehicleId: string,
    from: Date,
    to: Date,
    step: number,
  ): Promise<string | null> {
    const { rows } = await sql<{ kept: string | null }>`
      select string_agg(concat_ws(',', (extract(epoch from recorded_at) * 1000)::bigint, (latitude * 1000000)::bigint, (longitude * 1000000)::bigint, round(speed_kmh)::int), ';' order by recorded_at) as kept
      from (
        select recorded_at, latitude, longitude, speed_kmh,
          row_number() over w as rn,
          recorded_at - lag(recorded_at) over w as since_previous,
          lead(recorded_at) over w - recorded_at as until_next,
          (speed_kmh < 3) is distinct from (lag(speed_kmh) over w < 3) or (speed_kmh < 3) is distinct from (lead(speed_kmh) over w < 3) as standstill_edge
        from positions
        where organisation_id = ${organisationId} and vehicle_id = ${vehicleId} and recorded_at >= ${from} and recorded_at < ${to}
        window w as (order by recorded_at)
      ) p
      where rn % ${step} = 0 or since_previous is null or until_next is null or standstill_edge
        or since_previous > interval '10 minutes' or until_next > interval '10 minutes'`.execute(tx);
    return rows[0]?.kept ?? null;
  },

  /**
   * Positions per UTC day ('YYYY-MM-DD') of the vehicle in [from, to), days without any left
   * out: one count per day, each with its own bounds, so each reads one partition's index
   * (grouping a month's rows by a computed day, or bounds taken from a generated series, read
   * every row: ten to five hundred times slower).
   */
  async dayCounts(
    tx: Tx,
    organisationId: string,
    vehicleId: string,
    from: Date,
    to: Date,
  ): Promise<Map<string, number>> {
    const counts = [];
    for (let day = Math.floor(from.getTime() / 86_400_000) * 86_400_000; day < to.getTime(); day += 86_400_000) {
      const [start, end] = [
        new Date(Math.max(day, from.getTime())),
        new Date(Math.min(day + 86_400_000, to.getTime())),
      ];
      counts.push(sql`select ${new Date(day).toISOString().slice(0, 10)}::text as day, count(*)::int as n from positions
        where organisation_id = ${organisationId} and vehicle_id = ${vehicleId} and recorded_at >= ${start} and recorded_at < ${end}`);
    }
    if (counts.length === 0) return new Map();
    const { rows } = await sql<{ day: string; n: number }>`${sql.join(counts, sql` union all `)}`.execute(tx);
    return new Map(rows.filter((row) => row.n > 0).map((row) => [row.day, row.n]));
  },

  /** The kept day tracks of the vehicle for these UTC days. */
  async keptDays(tx: Tx, organisationId: string, vehicleId: string, days: readonly string[]) {
    if (days.length === 0) return [];
    return tx
      .selectFrom('track_days')
      .select(['day', 'recorded', 'track'])
      .where('organisation_id', '=', organisationId)
      .where('vehicle_id', '=', vehicleId)
      .where('day', 'in', [...days])
      .execute();
  },

  /** Keeps a day's thinned track and the count it was made from, over any older one. */
  async keepDay(
    tx: Tx,
    organisationId: string,
    vehicleId: string,
    day: string,
    recorded: number,
    track: string,
  ): Promise<void> {
    await tx
      .insertInto('track_days')
      .values({ organisation_id: organisationId, vehicle_id: vehicleId, day, recorded, track })
      .onConflict((oc) => oc.columns(['organisation_id', 'vehicle_id', 'day']).doUpdateSet({ recorded, track }))
      .execute();
  },

  /** The shifts the vehicle was in that overlap [from, to) and the caller sees, with their events (one row per event). */
  async shifts(
    tx: Tx,
    organisationId: string,
    scope: SupervisionScope,
    vehicleId: string,
    from: Date,
    to: Date,
  ): Promise<HistoryShiftRow[]> {
    const { rows } = await sql<HistoryShiftRow>`
      select s.id as shift_id, ${driverNameSql(organisationId, sql.ref('d.first_name'), sql.ref('d.last_name'))} as driver_name, s.start_at as shift_start, s.end_at as shift_end,
        e.work_type, e.start_at as event_start, e.end_at as event_end
      from shift_vehicles sv
      join shifts s on s.organisation_id = sv.organisation_id and s.id = sv.shift_id
      join drivers d on d.organisation_id = s.organisation_id and d.id = s.driver_id
      left join shift_events e on e.organisation_id = s.organisation_id and e.shift_id = s.id
      where sv.organisation_id = ${organisationId} and sv.vehicle_id = ${vehicleId}
        and s.start_at < ${to} and (s.end_at is null or s.end_at > ${from}) and ${visibleShiftCondition(scope, 's')}
      order by s.start_at, s.id, e.start_at`.execute(tx);
    return rows;
  },
};
