import { sql, type Kysely } from 'kysely';
import { enableTenantSecurity } from './tenant-security';

/**
 * Sign-in support. Tokens name a user by id alone (the account id is the user's uuid), so users
 * get an index on id.
 *
 * Per-organisation API credentials for the client-credentials grant. The client id is unique
 * across organisations (it is looked up before the organisation is known); the secret is kept
 * only as a hash and shown once when created.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index users_id on users (id)`.execute(db);

  await sql`
    create table api_clients (
      organisation_id uuid not null references organisations (id) on delete cascade,
      client_id text not null,
      secret_hash text not null,
      name text not null check (length(name) between 1 and 200),
      created_at timestamptz not null default now(),
      primary key (organisation_id, client_id)
    )`.execute(db);
  await sql`create unique index api_clients_client_id on api_clients (client_id)`.execute(db);
  await enableTenantSecurity(db, 'api_clients');
}
