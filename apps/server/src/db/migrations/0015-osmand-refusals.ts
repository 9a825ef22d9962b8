import { sql, type Kysely } from 'kysely';
import { APP_ROLE, enableTenantSecurity } from './tenant-security';

/**
 * The OsmAnd listener (issue 14, decision 0015). A tracking device names itself by IMEI and
 * belongs to no signed-in organisation, so before any tenant is known the listener must find
 * whose vehicle it is, without a way round row-level security:
 * - `osmand_devices(imeis)` answers, for IMEIs on vehicles, only which organisation and vehicle
 *   each is on and whether and since when that vehicle is activated. It runs as its owner
 *   (security definer), so the listener's transactions stay in the application role with no
 *   organisation set, where every tenant table shows nothing.
 * - `osmand_refusals`: per organisation, devices refused because their vehicle is not activated
 *   (or the IMEI is on a vehicle activated earlier): a count and the last one, for the Admin.
 * - `osmand_unknown_devices`: one row, devices whose id is no vehicle's IMEI, for the site
 *   operator. Not a tenant table; the application role writes it only through
 *   `osmand_count_unknown_devices`, and reading it is the site operator's (withSystem).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const app = sql.raw(APP_ROLE);
  await sql`create index vehicles_imei on vehicles (imei) where imei <> ''`.execute(db);

  await sql`
    create function osmand_devices(imeis text[])
    returns table (imei text, organisation_id uuid, vehicle_id uuid, is_activated boolean, activated_at timestamptz)
    language sql stable security definer set search_path = pg_catalog, public as $$
      select v.imei, v.organisation_id, v.id, v.is_active, v.activated_at
      from public.vehicles v
      where v.imei = any (imeis) and v.imei <> ''
    $$`.execute(db);
  await sql`revoke all on function osmand_devices(text[]) from public`.execute(db);
  await sql`grant execute on function osmand_devices(text[]) to ${app}`.execute(db);

  await sql`
    create table osmand_refusals (
      organisation_id uuid not null references organisations (id) on delete cascade,
      reason text not null check (reason in ('notActivated', 'imeiInUse')),
      refused_count bigint not null check (refused_count >= 0),
      last_refused_at timestamptz not null,
      last_device text not null check (length(last_device) <= 16),
      last_vehicle_id uuid,
      primary key (organisation_id, reason)
    )`.execute(db);
  await enableTenantSecurity(db, 'osmand_refusals');

  await sql`
    create table osmand_unknown_devices (
      singleton boolean primary key default true check (singleton),
      refused_count bigint not null check (refused_count >= 0),
      last_refused_at timestamptz not null,
      last_device text not null check (length(last_device) <= 16)
    )`.execute(db);
  await sql`
    create function osmand_count_unknown_devices(refused bigint, refused_at timestamptz, device text) returns void
    language sql security definer set search_path = pg_catalog, public as $$
      insert into public.osmand_unknown_devices as u (refused_count, last_refused_at, last_device)
      values (refused, refused_at, left(device, 16))
      on conflict (singleton) do update set
        refused_count = u.refused_count + excluded.refused_count,
        last_device = case when excluded.last_refused_at >= u.last_refused_at then excluded.last_device else u.last_device end,
        last_refused_at = greatest(u.last_refused_at, excluded.last_refused_at)
    $$`.execute(db);
  await sql`revoke all on function osmand_count_unknown_devices(bigint, timestamptz, text) from public`.execute(db);
  await sql`grant execute on function osmand_count_unknown_devices(bigint, timestamptz, text) to ${app}`.execute(db);
}
