import { sql, type Kysely } from 'kysely';
import { APP_ROLE, enableTenantSecurity } from './tenant-security';

/**
 * Platform tables. Tenant tables carry organisation_id first in their primary key and in every
 * foreign key, so the schema can later be distributed by it (Citus).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table organisations (
      id uuid primary key default gen_random_uuid(),
      name text not null check (length(name) between 1 and 200),
      currency text not null check (currency in ('EUR', 'USD', 'SEK')),
      features jsonb not null default '{}'::jsonb,
      vehicle_limit integer check (vehicle_limit is null or vehicle_limit >= 0),
      set_to_be_deleted_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table users (
      organisation_id uuid not null references organisations (id) on delete cascade,
      id uuid not null default gen_random_uuid(),
      username text not null,
      email text not null,
      display_name text not null default '',
      display_language text not null default 'en' check (display_language in ('en', 'fi', 'sv')),
      role text not null default 'User' check (role in ('Admin', 'Superuser', 'User')),
      is_driver boolean not null default false,
      is_active boolean not null default true,
      password_hash text not null,
      failed_sign_ins integer not null default 0,
      last_failed_sign_in_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (organisation_id, id)
    )`.execute(db);

  await sql`
    create table sign_in_names (
      username text primary key,
      organisation_id uuid not null,
      user_id uuid not null,
      foreign key (organisation_id, user_id) references users (organisation_id, id) on delete cascade
    )`.execute(db);

  await sql`
    create table page_views (
      organisation_id uuid not null references organisations (id) on delete cascade,
      id bigint generated always as identity,
      user_id uuid not null,
      path text not null,
      viewed_at timestamptz not null default now(),
      primary key (organisation_id, id)
    )`.execute(db);

  await sql`
    create table oidc_payloads (
      model text not null,
      id text not null,
      payload jsonb not null,
      grant_id text,
      user_code text,
      uid text,
      expires_at timestamptz,
      consumed_at timestamptz,
      primary key (model, id)
    )`.execute(db);
  await sql`create index oidc_payloads_grant_id on oidc_payloads (grant_id)`.execute(db);
  await sql`create index oidc_payloads_uid on oidc_payloads (uid)`.execute(db);
  await sql`create index oidc_payloads_user_code on oidc_payloads (user_code)`.execute(db);
  await sql`create index oidc_payloads_expires_at on oidc_payloads (expires_at)`.execute(db);

  await sql`
    create table server_secrets (
      name text primary key,
      value jsonb not null,
      created_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table contact_messages (
      id uuid primary key default gen_random_uuid(),
      organisation_id uuid references organisations (id) on delete set null,
      user_id uuid,
      company text not null,
      name text not null,
      email text not null,
      phone text not null default '',
      subject text not null,
      description text not null,
      created_at timestamptz not null default now()
    )`.execute(db);

  await enableTenantSecurity(db, 'organisations', 'id');
  for (const table of ['users', 'sign_in_names', 'page_views']) await enableTenantSecurity(db, table);
  await sql`grant usage on sequence ${sql.raw('page_views_id_seq')} to ${sql.raw(APP_ROLE)}`.execute(db);
}
