import { sql, type Kysely, type Transaction } from 'kysely';
import { APP_ROLE } from './migrations/tenant-security';
import { SHARE_READER_ROLE } from './migrations/share-reader-role';
import type { Database } from './schema';

export type Tx = Transaction<Database>;

/**
 * Runs `work` in a transaction that can see only one organisation's rows: the session switches
 * to the non-superuser application role and row-level security filters every tenant table by
 * `app.organisation_id`. Services use this for every tenant query.
 */
export function withTenant<T>(db: Kysely<Database>, organisationId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  return inRole(db, APP_ROLE, organisationId, work);
}

/** A transaction as `role` for `organisationId`: both set in one statement, a round trip fewer on every request. */
function inRole<T>(
  db: Kysely<Database>,
  role: string,
  organisationId: string,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (tx) => {
    // set_config('role') is SET LOCAL ROLE.
    await sql`select set_config('app.organisation_id', ${organisationId}, true), set_config('role', ${role}, true)`.execute(
      tx,
    );
    return work(tx);
  });
}

/**
 * A transaction for work that spans organisations before a tenant is known: sign-in,
 * registration and the site operator's listings. It runs as the owning role, which bypasses
 * row-level security, so every use must be one of those cases.
 */
export function withSystem<T>(db: Kysely<Database>, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction().execute(work);
}

/**
 * A transaction in the application role with no organisation set: every tenant table shows and
 * takes nothing. For work before a tenant is known that goes only through functions made for
 * it (the OsmAnd listener's device lookup, migration 0015), so row-level security stays whole.
 */
export function withNoTenant<T>(db: Kysely<Database>, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (tx) => {
    await sql`set local role ${sql.raw(APP_ROLE)}`.execute(tx);
    return work(tx);
  });
}

/**
 * A transaction for a receiving organisation's reads of what others share with it (decision
 * 0037): the session switches to the share reader role, which may only SELECT, and whose
 * policies admit another organisation's rows only while an active share to `organisationId`
 * names them. The queries still say whose rows they want; the database decides what they get.
 */
export function withShareReader<T>(
  db: Kysely<Database>,
  organisationId: string,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  return inRole(db, SHARE_READER_ROLE, organisationId, work);
}
