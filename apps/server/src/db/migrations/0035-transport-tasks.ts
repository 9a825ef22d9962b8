import { sql, type Kysely } from 'kysely';
import { enableTenantSecurity } from './tenant-security';

const STATES = sql.raw(`'created', 'assigned', 'started', 'pickedUp', 'delivered', 'cancelled'`);
const EVENT_KINDS = sql.raw(
  `'created', 'assigned', 'started', 'pickedUp', 'delivered', 'cancelled', 'arrived', 'loaded', 'deviation', 'edited'`,
);

/**
 * Transport tasks and waybills (issue 26, decision 0035).
 *
 * - `transport_tasks`: an order (sender, consignee, freight payer, price, km, terms) and its state;
 *   `date` is the local date the list files it under (the first stop's window start in the
 *   organisation's zone, else the day it was made), so a month's list is one index range.
 *   `task_id` is the profitability task made when it was delivered.
 * - `transport_stops` and `transport_goods`: its stops in order (arrived and done times as the
 *   driver's phone reported them) and its goods lines (dangerous goods in columns of their own).
 * - `transport_events`: the timeline, state changes and what happened at stops, with who, when
 *   and where; a phone's event carries its key, stored once (`unique (organisation_id, client_key)`).
 * - `transport_proofs`: the proof of delivery (signer, signature, photos) of a delivery stop.
 * - `transport_files`: every stored file an event names (signature, proof and deviation photos),
 *   so a file's use is one indexed lookup (the cleanup job keeps what is named here).
 * - `waybills` and `waybill_counters`: one waybill per task, numbered per organisation by a
 *   counter row locked in the inserting transaction, as invoices are (migration 0024): gap-free.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table transport_tasks (
      organisation_id uuid not null references organisations (id) on delete cascade,
      id uuid not null default gen_random_uuid(),
      reference text not null default '' check (length(reference) <= 100),
      customer_id uuid,
      sender jsonb not null,
      consignee jsonb not null,
      international boolean not null default false,
      driver_id uuid,
      vehicle_id uuid,
      price numeric(14, 2) check (price is null or price >= 0),
      km numeric(10, 1) check (km is null or km >= 0),
      terms jsonb not null default '{}',
      notes text not null default '' check (length(notes) <= 1000),
      state text not null check (state in (${STATES})),
      date date not null,
      first_window_start timestamptz,
      task_id uuid,
      version integer not null default 1,
      created_by uuid,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (organisation_id, id),
      foreign key (organisation_id, customer_id) references customers (organisation_id, id) on delete set null (customer_id),
      foreign key (organisation_id, driver_id) references drivers (organisation_id, id) on delete set null (driver_id),
      foreign key (organisation_id, vehicle_id) references vehicles (organisation_id, id) on delete set null (vehicle_id),
      foreign key (organisation_id, task_id) references tasks (organisation_id, id) on delete set null (task_id)
    )`.execute(db);
  await sql`create index transport_tasks_date on transport_tasks (organisation_id, date, first_window_start)`.execute(
    db,
  );
  // The driver app reads a driver's open tasks and those delivered lately.
  await sql`create index transport_tasks_driver on transport_tasks (organisation_id, driver_id, state) where driver_id is not null`.execute(
    db,
  );
  await enableTenantSecurity(db, 'transport_tasks');

  await sql`
    create table transport_stops (
      organisation_id uuid not null,
      id uuid not null default gen_random_uuid(),
      transport_task_id uuid not null,
      position smallint not null check (position >= 0),
      kind text not null check (kind in ('pickup', 'delivery', 'other')),
      name text not null default '' check (length(name) <= 200),
      street text not null check (length(street) <= 200),
      postcode text not null default '' check (length(postcode) <= 20),
      city text not null check (length(city) <= 100),
      country text not null default 'FI' check (country ~ '^[A-Z]{2}$'),
      latitude double precision check (latitude between -90 and 90),
      longitude double precision check (longitude between -180 and 180),
      window_start timestamptz,
      window_end timestamptz,
      contact_name text not null default '' check (length(contact_name) <= 200),
      contact_phone text not null default '' check (length(contact_phone) <= 40),
      notes text not null default '' check (length(notes) <= 1000),
      arrived_at timestamptz,
      done_at timestamptz,
      primary key (organisation_id, id),
      unique (organisation_id, transport_task_id, position),
      foreign key (organisation_id, transport_task_id) references transport_tasks (organisation_id, id) on delete cascade
    )`.execute(db);
  await enableTenantSecurity(db, 'transport_stops');

  await sql`
    create table transport_goods (
      organisation_id uuid not null,
      id uuid not null default gen_random_uuid(),
      transport_task_id uuid not null,
      position smallint not null check (position >= 0),
      description text not null check (length(description) between 1 and 300),
      packages integer not null check (packages >= 0),
      package_kind text not null default '' check (length(package_kind) <= 50),
      marks text not null default '' check (length(marks) <= 300),
      weight_kg numeric(12, 3) not null check (weight_kg >= 0),
      volume_m3 numeric(10, 3) check (volume_m3 >= 0),
      loading_metres numeric(8, 2) check (loading_metres >= 0),
      un_number text check (un_number ~ '^[0-9]{4}$'),
      hazard_class text,
      packing_group text check (packing_group in ('I', 'II', 'III')),
      proper_name text check (length(proper_name) <= 300),
      primary key (organisation_id, id),
      unique (organisation_id, transport_task_id, position),
      check ((un_number is null) = (hazard_class is null) and (un_number is null) = (proper_name is null)),
      foreign key (organisation_id, transport_task_id) references transport_tasks (organisation_id, id) on delete cascade
    )`.execute(db);
  await enableTenantSecurity(db, 'transport_goods');

  await sql`
    create table transport_events (
      organisation_id uuid not null,
      id uuid not null default gen_random_uuid(),
      transport_task_id uuid not null,
      kind text not null check (kind in (${EVENT_KINDS})),
      stop_id uuid,
      at timestamptz not null,
      by_user_id uuid,
      by_name text,
      latitude double precision,
      longitude double precision,
      accuracy_m double precision,
      note text not null default '' check (length(note) <= 1000),
      note_key text check (length(note_key) <= 100),
      goods_checked boolean,
      deviations jsonb not null default '[]',
      client_key text check (length(client_key) between 1 and 100),
      -- The clock, not the transaction's start: lines written together keep the order written.
      created_at timestamptz not null default clock_timestamp(),
      primary key (organisation_id, id),
      unique (organisation_id, client_key),
      foreign key (organisation_id, transport_task_id) references transport_tasks (organisation_id, id) on delete cascade,
      foreign key (organisation_id, stop_id) references transport_stops (organisation_id, id) on delete set null (stop_id)
    )`.execute(db);
  await sql`create index transport_events_task on transport_events (organisation_id, transport_task_id, at)`.execute(
    db,
  );
  await enableTenantSecurity(db, 'transport_events');

  await sql`
    create table transport_proofs (
      organisation_id uuid not null,
      id uuid not null default gen_random_uuid(),
      transport_task_id uuid not null,
      stop_id uuid not null,
      event_id uuid not null,
      signer_name text not null check (length(signer_name) between 1 and 200),
      signature_file_id uuid,
      photo_file_ids uuid[] not null default '{}',
      at timestamptz not null,
      latitude double precision,
      longitude double precision,
      accuracy_m double precision,
      primary key (organisation_id, id),
      unique (organisation_id, event_id),
      foreign key (organisation_id, transport_task_id) references transport_tasks (organisation_id, id) on delete cascade,
      foreign key (organisation_id, stop_id) references transport_stops (organisation_id, id) on delete cascade,
      foreign key (organisation_id, event_id) references transport_events (organisation_id, id) on delete cascade,
      foreign key (organisation_id, signature_file_id) references stored_files (organisation_id, id) on delete set null (signature_file_id)
    )`.execute(db);
  await sql`create index transport_proofs_task on transport_proofs (organisation_id, transport_task_id)`.execute(db);
  await enableTenantSecurity(db, 'transport_proofs');

  await sql`
    create table transport_files (
      organisation_id uuid not null,
      event_id uuid not null,
      file_id uuid not null,
      purpose text not null check (purpose in ('signature', 'photo', 'deviation')),
      primary key (organisation_id, event_id, file_id),
      foreign key (organisation_id, event_id) references transport_events (organisation_id, id) on delete cascade,
      foreign key (organisation_id, file_id) references stored_files (organisation_id, id) on delete cascade
    )`.execute(db);
  await sql`create index transport_files_file on transport_files (organisation_id, file_id)`.execute(db);
  await enableTenantSecurity(db, 'transport_files');

  await sql`
    create table waybill_counters (
      organisation_id uuid primary key references organisations (id) on delete cascade,
      next_number bigint not null default 1 check (next_number between 1 and 1000000000)
    )`.execute(db);
  await enableTenantSecurity(db, 'waybill_counters');

  await sql`
    create table waybills (
      organisation_id uuid not null,
      id uuid not null default gen_random_uuid(),
      number bigint not null check (number >= 1),
      transport_task_id uuid not null,
      kind text not null check (kind in ('domestic', 'cmr')),
      created_at timestamptz not null default now(),
      primary key (organisation_id, id),
      unique (organisation_id, number),
      unique (organisation_id, transport_task_id),
      foreign key (organisation_id, transport_task_id) references transport_tasks (organisation_id, id) on delete cascade
    )`.execute(db);
  await enableTenantSecurity(db, 'waybills');

  // The driver app's sync takes stop events as an operation of their own kind (migration 0031's list, one more).
  await sql`alter table driver_sync_operations drop constraint driver_sync_operations_kind_check`.execute(db);
  await sql`
    alter table driver_sync_operations add constraint driver_sync_operations_kind_check
      check (kind in ('recordShift', 'editShift', 'createAbsence', 'recordPreTripCheck', 'recordStopEvent'))`.execute(
    db,
  );
}
