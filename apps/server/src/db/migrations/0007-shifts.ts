import { sql, type Kysely } from 'kysely';
import { enableTenantSecurity } from './tenant-security';

/**
 * Shifts, absences and timesheets (issue 10).
 * - `organisations.time_zone`: shown times and local dates come from it; Helsinki by default,
 *   Stockholm for organisations that count in kronor.
 * - `shifts`: one per driver's working stretch. `start_at`/`end_at` repeat the first event's
 *   start and the last event's end (null while ongoing) so period queries use an index.
 *   `client_key` is unique per organisation: the driver app uploads the same shift twice and
 *   one is stored. `version` grows with every change (optimistic concurrency: a write names
 *   the version it read). `before_driver_edit` keeps the item as the office last left it, so a
 *   driver's edit can be rejected.
 * - `shift_events`, `shift_vehicles`: the shift's parts, removed with it.
 * - `absences`: absence and contract types 11–18 and 20–28, whole days or hours per day.
 * - `timesheet_changes`: the history of every change (who, when, before and after). The
 *   person's name is copied so the history stays readable after the user is removed.
 * - `supervisor_assignments`: a User supervising drivers or planned shifts (planned shifts
 *   arrive with resource planning; the column and the rule exist now).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table organisations add column time_zone text not null default 'Europe/Helsinki'`.execute(db);
  await sql`update organisations set time_zone = 'Europe/Stockholm' where currency = 'SEK'`.execute(db);

  const approval = sql.raw(
    `approval text not null default 'unapproved' check (approval in ('unapproved', 'checked', 'approved'))`,
  );
  await sql`
    create table shifts (
      organisation_id uuid not null references organisations (id) on delete cascade,
      id uuid not null default gen_random_uuid(),
      client_key text not null check (length(client_key) between 1 and 100),
      driver_id uuid not null,
      route_id uuid,
      planned_shift_id uuid,
      start_at timestamptz not null,
      end_at timestamptz,
      start_km numeric check (start_km >= 0),
      end_km numeric check (end_km >= 0),
      consumption_litres numeric check (consumption_litres >= 0),
      bonuses jsonb not null default '[]'::jsonb,
      daily_allowance smallint not null default 0 check (daily_allowance between 0 and 6),
      ${approval},
      has_driver_edit boolean not null default false,
      before_driver_edit jsonb,
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (organisation_id, id),
      unique (organisation_id, client_key),
      check (end_at is null or end_at >= start_at),
      foreign key (organisation_id, driver_id) references drivers (organisation_id, id)
    )`.execute(db);
  await sql`create index shifts_driver_start on shifts (organisation_id, driver_id, start_at)`.execute(db);
  await sql`create index shifts_start on shifts (organisation_id, start_at)`.execute(db);
  await sql`create index shifts_planned on shifts (organisation_id, planned_shift_id) where planned_shift_id is not null`.execute(
    db,
  );

  await sql`
    create table shift_events (
      organisation_id uuid not null,
      id uuid not null default gen_random_uuid(),
      shift_id uuid not null,
      work_type smallint not null check (work_type between 1 and 99),
      start_at timestamptz not null,
      end_at timestamptz,
      answer text check (length(answer) <= 150),
      cut_before boolean not null default false,
      cut_after boolean not null default false,
      primary key (organisation_id, id),
      check (end_at is null or end_at >= start_at),
      foreign key (organisation_id, shift_id) references shifts (organisation_id, id) on delete cascade
    )`.execute(db);
  await sql`create index shift_events_shift on shift_events (organisation_id, shift_id, start_at)`.execute(db);
  await sql`create index shift_events_start on shift_events (organisation_id, start_at)`.execute(db);

  await sql`
    create table shift_vehicles (
      organisation_id uuid not null,
      shift_id uuid not null,
      vehicle_id uuid not null,
      position smallint not null default 0,
      primary key (organisation_id, shift_id, vehicle_id),
      foreign key (organisation_id, shift_id) references shifts (organisation_id, id) on delete cascade,
      foreign key (organisation_id, vehicle_id) references vehicles (organisation_id, id)
    )`.execute(db);
  await sql`create index shift_vehicles_vehicle on shift_vehicles (organisation_id, vehicle_id)`.execute(db);

  await sql`
    create table absences (
      organisation_id uuid not null references organisations (id) on delete cascade,
      id uuid not null default gen_random_uuid(),
      client_key text not null check (length(client_key) between 1 and 100),
      driver_id uuid not null,
      work_type smallint not null check (work_type between 11 and 28 and work_type <> 19),
      kind text not null check (kind in ('absence', 'compensate', 'contract', 'shift', 'training', 'vacation')),
      start_date date not null,
      end_date date not null,
      hours numeric check (hours > 0 and hours <= 24),
      note text not null default '' check (length(note) <= 500),
      ${approval},
      has_driver_edit boolean not null default false,
      before_driver_edit jsonb,
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (organisation_id, id),
      unique (organisation_id, client_key),
      check (end_date >= start_date),
      foreign key (organisation_id, driver_id) references drivers (organisation_id, id)
    )`.execute(db);
  await sql`create index absences_driver_dates on absences (organisation_id, driver_id, start_date)`.execute(db);
  await sql`create index absences_dates on absences (organisation_id, start_date, end_date)`.execute(db);

  await sql`
    create table timesheet_changes (
      organisation_id uuid not null references organisations (id) on delete cascade,
      id uuid not null default gen_random_uuid(),
      item_type text not null check (item_type in ('shift', 'absence')),
      item_id uuid not null,
      action text not null,
      changed_at timestamptz not null default now(),
      changed_by uuid,
      changed_by_name text not null default '',
      before jsonb,
      after jsonb,
      primary key (organisation_id, id)
    )`.execute(db);
  await sql`create index timesheet_changes_item on timesheet_changes (organisation_id, item_type, item_id, changed_at)`.execute(
    db,
  );

  await sql`
    create table supervisor_assignments (
      organisation_id uuid not null,
      id uuid not null default gen_random_uuid(),
      user_id uuid not null,
      driver_id uuid,
      planned_shift_id uuid,
      primary key (organisation_id, id),
      check ((driver_id is null) <> (planned_shift_id is null)),
      unique (organisation_id, user_id, driver_id),
      unique (organisation_id, user_id, planned_shift_id),
      foreign key (organisation_id, user_id) references users (organisation_id, id) on delete cascade,
      foreign key (organisation_id, driver_id) references drivers (organisation_id, id) on delete cascade
    )`.execute(db);

  for (const table of [
    'shifts',
    'shift_events',
    'shift_vehicles',
    'absences',
    'timesheet_changes',
    'supervisor_assignments',
  ]) {
    await enableTenantSecurity(db, table);
  }
}
