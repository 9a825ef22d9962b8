import { sql } from 'kysely';
import type { Tx } from '../db/tenant';
import { accountOfUser } from '../auth/password-throttle/password-throttle';

/** A condition naming the organisation in any of a step's columns. */
function namesOrganisation(columns: readonly string[], organisationId: string) {
  return sql.join(
    columns.map((column) => sql`${sql.ref(column)} = ${organisationId}::uuid`),
    sql` or `,
  );
}

/**
 * Rows a statement touched, counted by the statement itself: the embedded database's own count
 * includes what statement triggers (shift totals, odometer readings) did.
 */
const countOf = (result: { rows: { n: number }[] }) => Number(result.rows[0]?.n ?? 0);

/**
 * The erasure's statements, all as the owning role (withSystem): they span the organisation's
 * rows and the server's own tables. Each batch is one statement of at most `limit` rows picked
 * by their physical address, so it holds its locks briefly and touches no other organisation's.
 */
export const erasureRepository = {
  /** The leaf tables of a (possibly partitioned) table: positions' monthly partitions. */
  async leavesOf(tx: Tx, table: string): Promise<string[]> {
    const result = await sql<{ relname: string }>`
      select c.relname from pg_partition_tree(${table}::regclass) t
      join pg_class c on c.oid = t.relid where t.isleaf order by c.relname`.execute(tx);
    // A table that is not partitioned has no tree: it is its own only leaf.
    return result.rows.length > 0 ? result.rows.map((row) => row.relname) : [table];
  },

  async deleteBatch(tx: Tx, table: string, columns: readonly string[], organisationId: string, limit: number) {
    const t = sql.table(table);
    return countOf(
      await sql<{ n: number }>`with gone as (delete from ${t} where ctid = any(array(
        select ctid from ${t} where ${namesOrganisation(columns, organisationId)} limit ${limit})) returning 1)
      select count(*)::int as n from gone`.execute(tx),
    );
  },

  /**
   * Rows naming another row of their table through `column` (a credit note its invoice), which
   * no row names in turn: the ends of such chains go first, so every delete keeps the key whole.
   */
  async deleteReferencingBatch(tx: Tx, table: string, column: string, organisationId: string, limit: number) {
    const t = sql.table(table);
    const c = sql.ref(`r.${column}`);
    const named = sql.ref(`x.${column}`);
    return countOf(
      await sql<{ n: number }>`with gone as (delete from ${t} where ctid = any(array(
        select r.ctid from ${t} r where r.organisation_id = ${organisationId}::uuid and ${c} is not null
          and not exists (select 1 from ${t} x where x.organisation_id = r.organisation_id and ${named} = r.id)
        limit ${limit})) returning 1)
      select count(*)::int as n from gone`.execute(tx),
    );
  },

  storedFileIds(tx: Tx, organisationId: string, limit: number): Promise<{ id: string }[]> {
    return tx
      .selectFrom('stored_files')
      .select('id')
      .where('organisation_id', '=', organisationId)
      .orderBy('id')
      .limit(limit)
      .execute();
  },

  async deleteStoredFiles(tx: Tx, organisationId: string, ids: readonly string[]): Promise<number> {
    if (ids.length === 0) return 0;
    const result = await tx
      .deleteFrom('stored_files')
      .where('organisation_id', '=', organisationId)
      .where('id', 'in', [...ids])
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },

  /** Its users' sessions, grants and refresh tokens, their password throttles, and its jobs. */
  async deleteServerRowsOf(tx: Tx, organisationId: string): Promise<number> {
    const users = await tx.selectFrom('users').select('id').where('organisation_id', '=', organisationId).execute();
    const ids = users.map((user) => user.id);
    let deleted = 0;
    if (ids.length > 0) {
      const sessions = await tx
        .deleteFrom('oidc_payloads')
        .where(sql<string>`payload->>'accountId'`, 'in', ids)
        .executeTakeFirst();
      const throttles = await tx
        .deleteFrom('sign_in_throttles')
        .where('account', 'in', ids.map(accountOfUser))
        .executeTakeFirst();
      deleted += Number(sessions.numDeletedRows) + Number(throttles.numDeletedRows);
    }
    const jobs = await tx
      .deleteFrom('jobs')
      .where(sql<string>`payload->>'organisationId'`, '=', organisationId)
      .executeTakeFirst();
    return deleted + Number(jobs.numDeletedRows);
  },

  async deleteOrganisation(tx: Tx, organisationId: string): Promise<number> {
    const result = await tx.deleteFrom('organisations').where('id', '=', organisationId).executeTakeFirst();
    return Number(result.numDeletedRows);
  },

  /** Organisations set to be deleted at or before `cutoff`, and those whose erasure is under way. */
  async due(tx: Tx, cutoff: Date): Promise<{ id: string; setToBeDeletedAt: Date }[]> {
    const rows = await tx
      .selectFrom('organisations')
      .select(['id', 'set_to_be_deleted_at'])
      .where('set_to_be_deleted_at', '<=', cutoff)
      .orderBy('set_to_be_deleted_at')
      .execute();
    return rows.map((row) => ({ id: row.id, setToBeDeletedAt: row.set_to_be_deleted_at! }));
  },

  begin(tx: Tx, organisationId: string, setToBeDeletedAt: Date) {
    return tx
      .insertInto('organisation_erasures')
      .values({ erased_organisation_id: organisationId, set_to_be_deleted_at: setToBeDeletedAt })
      .onConflict((conflict) => conflict.column('erased_organisation_id').doNothing())
      .execute();
  },

  progress(tx: Tx, organisationId: string, table: string | null, deletedRows: number) {
    return tx
      .updateTable('organisation_erasures')
      .set((eb) => ({ current_table: table, deleted_rows: eb('deleted_rows', '+', deletedRows) }))
      .where('erased_organisation_id', '=', organisationId)
      .execute();
  },

  finish(tx: Tx, organisationId: string, now: Date) {
    return tx
      .updateTable('organisation_erasures')
      .set({ current_table: null, finished_at: now })
      .where('erased_organisation_id', '=', organisationId)
      .execute();
  },

  isStarted(tx: Tx, organisationId: string): Promise<boolean> {
    return tx
      .selectFrom('organisation_erasures')
      .select('erased_organisation_id')
      .where('erased_organisation_id', '=', organisationId)
      .executeTakeFirst()
      .then((row) => row !== undefined);
  },
};
