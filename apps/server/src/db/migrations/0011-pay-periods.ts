import { sql, type Kysely } from 'kysely';
import { enableTenantSecurity } from './tenant-security';

/**
 * Pay periods (issue 12): local dates, both ends included. Periods of an organisation must not
 * overlap; the service checks that inside the transaction that writes them. No exclusion
 * constraint: on uuid and daterange together it needs btree_gist, which the embedded database
 * (PGlite) does not load by default, and the rule must hold the same on both.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table pay_periods (
      organisation_id uuid not null references organisations (id) on delete cascade,
      id uuid not null default gen_random_uuid(),
      start_date date not null,
      end_date date not null,
      pay_date date not null,
      name text,
      created_at timestamptz not null default now(),
      primary key (organisation_id, id),
      check (end_date >= start_date)
    )`.execute(db);
  await sql`create index pay_periods_start on pay_periods (organisation_id, start_date)`.execute(db);
  await enableTenantSecurity(db, 'pay_periods');
}
