import { sql, type Kysely } from 'kysely';
import { enableTenantSecurity } from './tenant-security';

/** Midnight UTC on the first day of the month `offset` months after the month of `from`. */
export function monthStartUtc(from: Date, offset = 0): Date {
  return new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + offset, 1));
}

/** `positions_2026_11`: the partition of `table` holding the UTC month starting at `month`. */
export function monthlyPartitionName(table: string, month: Date): string {
  return `${table}_${month.getUTCFullYear()}_${String(month.getUTCMonth() + 1).padStart(2, '0')}`;
}

/**
 * Makes the monthly partitions of a tenant table range-partitioned on `column` (with a default
 * partition `<table>_default`) for the UTC month of `from` and the `months - 1` after it, and
 * leaves those that exist; returns the names it made. Safe to call again and from two
 * processes at once (an advisory lock per table).
 *
 * PostgreSQL refuses to add a partition whose range the default partition already holds rows
 * of (a position stamped months ahead, say), so each new month is made as a table of its own,
 * those rows are moved into it, and only then is it attached. Each partition gets the tenant
 * policy too, so even a query naming the partition directly sees one organisation.
 */
export async function makeMonthlyPartitions(
  db: Kysely<unknown>,
  table: string,
  column: string,
  from: Date,
  months: number,
): Promise<string[]> {
  const run = async (tx: Kysely<unknown>) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`monthly-partitions:${table}`}))`.execute(tx);
    const made: string[] = [];
    for (let offset = 0; offset < months; offset++) {
      const start = monthStartUtc(from, offset);
      const name = monthlyPartitionName(table, start);
      const { rows } = await sql<{ found: boolean }>`select to_regclass(${name}) is not null as found`.execute(tx);
      if (rows[0]?.found) continue;
      const [partition, parent, key] = [sql.table(name), sql.table(table), sql.ref(column)];
      const [lower, upper] = [sql.lit(start.toISOString()), sql.lit(monthStartUtc(start, 1).toISOString())];
      await sql`create table ${partition} (like ${parent} including all)`.execute(tx);
      await sql`
        with moved as (delete from ${sql.table(`${table}_default`)} where ${key} >= ${lower} and ${key} < ${upper} returning *)
        insert into ${partition} select * from moved`.execute(tx);
      await sql`alter table ${parent} attach partition ${partition} for values from (${lower}) to (${upper})`.execute(
        tx,
      );
      await enableTenantSecurity(tx, name);
      made.push(name);
    }
    return made;
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}
