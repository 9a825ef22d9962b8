import { sql, type Insertable, type RawBuilder, type Selectable } from 'kysely';
import type { InvoicesQuery } from '@rahti/domain';
import type { Tx } from '../db/tenant';
import type { InvoiceRowsTable, InvoicesTable } from '../db/schema-invoices';
import type { PricedRow } from './invoice-rows';

export type InvoiceRecord = Selectable<InvoicesTable> & {
  credits_invoice_number: number | null;
  credited_by_id: string | null;
};
export type InvoiceRowRecord = Selectable<InvoiceRowsTable>;
export type InvoiceValues = Omit<
  Insertable<InvoicesTable>,
  'organisation_id' | 'id' | 'created_at' | 'updated_at' | 'version'
>;
export type InvoiceSummaryRecord = Pick<
  Selectable<InvoicesTable>,
  | 'id'
  | 'number'
  | 'kind'
  | 'state'
  | 'source'
  | 'customer_id'
  | 'currency'
  | 'invoice_date'
  | 'due_date'
  | 'reference'
  | 'net'
  | 'vat'
  | 'gross'
  | 'version'
> & { customer_name: string };
type InvoiceState = Selectable<InvoicesTable>['state'];

const SORTS: Record<InvoicesQuery['sort'], RawBuilder<unknown>> = {
  number: sql`i.number asc`,
  '-number': sql`i.number desc`,
  date: sql`i.invoice_date asc, i.number asc`,
  '-date': sql`i.invoice_date desc, i.number desc`,
  dueDate: sql`i.due_date asc, i.number asc`,
  '-dueDate': sql`i.due_date desc, i.number desc`,
  gross: sql`i.gross asc, i.number desc`,
  '-gross': sql`i.gross desc, i.number desc`,
};

function whereSql(organisationId: string, query: InvoicesQuery, today: string): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [sql`i.organisation_id = ${organisationId}`];
  if (query.from) parts.push(sql`i.invoice_date >= ${query.from}::date`);
  if (query.to) parts.push(sql`i.invoice_date <= ${query.to}::date`);
  if (query.state === 'overdue') parts.push(sql`i.state = 'sent' and i.due_date < ${today}::date`);
  else if (query.state) parts.push(sql`i.state = ${query.state}`);
  if (query.customerId) parts.push(sql`i.customer_id = ${query.customerId}`);
  if (query.source) parts.push(sql`i.source = ${query.source}`);
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(
      sql`(i.number::text = ${query.search} or i.buyer->>'name' ilike ${pattern} or i.reference = ${query.search.replace(/\s+/g, '')})`,
    );
  }
  return sql.join(parts, sql` and `);
}

/** A priced row as the invoice_rows table takes it. */
export const rowValues = (organisationId: string, invoiceId: string, rows: readonly PricedRow[]) =>
  rows.map((row) => ({
    organisation_id: organisationId,
    invoice_id: invoiceId,
    position: row.position,
    description: row.description,
    quantity: row.quantity,
    unit: row.unit,
    unit_price: row.unitPrice,
    vat_percent: row.vatPercent,
    net: row.net,
    vat: row.vat,
    gross: row.gross,
    task_id: row.taskId,
  }));

