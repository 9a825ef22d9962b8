import { bankBarcode, invoiceRowAmounts, invoiceTotals, type FinvoiceRow } from '@rahti/domain';
import type { InvoicePdfInput } from '../../src/documents/invoice-pdf';

type RowInput = Pick<FinvoiceRow, 'description' | 'quantity' | 'unit' | 'unitPrice' | 'vatPercent'>;

export const rowsOf = (rows: readonly RowInput[]): FinvoiceRow[] =>
  rows.map((row) => ({ ...row, ...invoiceRowAmounts(row) }));

/** A carrier's invoice of 1 234,56 € to a buyer whose name has ä and ö, with its bank barcode. */
export function pdfTestInvoice(overrides: Partial<InvoicePdfInput> = {}): InvoicePdfInput {
  const rows =
    overrides.rows ??
    rowsOf([
      {
        description: 'Kuljetus Helsinki–Jyväskylä, täysperävaunu',
        quantity: 1,
        unit: 'kpl',
        unitPrice: 983.71,
        vatPercent: 25.5,
      },
    ]);
  const invoice: InvoicePdfInput = {
    seller: {
      name: 'Rahti & Kumpp. Oy',
      businessId: '0737546-2',
      vatNumber: 'FI07375462',
      street: 'Satamatie 1',
      postCode: '00980',
      town: 'Helsinki',
      countryCode: 'FI',
      iban: 'FI37 1590 3000 0007 76',
      bic: 'NDEAFIHH',
      email: 'laskutus@rahti.example',
      phone: '+358 40 123 4567',
      website: 'rahti.example',
    },
    buyer: {
      name: 'Äänekosken Öljy ja Kuljetus Oy',
      businessId: '0112038-9',
      street: 'Köydenpunojankatu 5',
      postCode: '44100',
      town: 'Äänekoski',
      countryCode: 'FI',
    },
    number: '2026-0042',
    date: '2026-03-02',
    dueDate: '2026-03-16',
    currency: 'EUR',
    reference: '20260042123451',
    language: 'fi',
    paymentTermDays: 14,
    rows,
    totals: invoiceTotals(rows),
    freeText: 'Kiitos tilauksesta!',
    ...overrides,
  };
  const barcode =
    invoice.kind === 'creditNote'
      ? null
      : bankBarcode({
          iban: invoice.seller.iban,
          amount: invoice.totals.gross,
          reference: invoice.reference,
          dueDate: invoice.dueDate,
        });
  return { barcode, ...invoice };
}
