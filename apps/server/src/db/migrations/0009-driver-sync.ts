import { sql, type Kysely } from 'kysely';
import { enableTenantSecurity } from './tenant-security';

/**
 * The driver app's sync (issue 11, decision 0012).
 * - `driver_sync_operations`: every outbox operation's key once per organisation, with the
 *   outcome it was answered with, written in the same transaction as the operation's change,
 *   so a retry or a replay answers that outcome again and changes nothing.
 * - `shifts.device_seq`: the highest live-recording snapshot applied (null: never recorded live
 *   on a phone). A snapshot at or below it arrived late and is ignored.
 * - `shifts.content_version`: grows with every change of what the shift says (events,
 *   vehicles, km, bonuses …), whoever makes it, and not with approval steps; `version` grows
 *   with both. `device_content_version` is its value right after the phone's last applied
 *   snapshot: when the two differ, someone else changed the content since, and the phone's
 *   next snapshot would overwrite it unseen.
 * - A shift the office removed or merged away is found by its client key in the history, so a
 *   phone still recording it cannot bring it back.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table driver_sync_operations (
      organisation_id uuid not null references organisations (id) on delete cascade,
      key text not null check (length(key) between 1 and 100),
      driver_id uuid not null,
      kind text not null check (kind in ('recordShift', 'editShift', 'createAbsence')),
      result jsonb,
      created_at timestamptz not null default now(),
      primary key (organisation_id, key),
      foreign key (organisation_id, driver_id) references drivers (organisation_id, id) on delete cascade
    )`.execute(db);
  await sql`create index driver_sync_operations_driver on driver_sync_operations (organisation_id, driver_id)`.execute(
    db,
  );
  await enableTenantSecurity(db, 'driver_sync_operations');

  await sql`alter table shifts add column device_seq integer`.execute(db);
  await sql`alter table shifts add column content_version integer not null default 1`.execute(db);
  await sql`alter table shifts add column device_content_version integer`.execute(db);

  await sql`
    create index timesheet_changes_removed_shift on timesheet_changes (organisation_id, (before ->> 'clientKey'))
    where item_type = 'shift' and action in ('delete', 'merge')`.execute(db);
}
