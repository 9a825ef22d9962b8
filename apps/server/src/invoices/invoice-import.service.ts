import type { ImportOutcome, ImportRow } from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { withTenant, type Tx } from '../db/tenant';
import type { AuthContext } from '../http/access';
import { customersRepository } from '../customers/customers.repository';
import { checkInvoiceImport, type ImportedInvoice } from './invoice-import-check';
import { lockInvoiceCounter, referenceForNumber, takeInvoiceNumbers } from './invoice-numbers';
import { priceRows } from './invoice-rows';
import { buyerOf, dueDateOf } from './invoice-reads';
import { rowValues } from './invoices.repository';

/** Rows per insert statement: well under PostgreSQL's 65 535 bind parameters. */
const BATCH = 500;

const chunks = <T>(items: readonly T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

function priced(invoice: ImportedInvoice) {
  return priceRows(
    invoice.lines.map(({ record }) => ({
      description: record.description,
      quantity: record.quantity,
      unit: record.unit,
      unitPrice: record.unitPrice,
      vatPercent: record.vatPercent,
      taskId: null,
    })),
  );
}

/** The file's invoice ids that an earlier import brought in already. */
async function importedBefore(tx: Tx, organisationId: string, ids: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (const part of chunks(ids, 5000)) {
    const rows = await tx
      .selectFrom('invoices')
      .select('external_id')
      .where('organisation_id', '=', organisationId)
      .where('source', '=', 'external')
      .where('external_id', 'in', part)
      .execute();
    for (const row of rows) if (row.external_id) found.add(row.external_id);
  }
  return found;
}

/** `/importInvoices`: preview and the all-or-nothing import of an invoice file (drafts, source external). */
export function createInvoiceImportService(context: AppContext) {
  const { db } = context.database;
  const readCustomers = (auth: AuthContext) =>
    withTenant(db, auth.organisationId, (tx) => customersRepository.list(tx, auth.organisationId));

  return {
    async preview(auth: AuthContext, rows: ImportRow[]) {
      return checkInvoiceImport(rows, await readCustomers(auth), auth.organisationCurrency).checked;
    },

    async save(auth: AuthContext, rows: ImportRow[]): Promise<ImportOutcome> {
      const { checked, invoices } = checkInvoiceImport(rows, await readCustomers(auth), auth.organisationCurrency);
      const problems = checked.flatMap((row) => row.problems);
      if (problems.length > 0) return { ok: false, problems };
      const prepared = invoices.map((invoice) => ({ invoice, ...priced(invoice) }));
      return withTenant(db, auth.organisationId, async (tx) => {
        // The counter's lock first: a second import of the same file waits, then finds these ids.
        await lockInvoiceCounter(tx, auth.organisationId);
        const before = await importedBefore(
          tx,
          auth.organisationId,
          prepared.map((p) => p.invoice.externalId),
        );
        const fresh = prepared.filter((p) => !before.has(p.invoice.externalId));
        if (fresh.length === 0) return { ok: true, imported: 0, alreadyImported: before.size };
        const first = await takeInvoiceNumbers(tx, auth.organisationId, fresh.length);
        for (const [batchIndex, batch] of chunks(fresh, BATCH).entries()) {
          const values = batch.map(({ invoice, totals }, index) => {
            const number = first + batchIndex * BATCH + index;
            const customer = invoice.customer;
            return {
              organisation_id: auth.organisationId,
              number,
              source: 'external' as const,
              external_id: invoice.externalId,
              customer_id: customer.id,
              buyer: JSON.stringify(buyerOf(customer)),
              language: customer.language,
              currency: auth.organisationCurrency,
              invoice_date: invoice.date,
              due_date: dueDateOf(invoice.date, customer.payment_term_days),
              payment_term_days: customer.payment_term_days,
              reference: referenceForNumber(number),
              net: totals.net,
              vat: totals.vat,
              gross: totals.gross,
            };
          });
          const ids = await tx.insertInto('invoices').values(values).returning(['id', 'external_id']).execute();
          const idOf = new Map(ids.map((row) => [row.external_id, row.id]));
          const rows = batch.flatMap(({ invoice, rows: pricedRows }) =>
            rowValues(auth.organisationId, idOf.get(invoice.externalId)!, pricedRows),
          );
          for (const part of chunks(rows, BATCH)) await tx.insertInto('invoice_rows').values(part).execute();
        }
        return { ok: true, imported: fresh.length, alreadyImported: before.size };
      });
    },
  };
}
