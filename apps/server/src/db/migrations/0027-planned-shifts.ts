import { sql, type Kysely } from 'kysely';
import { enableTenantSecurity } from './tenant-security';

/**
 * Planned shifts (issue 24): who drives what, when — a driver, the vehicles, a start and an end,
 * a route's run and/or tasks; a draft until published.
 *
 * - `created_by` is the planner whose draft it is (conflicts are checked against the published
 *   plans and the caller's own drafts); a removed user leaves the plan without one.
 * - `published_at` is set exactly when the plan is published: the driver app shows it from then.
 * - A route with plans is not removed (no cascade; the routes service answers 409 first, counting
 *   them). A removed driver takes their plans along; a removed vehicle or task leaves the plan.
 * - `supervisor_assignments.planned_shift_id` has been kept as given since 0007: its key is added
 *   `not valid`, so an id stored before planned shifts existed stays, and every new one must name
 *   a plan; removing the plan removes its assignments.
 * - `shifts.planned_shift_id` stays without a key, as `shifts.route_id` does (0026): the driver
 *   app sends it with shifts recorded offline, perhaps after the plan was removed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table planned_shifts (
      organisation_id uuid not null references organisations (id) on delete cascade,
      id uuid not null default gen_random_uuid(),
      driver_id uuid not null,
      route_id uuid,
      start_at timestamptz not null,
      end_at timestamptz not null,
      status text not null default 'draft' check (status in ('draft', 'published')),
      created_by uuid,
      published_at timestamptz,
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (organisation_id, id),
      check (end_at > start_at),
      check ((status = 'published') = (published_at is not null)),
      foreign key (organisation_id, driver_id) references drivers (organisation_id, id) on delete cascade,
      foreign key (organisation_id, route_id) references routes (organisation_id, id),
      foreign key (organisation_id, created_by) references users (organisation_id, id) on delete set null (created_by)
    )`.execute(db);
  await sql`create index planned_shifts_period on planned_shifts (organisation_id, start_at)`.execute(db);
  await sql`create index planned_shifts_driver on planned_shifts (organisation_id, driver_id, start_at)`.execute(db);
  await sql`create index planned_shifts_route on planned_shifts (organisation_id, route_id) where route_id is not null`.execute(
    db,
  );
  await enableTenantSecurity(db, 'planned_shifts');

  await sql`
    create table planned_shift_vehicles (
      organisation_id uuid not null,
      planned_shift_id uuid not null,
      vehicle_id uuid not null,
      position smallint not null default 0,
      primary key (organisation_id, planned_shift_id, vehicle_id),
      foreign key (organisation_id, planned_shift_id) references planned_shifts (organisation_id, id) on delete cascade,
      foreign key (organisation_id, vehicle_id) references vehicles (organisation_id, id) on delete cascade
    )`.execute(db);
  await sql`create index planned_shift_vehicles_vehicle on planned_shift_vehicles (organisation_id, vehicle_id)`.execute(
    db,
  );
  await enableTenantSecurity(db, 'planned_shift_vehicles');

  await sql`
    create table planned_shift_tasks (
      organisation_id uuid not null,
      planned_shift_id uuid not null,
      task_id uuid not null,
      primary key (organisation_id, planned_shift_id, task_id),
      foreign key (organisation_id, planned_shift_id) references planned_shifts (organisation_id, id) on delete cascade,
      foreign key (organisation_id, task_id) references tasks (organisation_id, id) on delete cascade
    )`.execute(db);
  await sql`create index planned_shift_tasks_task on planned_shift_tasks (organisation_id, task_id)`.execute(db);
  await enableTenantSecurity(db, 'planned_shift_tasks');

  await sql`
    alter table supervisor_assignments add constraint supervisor_assignments_planned_shift
      foreign key (organisation_id, planned_shift_id) references planned_shifts (organisation_id, id)
      on delete cascade not valid`.execute(db);
}