export const invoicesRepository = {
  async page(tx: Tx, organisationId: string, query: InvoicesQuery, today: string) {
    const where = whereSql(organisationId, query, today);
    const items = await sql<InvoiceSummaryRecord>`select i.id, i.number, i.kind, i.state, i.source, i.customer_id,
        i.buyer->>'name' as customer_name, i.currency, i.invoice_date, i.due_date, i.reference, i.net, i.vat, i.gross, i.version
      from invoices i where ${where} order by ${SORTS[query.sort]} limit ${query.limit} offset ${query.offset}`.execute(
      tx,
    );
    const sums = await sql<{ total: number; net: number; vat: number; gross: number }>`select count(*)::int as total,
        coalesce(sum(i.net) filter (where i.state <> 'cancelled'), 0) as net,
        coalesce(sum(i.vat) filter (where i.state <> 'cancelled'), 0) as vat,
        coalesce(sum(i.gross) filter (where i.state <> 'cancelled'), 0) as gross
      from invoices i where ${where}`.execute(tx);
    return { rows: items.rows, sums: sums.rows[0]! };
  },

  async find(tx: Tx, organisationId: string, id: string) {
    const invoice = await sql<InvoiceRecord>`select i.*,
        (select c.number from invoices c where c.organisation_id = i.organisation_id and c.id = i.credits_invoice_id) as credits_invoice_number,
        (select c.id from invoices c where c.organisation_id = i.organisation_id and c.credits_invoice_id = i.id) as credited_by_id
      from invoices i where i.organisation_id = ${organisationId} and i.id = ${id}`.execute(tx);
    const record = invoice.rows[0];
    if (!record) return undefined;
    const rows = await tx
      .selectFrom('invoice_rows')
      .selectAll()
      .where('organisation_id', '=', organisationId)
      .where('invoice_id', '=', id)
      .orderBy('position')
      .execute();
    return { invoice: record, rows };
  },

  async insert(tx: Tx, organisationId: string, values: InvoiceValues, rows: readonly PricedRow[]): Promise<string> {
    const { id } = await tx
      .insertInto('invoices')
      .values({ organisation_id: organisationId, ...values })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (rows.length > 0)
      await tx
        .insertInto('invoice_rows')
        .values(rowValues(organisationId, id, rows))
        .execute();
    return id;
  },

  /** Saves a draft when `version` is still current; false when it is not, or it is no draft. */
  async replaceDraft(
    tx: Tx,
    organisationId: string,
    id: string,
    version: number,
    values: Partial<InvoiceValues>,
    rows: readonly PricedRow[],
  ): Promise<boolean> {
    const saved = await tx
      .updateTable('invoices')
      .set({ ...values, version: sql`version + 1`, updated_at: sql`now()` })
      .where('organisation_id', '=', organisationId)
      .where('id', '=', id)
      .where('version', '=', version)
      .where('state', '=', 'draft')
      .returning('id')
      .executeTakeFirst();
    if (!saved) return false;
    await tx
      .deleteFrom('invoice_rows')
      .where('organisation_id', '=', organisationId)
      .where('invoice_id', '=', id)
      .execute();
    if (rows.length > 0)
      await tx
        .insertInto('invoice_rows')
        .values(rowValues(organisationId, id, rows))
        .execute();
    return true;
  },

  /** Moves an invoice from one of `from` to a new state when `version` (if given) is current. */
  async changeState(
    tx: Tx,
    organisationId: string,
    id: string,
    change: { from: readonly InvoiceState[]; version?: number; set: Partial<InvoiceValues> },
  ): Promise<boolean> {
    let update = tx
      .updateTable('invoices')
      .set({ ...change.set, version: sql`version + 1`, updated_at: sql`now()` })
      .where('organisation_id', '=', organisationId)
      .where('id', '=', id)
      .where('state', 'in', change.from);
    if (change.version !== undefined) update = update.where('version', '=', change.version);
    return (await update.returning('id').executeTakeFirst()) !== undefined;
  },

  /** Bills the tasks on the invoice; the count of those that were not billed already. */
  async claimTasks(tx: Tx, organisationId: string, invoiceId: string, taskIds: readonly string[]): Promise<number> {
    if (taskIds.length === 0) return 0;
    const result = await tx
      .updateTable('tasks')
      .set({ invoice_id: invoiceId })
      .where('organisation_id', '=', organisationId)
      .where('id', 'in', taskIds)
      .where((eb) => eb.or([eb('invoice_id', 'is', null), eb('invoice_id', '=', invoiceId)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  },

  /** Frees the invoice's tasks except `keep`, to be billed again. */
  async releaseTasks(tx: Tx, organisationId: string, invoiceId: string, keep: readonly string[] = []) {
    let update = tx
      .updateTable('tasks')
      .set({ invoice_id: null })
      .where('organisation_id', '=', organisationId)
      .where('invoice_id', '=', invoiceId);
    if (keep.length > 0) update = update.where('id', 'not in', keep);
    await update.execute();
  },

  /** Removes the source's drafts and cancelled invoices; sent ones stay (the law keeps them). */
  async deleteBySource(tx: Tx, organisationId: string, source: 'internal' | 'external') {
    const deleted = await tx
      .deleteFrom('invoices')
      .where('organisation_id', '=', organisationId)
      .where('source', '=', source)
      .where('state', 'in', ['draft', 'cancelled'])
      .executeTakeFirst();
    const kept = await tx
      .selectFrom('invoices')
      .select((eb) => eb.fn.countAll<number>().as('kept'))
      .where('organisation_id', '=', organisationId)
      .where('source', '=', source)
      .executeTakeFirstOrThrow();
    return { deleted: Number(deleted.numDeletedRows), kept: Number(kept.kept) };
  },
};
