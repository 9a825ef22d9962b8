import { sql, type Kysely } from 'kysely';
import { enableTenantSecurity } from './tenant-security';

/**
 * Background jobs and truck makers' services (issue 14, decision 0016).
 * - `jobs`: work the server does on a schedule (polling an rFMS service, making the coming
 *   months' partitions). Polled with FOR UPDATE SKIP LOCKED, so two servers on one database
 *   never run a job twice and it works the same on PGlite. `key` names a recurring job once
 *   (`rfms-poll:<credential id>`); a job is claimed by moving `run_at` ahead by its lease, so a
 *   server that dies mid-job leaves it to be run again after the lease. System-wide, no tenant
 *   policy and no organisation_id column (the organisation a job works for is in its payload):
 *   only the worker (as the owner) reads it, each job's work then runs as its tenant.
 * - `external_credentials`: an organisation's sign-in to a service. The secret (a password or
 *   client secret) is stored encrypted with CREDENTIALS_KEY from the environment (AES-256-GCM)
 *   and is never sent back. Beside it the poll's state: cursor, last fetch, last error, the
 *   failures in a row that set the back-off.
 * - `external_vehicles`: what the service lists (by VIN), each linked or not to one of ours;
 *   positions of linked vehicles are stored.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table jobs (
      id uuid primary key default gen_random_uuid(),
      kind text not null,
      key text not null unique,
      payload jsonb not null default '{}',
      run_at timestamptz not null default now(),
      attempts integer not null default 0,
      last_error text,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index jobs_due on jobs (run_at)`.execute(db);

  await sql`
    create table external_credentials (
      organisation_id uuid not null references organisations (id) on delete cascade,
      id uuid not null default gen_random_uuid(),
      service_name text not null check (service_name in ('volvoConnect', 'rfms')),
      base_url text not null,
      version text not null check (version in ('auto', '4.0', '2.1')),
      username text not null,
      token_url text not null default '',
      secret_encrypted text not null,
      cursor text,
      last_fetch_at timestamptz,
      last_success_at timestamptz,
      last_error text,
      failures integer not null default 0,
      positions_stored bigint not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (organisation_id, id),
      unique (organisation_id, service_name)
    )`.execute(db);
  await enableTenantSecurity(db, 'external_credentials');

  await sql`
    create table external_vehicles (
      organisation_id uuid not null,
      credential_id uuid not null,
      vin text not null,
      name text not null default '',
      brand text not null default '',
      model text not null default '',
      vehicle_id uuid,
      last_seen_at timestamptz not null default now(),
      primary key (organisation_id, credential_id, vin),
      foreign key (organisation_id, credential_id) references external_credentials (organisation_id, id) on delete cascade,
      foreign key (organisation_id, vehicle_id) references vehicles (organisation_id, id) on delete set null (vehicle_id)
    )`.execute(db);
  await sql`create unique index external_vehicles_one_link on external_vehicles (organisation_id, vehicle_id) where vehicle_id is not null`.execute(
    db,
  );
  await enableTenantSecurity(db, 'external_vehicles');
}
