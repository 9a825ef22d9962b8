import { sql, type Kysely } from 'kysely';

/**
 * Password guessing is slowed per client address and per account and address (issue 21), in the
 * database so that a restart or a second server does not forget it:
 * - `sign_in_throttles`: one row per address (`account` '') holding how full its bucket of wrong
 *   passwords is, and one per account tried from that address holding its wrong passwords in a
 *   row; `changed_at` is the last change. No tenant column: the rows concern addresses and sign-in
 *   names before an organisation is known (read and written as the owner, like `sign_in_names`).
 *   The daily job `sign-in-throttle-prune` removes rows a day quiet (by `changed_at`).
 * - The users' own count (`failed_sign_ins`, `last_failed_sign_in_at`) goes: it let anyone keep
 *   an account's owner out from everywhere.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table sign_in_throttles (
      address text not null,
      account text not null,
      failures double precision not null default 0,
      changed_at timestamptz not null,
      primary key (address, account)
    )`.execute(db);
  await sql`create index sign_in_throttles_changed on sign_in_throttles (changed_at)`.execute(db);
  await sql`alter table users drop column failed_sign_ins`.execute(db);
  await sql`alter table users drop column last_failed_sign_in_at`.execute(db);
}
