import { sql, type Kysely } from 'kysely';
import { APP_ROLE, enableTenantSecurity } from './tenant-security';

/**
 * Fleet upkeep's calendar feed and weekly mail (issue 25).
 *
 * - `fleet_calendar_feeds`: an organisation's iCalendar feed of due dates, at a secret address.
 *   Only the token's SHA-256 is stored, so a copy of the database opens no feed; a new token
 *   replaces the row, and the old address stops working.
 * - `fleet_calendar_feed_organisation(hash)`: a calendar client is no one signed in, so before any
 *   tenant is known the feed route must find whose feed a token opens, without a way round
 *   row-level security: the function answers only the organisation and the feed's language, and
 *   runs as its owner (security definer), as the OsmAnd device lookup does (migration 0015).
 * - `fleet_due_mails`: the weekly mail to the Admins, one row per organisation and week (its
 *   Monday), claimed before sending, so two servers or a retried job never send a week twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const app = sql.raw(APP_ROLE);
  await sql`
    create table fleet_calendar_feeds (
      organisation_id uuid primary key references organisations (id) on delete cascade,
      token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
      language text not null check (language in ('en', 'fi', 'sv')),
      created_at timestamptz not null default now(),
      created_by uuid
    )`.execute(db);
  await enableTenantSecurity(db, 'fleet_calendar_feeds');
  await sql`
    create function fleet_calendar_feed_organisation(hash text)
    returns table (organisation_id uuid, language text)
    language sql stable security definer set search_path = pg_catalog, public as $$
      select f.organisation_id, f.language from public.fleet_calendar_feeds f where f.token_hash = hash
    $$`.execute(db);
  await sql`revoke all on function fleet_calendar_feed_organisation(text) from public`.execute(db);
  await sql`grant execute on function fleet_calendar_feed_organisation(text) to ${app}`.execute(db);

  await sql`
    create table fleet_due_mails (
      organisation_id uuid not null references organisations (id) on delete cascade,
      week date not null,
      claimed_at timestamptz not null default now(),
      recipients integer not null default 0 check (recipients >= 0),
      primary key (organisation_id, week)
    )`.execute(db);
  await enableTenantSecurity(db, 'fleet_due_mails');
}
