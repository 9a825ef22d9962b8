import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { DatabaseKind } from './database';
import type { Tx } from './tenant';

/**
 * A list query's rows read as one JSON value the database builds (`json_agg`), for lists of
 * hundreds of rows: decoding each column of each row costs far more than parsing one text,
 * most of all on the embedded database, whose result reader copies every field (issue 28:
 * half the CPU of a 300-vehicle list). The rows keep the query's order (an ordered subquery
 * feeds the aggregate). Timestamps come back as ISO 8601 text, not Date objects: callers that
 * format them with `new Date(value)` read both.
 */
export async function jsonRows<Row>(
  tx: Tx,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any query's tables: only its rows' type matters here
  query: SelectQueryBuilder<any, any, Row> | RawBuilder<Row>,
): Promise<Row[]> {
  const { rows } = await sql<{
    rows: string;
  }>`select coalesce(json_agg(q), '[]')::text as rows from (${query}) q`.execute(tx);
  return JSON.parse(rows[0]?.rows ?? '[]') as Row[];
}

/**
 * A list query's rows as each database reads them fastest: PostgreSQL's driver decodes rows
 * cheaply, and building JSON costs the server more than it saves (10 000 rows of seven columns:
 * 30 ms as rows, 100 ms as JSON, bench/fleet-items.ts); the embedded database reads one JSON text.
 */
export async function listRows<Row>(
  tx: Tx,
  database: DatabaseKind,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any query's tables: only its rows' type matters here
  query: SelectQueryBuilder<any, any, Row> | RawBuilder<Row>,
): Promise<Row[]> {
  if (database === 'pglite') return jsonRows(tx, query);
  if ('execute' in query && 'selectAll' in query) return (await query.execute()) as Row[];
  return (await (query as RawBuilder<Row>).execute(tx)).rows;
}
