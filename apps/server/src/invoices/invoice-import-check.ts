import {
  INVOICE_IMPORT,
  checkImportRows,
  parseBusinessId,
  type CheckedRow,
  type Currency,
  type ImportRow,
  type InvoiceImportRecord,
} from '@rahti/domain';
import type { CustomerRow } from '../customers/customers.repository';
import { ratesOn } from './invoice-rows';

/** The lines of one invoice of the file, with the customer they name. */
export interface ImportedInvoice {
  externalId: string;
  date: string;
  customer: CustomerRow;
  lines: { line: number; record: InvoiceImportRecord }[];
}

/** Finds a file's customer by business id, else by name (case-insensitive); a name two customers share is ambiguous. */
export function customerFinder(customers: readonly CustomerRow[]) {
  const byBusinessId = new Map(customers.flatMap((c) => (c.business_id ? [[c.business_id, c] as const] : [])));
  const byName = new Map<string, CustomerRow[]>();
  for (const customer of customers) {
    const key = customer.name.trim().toLocaleLowerCase('fi');
    byName.set(key, [...(byName.get(key) ?? []), customer]);
  }
  return (given: string): CustomerRow | 'unknown' | 'ambiguous' => {
    const id = parseBusinessId(given);
    if (id.ok && byBusinessId.has(id.normalised)) return byBusinessId.get(id.normalised)!;
    const named = byName.get(given.trim().toLocaleLowerCase('fi')) ?? [];
    if (named.length > 1) return 'ambiguous';
    return named[0] ?? 'unknown';
  };
}

/**
 * Checks an invoice file against the organisation's data: every line's customer found (by
 * business id, else by name), its VAT rate in force on its date, and the lines of one invoice
 * agreeing on date and customer. Groups the good lines into invoices.
 * @computation
 */
export function checkInvoiceImport(
  rows: readonly ImportRow[],
  customers: readonly CustomerRow[],
  currency: Currency,
): { checked: CheckedRow<InvoiceImportRecord>[]; invoices: ImportedInvoice[] } {
  const checked = checkImportRows(rows, INVOICE_IMPORT);
  const find = customerFinder(customers);
  const invoices = new Map<string, ImportedInvoice & { firstLine: number }>();
  for (const row of checked) {
    const { record, line } = row;
    if (!record || row.problems.length > 0) continue;
    const customer = find(record.customer);
    if (customer === 'unknown' || customer === 'ambiguous') {
      const code = customer === 'unknown' ? 'invoices:importUnknownCustomer' : 'invoices:importAmbiguousCustomer';
      row.problems.push({ line, field: 'customer', code, params: { line, customer: record.customer } });
      continue;
    }
    const rates = ratesOn(currency, record.date);
    if (!rates.includes(record.vatPercent)) {
      const params = { line, percent: record.vatPercent, date: record.date, rates: rates.join(', ') };
      row.problems.push({ line, field: 'vatPercent', code: 'invoices:importVatRate', params });
      continue;
    }
    const invoice = invoices.get(record.invoiceId);
    if (!invoice) {
      invoices.set(record.invoiceId, {
        externalId: record.invoiceId,
        date: record.date,
        customer,
        lines: [{ line, record }],
        firstLine: line,
      });
    } else if (invoice.date !== record.date || invoice.customer.id !== customer.id) {
      const params = { line, invoiceId: record.invoiceId, firstLine: invoice.firstLine };
      row.problems.push({
        line,
        field: invoice.date !== record.date ? 'date' : 'customer',
        code: 'invoices:importInvoiceDiffers',
        params,
      });
    } else invoice.lines.push({ line, record });
  }
  return { checked, invoices: [...invoices.values()] };
}
