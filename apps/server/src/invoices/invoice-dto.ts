import { bankBarcode, invoiceTotals, rfReference, type Invoice, type InvoiceSummary } from '@rahti/domain';
import type { InvoiceRecord, InvoiceRowRecord, InvoiceSummaryRecord } from './invoices.repository';

const isOverdue = (state: string, dueDate: string, today: string) => state === 'sent' && dueDate < today;

/**
 * The virtual barcode (pankkiviivakoodi version 5, with the RF reference) when the invoice can be
 * paid by one: euros, a Finnish account, an amount above zero and below a million.
 */
function barcodeOf(record: InvoiceRecord, iban: string | undefined): string | null {
  if (record.currency !== 'EUR' || !iban || record.gross <= 0) return null;
  try {
    return bankBarcode({
      iban,
      amount: record.gross,
      reference: rfReference(record.reference),
      dueDate: record.due_date,
    });
  } catch {
    return null;
  }
}

export function toInvoiceSummary(record: InvoiceSummaryRecord, today: string): InvoiceSummary {
  return {
    id: record.id,
    number: Number(record.number),
    kind: record.kind,
    state: record.state,
    source: record.source,
    customerId: record.customer_id,
    customerName: record.customer_name,
    currency: record.currency,
    date: record.invoice_date,
    dueDate: record.due_date,
    referenceNumber: record.reference,
    overdue: isOverdue(record.state, record.due_date, today),
    version: record.version,
    net: record.net,
    vat: record.vat,
    gross: record.gross,
  };
}

/**
 * An invoice as the API answers it; `sellerIban` is the account a draft would be paid to (a sent
 * invoice keeps its own).
 * @computation
 */
export function toInvoice(
  record: InvoiceRecord,
  rows: readonly InvoiceRowRecord[],
  today: string,
  sellerIban: string | undefined,
): Invoice {
  const shownRows = rows.map((row) => ({
    position: row.position,
    description: row.description,
    quantity: row.quantity,
    unit: row.unit,
    unitPrice: row.unit_price,
    vatPercent: row.vat_percent,
    taskId: row.task_id,
    net: row.net,
    vat: row.vat,
    gross: row.gross,
  }));
  return {
    id: record.id,
    number: Number(record.number),
    kind: record.kind,
    state: record.state,
    source: record.source,
    externalId: record.external_id,
    customerId: record.customer_id,
    customerName: record.buyer.name,
    buyer: record.buyer,
    language: record.language,
    currency: record.currency,
    date: record.invoice_date,
    dueDate: record.due_date,
    paymentTermDays: record.payment_term_days,
    referenceNumber: record.reference,
    rfReference: rfReference(record.reference),
    barcode: barcodeOf(record, record.seller?.iban ?? sellerIban),
    notes: record.notes,
    creditsInvoiceId: record.credits_invoice_id,
    creditsInvoiceNumber: record.credits_invoice_number === null ? null : Number(record.credits_invoice_number),
    creditedById: record.credited_by_id,
    sentAt: record.sent_at ? new Date(record.sent_at).toISOString() : null,
    paidOn: record.paid_on,
    overdue: isOverdue(record.state, record.due_date, today),
    rows: shownRows,
    totals: invoiceTotals(shownRows),
    version: record.version,
    createdAt: new Date(record.created_at).toISOString(),
    updatedAt: new Date(record.updated_at).toISOString(),
  };
}
