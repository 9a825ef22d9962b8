import { sql, type Kysely } from 'kysely';
import { CHANGED_SHIFTS_OF_ROWS, shiftFactTriggers } from './shift-fact-triggers';

/** The work types the dashboard's analytics sum apart (domain ANALYTICS_WORK_TYPES), and their columns. */
const WORK_TYPE_COLUMNS = [
  ['ended_drive_seconds', 1],
  ['ended_empty_drive_seconds', 19],
  ['ended_wait_seconds', 4],
  ['ended_queue_seconds', 10],
  ['ended_break_seconds', 5],
] as const;

const secondsOf = (filter: string) =>
  `coalesce(sum(extract(epoch from e.end_at - e.start_at)) filter (where e.end_at is not null${filter}), 0)`;

/**
 * The dashboard's analytics without reading events (issue 27's budget: a year of 100 vehicles,
 * 292 000 events, under 500 ms p95). Each shift keeps, beside its ended events' seconds
 * (migration 0008, exact since 0021), the exact seconds of its ended events of each work type
 * the analytics tell apart, and its first vehicle (lowest position, then id), which files the
 * shift under one vehicle.
 *
 * The event sums join the one function that already keeps a shift's event totals, so a statement
 * on events still updates each touched shift once and reads its events once. The function is
 * that of migration 0021 but for the new columns. The first vehicle is kept by statement triggers
 * on `shift_vehicles`, written only when it changes (an update of `shifts` fires its own triggers).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [column] of WORK_TYPE_COLUMNS)
    await sql`alter table shifts add column ${sql.raw(column)} numeric not null default 0`.execute(db);
  await sql`alter table shifts add column first_vehicle_id uuid`.execute(db);

  const assignments = WORK_TYPE_COLUMNS.map(([column]) => `${column} = t.${column}`).join(', ');
  const sums = WORK_TYPE_COLUMNS.map(
    ([column, type]) => `${secondsOf(` and e.work_type = ${type}`)} as ${column}`,
  ).join(',\n          ');
  await sql`
    create or replace function refresh_shift_event_totals(organisation uuid[], shift uuid[]) returns void
    language sql as $$
      update shifts s set
        ended_event_seconds = t.seconds,
        running_event_since = t.running_since,
        events_revision = s.events_revision + 1,
        ${sql.raw(assignments)}
      from (
        select k.organisation_id, k.shift_id, a.*
        from (select distinct * from unnest(organisation, shift) as u(organisation_id, shift_id)) as k
        cross join lateral (
          select ${sql.raw(secondsOf(''))} as seconds,
            min(e.start_at) filter (where e.end_at is null) as running_since,
            ${sql.raw(sums)}
          from shift_events e where e.organisation_id = k.organisation_id and e.shift_id = k.shift_id
        ) a
      ) t
      where s.organisation_id = t.organisation_id and s.id = t.shift_id
    $$`.execute(db);

  await sql`
    create function refresh_shift_first_vehicle(organisation uuid[], shift uuid[]) returns void
    language sql as $$
      update shifts s set first_vehicle_id = t.vehicle_id
      from (
        select k.organisation_id, k.shift_id,
          (select sv.vehicle_id from shift_vehicles sv where sv.organisation_id = k.organisation_id and sv.shift_id = k.shift_id
            order by sv.position, sv.vehicle_id limit 1) as vehicle_id
        from (select distinct * from unnest(organisation, shift) as u(organisation_id, shift_id)) as k
      ) t
      where s.organisation_id = t.organisation_id and s.id = t.shift_id and s.first_vehicle_id is distinct from t.vehicle_id
    $$`.execute(db);
  await shiftFactTriggers(db, {
    table: 'shift_vehicles',
    fact: 'first_vehicle',
    refresh: 'refresh_shift_first_vehicle',
    changed: CHANGED_SHIFTS_OF_ROWS,
  });

  // Existing rows; the shifts' revisions stay, so kept pay parts stay valid.
  await sql`
    update shifts s set ${sql.raw(assignments)}
    from (
      select e.organisation_id, e.shift_id, ${sql.raw(sums)}
      from shift_events e group by e.organisation_id, e.shift_id
    ) t
    where s.organisation_id = t.organisation_id and s.id = t.shift_id`.execute(db);
  await sql`
    update shifts s set first_vehicle_id = t.vehicle_id
    from (
      select distinct on (organisation_id, shift_id) organisation_id, shift_id, vehicle_id
      from shift_vehicles order by organisation_id, shift_id, position, vehicle_id
    ) t
    where s.organisation_id = t.organisation_id and s.id = t.shift_id`.execute(db);
}
