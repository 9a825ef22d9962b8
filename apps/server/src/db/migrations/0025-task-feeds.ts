import { sql, type Kysely } from 'kysely';
import { enableTenantSecurity } from './tenant-security';

/**
 * Task feeds (issue 22, decision 0025): an outside system's address that answers the
 * organisation's tasks as JSON, fetched on demand and by the job worker every `poll_minutes`.
 * The password is sealed with CREDENTIALS_KEY (as external_credentials' secrets) and never
 * answered. Beside it the last fetch's outcome: its counts on success, its error code (an HTTP
 * status, a network code) otherwise. A feed's tasks are the organisation's records: removing the
 * feed keeps them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table task_feeds (
      organisation_id uuid not null references organisations (id) on delete cascade,
      id uuid not null default gen_random_uuid(),
      name text not null check (length(name) between 1 and 100),
      url text not null check (length(url) between 1 and 500),
      username text not null default '' check (length(username) <= 200),
      password_sealed text,
      enabled boolean not null default true,
      poll_minutes integer not null default 60 check (poll_minutes between 5 and 1440),
      last_fetch_at timestamptz,
      last_success_at timestamptz,
      last_result jsonb,
      last_error_code text check (last_error_code is null or length(last_error_code) <= 100),
      failures integer not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (organisation_id, id)
    )`.execute(db);
  await sql`create unique index task_feeds_name on task_feeds (organisation_id, lower(name))`.execute(db);
  await enableTenantSecurity(db, 'task_feeds');
}
