import { sql, type Kysely } from 'kysely';
import { enableTenantSecurity } from './tenant-security';

/**
 * Stored files and the driver app's pre-trip check (issue 25, decision 0034).
 *
 * - `stored_files`: any file a person or a phone gives the product (a defect's photo now; waybill
 *   signatures and photos later), its bytes kept in PostgreSQL so a backup of the data holds them.
 *   A phone's upload carries a key made on the phone (`client_key`), stored once, so a retried
 *   upload never stores the bytes twice.
 * - `pre_trip_checklists`: the organisation's checklist of a vehicle class, when it is not the
 *   built-in one (`items` as the domain's checklist schema writes it).
 * - `pre_trip_checks`: a check as the driver answered it at the start of a shift (or skipped it),
 *   its key made on the phone; `pre_trip_check_answers` each item's answer, a defect linked to the
 *   maintenance item (a fleet item occurrence) it became; `pre_trip_check_photos` the photos of an
 *   answer. The shift is named by its client key: the check may reach the server before the shift.
 * - the driver app's sync takes the check as an operation of its own kind, `recordPreTripCheck`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table stored_files (
      organisation_id uuid not null references organisations (id) on delete cascade,
      id uuid not null default gen_random_uuid(),
      client_key text check (length(client_key) between 1 and 100),
      content_type text not null check (length(content_type) between 1 and 100),
      size_bytes integer not null check (size_bytes > 0),
      bytes bytea not null,
      created_by uuid,
      created_at timestamptz not null default now(),
      primary key (organisation_id, id),
      unique (organisation_id, client_key)
    )`.execute(db);
  await enableTenantSecurity(db, 'stored_files');

  await sql`
    create table pre_trip_checklists (
      organisation_id uuid not null references organisations (id) on delete cascade,
      vehicle_class smallint not null check (vehicle_class between 1 and 9),
      items jsonb not null,
      updated_by uuid,
      updated_at timestamptz not null default now(),
      primary key (organisation_id, vehicle_class)
    )`.execute(db);
  await enableTenantSecurity(db, 'pre_trip_checklists');

  await sql`
    create table pre_trip_checks (
      organisation_id uuid not null,
      id uuid not null default gen_random_uuid(),
      client_key text not null check (length(client_key) between 1 and 100),
      vehicle_id uuid not null,
      driver_id uuid,
      shift_client_key text check (length(shift_client_key) between 1 and 100),
      at timestamptz not null,
      status text not null check (status in ('done', 'skipped')),
      created_at timestamptz not null default now(),
      primary key (organisation_id, id),
      unique (organisation_id, client_key),
      foreign key (organisation_id, vehicle_id) references vehicles (organisation_id, id) on delete cascade,
      foreign key (organisation_id, driver_id) references drivers (organisation_id, id) on delete set null (driver_id)
    )`.execute(db);
  await sql`create index pre_trip_checks_at on pre_trip_checks (organisation_id, at)`.execute(db);
  await enableTenantSecurity(db, 'pre_trip_checks');

  await sql`
    create table pre_trip_check_answers (
      organisation_id uuid not null,
      check_id uuid not null,
      position smallint not null check (position >= 0),
      item_kind text not null check (item_kind in ('builtIn', 'own')),
      item_key text not null check (length(item_key) between 1 and 40),
      label text check (char_length(label) <= 80),
      result text not null check (result in ('ok', 'defect')),
      note text not null default '' check (char_length(note) <= 500),
      fleet_item_id uuid,
      primary key (organisation_id, check_id, position),
      foreign key (organisation_id, check_id) references pre_trip_checks (organisation_id, id) on delete cascade,
      foreign key (organisation_id, fleet_item_id) references fleet_items (organisation_id, id) on delete set null (fleet_item_id)
    )`.execute(db);
  await sql`create index pre_trip_check_answers_fleet_item on pre_trip_check_answers (organisation_id, fleet_item_id)
    where fleet_item_id is not null`.execute(db);
  await enableTenantSecurity(db, 'pre_trip_check_answers');

  await sql`
    create table pre_trip_check_photos (
      organisation_id uuid not null,
      file_id uuid not null,
      check_id uuid not null,
      position smallint not null,
      photo_order smallint not null check (photo_order >= 0),
      primary key (organisation_id, file_id),
      foreign key (organisation_id, check_id, position)
        references pre_trip_check_answers (organisation_id, check_id, position) on delete cascade,
      foreign key (organisation_id, file_id) references stored_files (organisation_id, id) on delete cascade
    )`.execute(db);
  await sql`create index pre_trip_check_photos_answer on pre_trip_check_photos (organisation_id, check_id, position)`.execute(
    db,
  );
  await enableTenantSecurity(db, 'pre_trip_check_photos');

  // The driver app's sync keeps each operation's key with its kind (migration 0009): one kind more.
  await sql`alter table driver_sync_operations drop constraint driver_sync_operations_kind_check`.execute(db);
  await sql`
    alter table driver_sync_operations add constraint driver_sync_operations_kind_check
      check (kind in ('recordShift', 'editShift', 'createAbsence', 'recordPreTripCheck'))`.execute(db);
}
