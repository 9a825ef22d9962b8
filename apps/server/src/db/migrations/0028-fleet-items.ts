import { sql, type Kysely } from 'kysely';
import { CHANGED_SHIFTS_OF_ROWS, shiftFactTriggers } from './shift-fact-triggers';
import { enableTenantSecurity } from './tenant-security';

/**
 * Fleet upkeep (issue 25): maintenance, inspections and tyre changes due by a date or by km.
 *
 * - `fleet_item_series` holds what the office wrote once (a date repeating every N days, weeks
 *   or months until a date, or km thresholds from a first to a last every interval);
 *   `fleet_items` holds its occurrences, one open at a time. Completing one records the date,
 *   km and cost and adds the next (`sequence` + 1); undo removes that next one again. The API's
 *   item id is the occurrence's: a completed occurrence keeps it. A date series changed after
 *   some were done starts again from the open one: `first_due_date` is then occurrence
 *   `base_sequence`'s date.
 * - `odometer_readings` are every km reading of a vehicle: typed by hand, sent by a tracking
 *   device, or a shift's start and end (kept by triggers on shifts and their vehicles).
 * - `fleet_settings` is the organisation's lead for "due soon"; without a row, 14 days and 1 500 km.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table fleet_item_series (
      organisation_id uuid not null references organisations (id) on delete cascade,
      id uuid not null default gen_random_uuid(),
      vehicle_id uuid not null,
      type text not null check (type in ('maintenance', 'inspection', 'tyreChange')),
      due_type text not null check (due_type in ('time', 'distance')),
      first_due_date date,
      repeat_unit text check (repeat_unit in ('day', 'week', 'month')),
      repeat_count integer check (repeat_count > 0),
      repeat_until date,
      base_sequence integer not null default 0 check (base_sequence >= 0),
      first_km numeric(10, 1),
      last_km numeric(10, 1),
      interval_km numeric(10, 1),
      cost numeric(14, 2) not null default 0 check (cost >= 0),
      description text not null default '',
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (organisation_id, id),
      check ((due_type = 'time') = (first_due_date is not null)),
      check ((repeat_unit is null) = (repeat_count is null)),
      check (due_type = 'time' or (first_km > 0 and last_km > first_km and interval_km > 0)),
      check (char_length(description) <= 50),
      foreign key (organisation_id, vehicle_id) references vehicles (organisation_id, id) on delete cascade
    )`.execute(db);
  await sql`create index fleet_item_series_vehicle on fleet_item_series (organisation_id, vehicle_id)`.execute(db);
  await enableTenantSecurity(db, 'fleet_item_series');

  await sql`
    create table fleet_items (
      organisation_id uuid not null,
      id uuid not null default gen_random_uuid(),
      series_id uuid not null,
      sequence integer not null check (sequence >= 0),
      due_date date,
      due_km numeric(10, 1),
      completed_date date,
      completed_km numeric(10, 1),
      actual_cost numeric(14, 2),
      completed_by uuid,
      created_at timestamptz not null default now(),
      primary key (organisation_id, id),
      unique (organisation_id, series_id, sequence),
      check ((due_date is null) <> (due_km is null)),
      foreign key (organisation_id, series_id) references fleet_item_series (organisation_id, id) on delete cascade
    )`.execute(db);
  await sql`create index fleet_items_open on fleet_items (organisation_id) where completed_date is null`.execute(db);
  await enableTenantSecurity(db, 'fleet_items');

  await sql`
    create table odometer_readings (
      organisation_id uuid not null,
      id uuid not null default gen_random_uuid(),
      vehicle_id uuid not null,
      at timestamptz not null,
      km numeric(10, 1) not null check (km >= 0),
      source text not null check (source in ('manual', 'shift', 'tracking')),
      shift_id uuid,
      created_by uuid,
      created_at timestamptz not null default now(),
      primary key (organisation_id, id),
      check ((source = 'shift') = (shift_id is not null)),
      foreign key (organisation_id, vehicle_id) references vehicles (organisation_id, id) on delete cascade
    )`.execute(db);
  await sql`create index odometer_readings_vehicle on odometer_readings (organisation_id, vehicle_id, at)`.execute(db);
  await sql`create index odometer_readings_shift on odometer_readings (organisation_id, shift_id) where shift_id is not null`.execute(
    db,
  );
  await enableTenantSecurity(db, 'odometer_readings');

  // A shift's start and end km are readings of the vehicles it drove (not its trailers): kept by
  // statement triggers for every writer, as the shifts' event totals are (migration 0008).
  await sql`
    create function refresh_shift_odometer_readings(organisation uuid[], shift uuid[]) returns void
    language sql as $$
      delete from odometer_readings r using unnest(organisation, shift) as k(organisation_id, shift_id)
        where r.organisation_id = k.organisation_id and r.shift_id = k.shift_id;
      insert into odometer_readings (organisation_id, vehicle_id, at, km, source, shift_id)
        select s.organisation_id, sv.vehicle_id, x.at, x.km, 'shift', s.id
        from (select distinct * from unnest(organisation, shift) as u(organisation_id, shift_id)) k
        join shifts s on s.organisation_id = k.organisation_id and s.id = k.shift_id
        join shift_vehicles sv on sv.organisation_id = s.organisation_id and sv.shift_id = s.id
        join vehicles v on v.organisation_id = sv.organisation_id and v.id = sv.vehicle_id
        cross join lateral (values (s.start_at, s.start_km), (s.end_at, s.end_km)) as x(at, km)
        where v.vehicle_class not in (5, 6) and x.at is not null and x.km is not null and x.km >= 0;
    $$`.execute(db);
  await shiftFactTriggers(db, {
    table: 'shifts',
    fact: 'odometer',
    refresh: 'refresh_shift_odometer_readings',
    changed: {
      insert: 'select organisation_id, id as shift_id from new_rows',
      delete: 'select organisation_id, id as shift_id from old_rows',
      update: `select n.organisation_id, n.id as shift_id from new_rows n
        join old_rows o on o.organisation_id = n.organisation_id and o.id = n.id
        where (n.start_at, n.end_at, n.start_km, n.end_km) is distinct from (o.start_at, o.end_at, o.start_km, o.end_km)`,
    },
  });
  await shiftFactTriggers(db, {
    table: 'shift_vehicles',
    fact: 'odometer',
    refresh: 'refresh_shift_odometer_readings',
    changed: CHANGED_SHIFTS_OF_ROWS,
  });
  await sql`
    insert into odometer_readings (organisation_id, vehicle_id, at, km, source, shift_id)
      select s.organisation_id, sv.vehicle_id, x.at, x.km, 'shift', s.id
      from shifts s
      join shift_vehicles sv on sv.organisation_id = s.organisation_id and sv.shift_id = s.id
      join vehicles v on v.organisation_id = sv.organisation_id and v.id = sv.vehicle_id
      cross join lateral (values (s.start_at, s.start_km), (s.end_at, s.end_km)) as x(at, km)
      where v.vehicle_class not in (5, 6) and x.at is not null and x.km is not null and x.km >= 0`.execute(db);

  await sql`
    create table fleet_settings (
      organisation_id uuid primary key references organisations (id) on delete cascade,
      due_soon_days integer not null default 14 check (due_soon_days between 0 and 365),
      due_soon_km numeric(10, 1) not null default 1500 check (due_soon_km >= 0),
      document_lead_days integer not null default 60 check (document_lead_days between 0 and 365),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await enableTenantSecurity(db, 'fleet_settings');
}
