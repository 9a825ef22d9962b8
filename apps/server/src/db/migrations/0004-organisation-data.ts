import { sql, type Kysely } from 'kysely';
import { enableTenantSecurity } from './tenant-security';

/**
 * Organisation data (issue 4): departments, bases, driver groups, drivers with licences,
 * vehicles, salary type codes and licence types. Every table leads with organisation_id in its
 * key and in every foreign key; nullable references use `on delete set null (column)` so the
 * organisation id of the row is never cleared.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['departments', 'bases']) {
    await sql`
      create table ${sql.raw(table)} (
        organisation_id uuid not null references organisations (id) on delete cascade,
        id uuid not null default gen_random_uuid(),
        name text not null check (length(name) between 1 and 100),
        created_at timestamptz not null default now(),
        primary key (organisation_id, id)
      )`.execute(db);
  }

  await sql`
    create table driver_groups (
      organisation_id uuid not null references organisations (id) on delete cascade,
      id uuid not null default gen_random_uuid(),
      name text not null check (length(name) between 1 and 100),
      guaranteed_hours numeric not null check (guaranteed_hours >= 0),
      standard_working_hours numeric not null check (standard_working_hours >= 0),
      thresholds jsonb not null default '{}'::jsonb,
      paid_break_type text not null default 'unpaid' check (paid_break_type in ('paid', 'unpaid', 'paidUpToLimit')),
      paid_break_limit_minutes integer check (paid_break_limit_minutes >= 0),
      device_lock boolean not null default false,
      permissions jsonb not null default '{}'::jsonb,
      created_at timestamptz not null default now(),
      primary key (organisation_id, id)
    )`.execute(db);

  await sql`
    create table driver_group_questions (
      organisation_id uuid not null references organisations (id) on delete cascade,
      driver_group_id uuid not null,
      work_type smallint not null check (work_type between 1 and 28),
      text text not null check (length(text) between 1 and 150),
      unit text not null default '' check (length(unit) <= 10),
      primary key (organisation_id, driver_group_id, work_type),
      foreign key (organisation_id, driver_group_id) references driver_groups (organisation_id, id) on delete cascade
    )`.execute(db);

  await sql`
    create table vehicles (
      organisation_id uuid not null references organisations (id) on delete cascade,
      id uuid not null default gen_random_uuid(),
      name text not null default '',
      register_number text not null,
      base_id uuid,
      vehicle_class smallint not null check (vehicle_class between 1 and 9),
      vehicle_code text not null default '',
      imei text not null default '',
      fuel_type smallint not null default 0,
      emission_standard smallint not null default 0 check (emission_standard between 0 and 8),
      external_id text not null default '',
      device_id text not null default '',
      device_lock boolean not null default false,
      is_active boolean not null default false,
      activated_at timestamptz,
      is_shared boolean not null default false,
      created_at timestamptz not null default now(),
      primary key (organisation_id, id),
      unique (organisation_id, register_number),
      foreign key (organisation_id, base_id) references bases (organisation_id, id)
    )`.execute(db);
  // The site operator finds a vehicle by id alone before its organisation is known.
  await sql`create index vehicles_id on vehicles (id)`.execute(db);

  await sql`
    create table drivers (
      organisation_id uuid not null references organisations (id) on delete cascade,
      id uuid not null default gen_random_uuid(),
      first_name text not null,
      last_name text not null,
      driver_card_id text,
      employee_number text not null default '',
      username text not null,
      email text,
      gross_wage_per_hour numeric check (gross_wage_per_hour >= 0),
      default_vehicle_id uuid,
      department_id uuid,
      base_id uuid,
      driver_group_id uuid,
      user_id uuid,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (organisation_id, id),
      unique (organisation_id, username),
      unique (organisation_id, driver_card_id),
      foreign key (organisation_id, default_vehicle_id) references vehicles (organisation_id, id) on delete set null (default_vehicle_id),
      foreign key (organisation_id, department_id) references departments (organisation_id, id),
      foreign key (organisation_id, base_id) references bases (organisation_id, id),
      foreign key (organisation_id, driver_group_id) references driver_groups (organisation_id, id),
      foreign key (organisation_id, user_id) references users (organisation_id, id) on delete set null (user_id)
    )`.execute(db);

  await sql`
    create table driver_licences (
      organisation_id uuid not null references organisations (id) on delete cascade,
      driver_id uuid not null,
      code text not null,
      expires_on date,
      primary key (organisation_id, driver_id, code),
      foreign key (organisation_id, driver_id) references drivers (organisation_id, id) on delete cascade
    )`.execute(db);
  await sql`create index driver_licences_code on driver_licences (organisation_id, code)`.execute(db);

  await sql`
    create table salary_type_codes (
      organisation_id uuid not null references organisations (id) on delete cascade,
      id uuid not null default gen_random_uuid(),
      code text not null,
      name text not null,
      work_type smallint check (work_type between 1 and 28),
      primary key (organisation_id, id),
      unique (organisation_id, code)
    )`.execute(db);

  await sql`
    create table licence_types (
      organisation_id uuid not null references organisations (id) on delete cascade,
      id uuid not null default gen_random_uuid(),
      code text not null,
      name text not null,
      kind text not null check (kind in ('class', 'qualification')),
      primary key (organisation_id, id),
      unique (organisation_id, code)
    )`.execute(db);

  const tables = [
    'departments',
    'bases',
    'driver_groups',
    'driver_group_questions',
    'vehicles',
    'drivers',
    'driver_licences',
    'salary_type_codes',
    'licence_types',
  ];
  for (const table of tables) await enableTenantSecurity(db, table);
}
