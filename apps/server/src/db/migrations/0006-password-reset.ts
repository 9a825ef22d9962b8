import { sql, type Kysely } from 'kysely';
import { enableTenantSecurity } from './tenant-security';

/**
 * A way back from a forgotten password (issue 9):
 * - `must_change_password`: set when an Admin gives a user a temporary password; sign-in then
 *   asks for a new password before it finishes.
 * - `password_reset_tokens`: mailed single-use links. Only a SHA-256 hash of the token is kept.
 *   The hash is unique across organisations because a link is opened before the organisation
 *   is known (as sign-in names are).
 * - An index on the account of stored sign-in data, so a password set by someone else can end
 *   that account's sessions and refresh tokens.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column must_change_password boolean not null default false`.execute(db);

  await sql`
    create table password_reset_tokens (
      organisation_id uuid not null,
      id uuid not null default gen_random_uuid(),
      user_id uuid not null,
      token_hash text not null,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null,
      primary key (organisation_id, id),
      foreign key (organisation_id, user_id) references users (organisation_id, id) on delete cascade
    )`.execute(db);
  await sql`create unique index password_reset_tokens_hash on password_reset_tokens (token_hash)`.execute(db);
  await sql`create index password_reset_tokens_user on password_reset_tokens (organisation_id, user_id, created_at)`.execute(
    db,
  );
  await enableTenantSecurity(db, 'password_reset_tokens');

  await sql`create index oidc_payloads_account_id on oidc_payloads ((payload->>'accountId'))`.execute(db);
}
