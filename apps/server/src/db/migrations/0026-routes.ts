import { sql, type Kysely } from 'kysely';
import { enableTenantSecurity } from './tenant-security';

/**
 * Routes (issue 23): a recurring run written once, with its waypoints, its recurrence (the
 * domain's `Recurrence` as JSON, exceptions included), what it earns and how long and far it is.
 *
 * - The licences, waypoints and recurrence are `json`, not `jsonb`: documents the server writes
 *   whole and reads whole, never queried inside; `json` is handed back as stored, where `jsonb`
 *   is printed again on every read (a register of a thousand routes reads a tenth faster).
 * - `distance_km`, `driving_minutes` and where they came from (`distance_source`: typed by hand,
 *   a routing server's answer, or the great-circle estimate; decision 0027).
 * - `ended_on`: the last local date the route runs on; null while it runs on.
 * - `vehicle_id` prices the runs by the vehicle's calculation; removing the vehicle keeps the
 *   route without one. A removed customer or department leaves the route without one too.
 * - `tasks.route_id`: a task that was a run of the route, checked against the organisation's
 *   routes by a foreign key; a route with tasks is not removed (the service answers 409 first).
 * - `shifts.route_id` has existed since 0007 without a key: the driver app sends it, also for a
 *   shift recorded offline days ago, and a key would refuse that upload once the route is gone
 *   (the phone would retry it for ever). It stays a plain column, indexed; a shift naming no
 *   route simply counts for none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table routes (
      organisation_id uuid not null references organisations (id) on delete cascade,
      id uuid not null default gen_random_uuid(),
      name text not null check (length(name) between 1 and 100),
      code text not null default '' check (length(code) <= 4),
      customer_id uuid,
      vehicle_id uuid,
      department_id uuid,
      subcontractor text not null default '' check (length(subcontractor) <= 200),
      required_licences json not null default '[]'::json check (json_typeof(required_licences) = 'array'),
      waypoints json not null default '[]'::json check (json_typeof(waypoints) = 'array'),
      recurrence json check (recurrence is null or json_typeof(recurrence) = 'object'),
      income_basis text not null default 'perRun' check (income_basis in ('perRun', 'perHour')),
      income numeric(12, 2) not null default 0 check (income >= 0),
      distance_km numeric(8, 1) not null default 0 check (distance_km >= 0),
      driving_minutes integer not null default 0 check (driving_minutes >= 0),
      distance_source text not null default 'estimate' check (distance_source in ('manual', 'routing', 'estimate')),
      ended_on date,
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (organisation_id, id),
      foreign key (organisation_id, customer_id) references customers (organisation_id, id) on delete set null (customer_id),
      foreign key (organisation_id, vehicle_id) references vehicles (organisation_id, id) on delete set null (vehicle_id),
      foreign key (organisation_id, department_id) references departments (organisation_id, id) on delete set null (department_id)
    )`.execute(db);
  await sql`create index routes_name on routes (organisation_id, lower(name))`.execute(db);
  await enableTenantSecurity(db, 'routes');

  await sql`alter table tasks add column route_id uuid`.execute(db);
  await sql`
    alter table tasks add constraint tasks_route
      foreign key (organisation_id, route_id) references routes (organisation_id, id)`.execute(db);
  await sql`create index tasks_route on tasks (organisation_id, route_id) where route_id is not null`.execute(db);
  await sql`create index shifts_route on shifts (organisation_id, route_id) where route_id is not null`.execute(db);
}
