/**
 * The invoice PDF (decision 0024): the time to make an invoice of 10 rows and one of 100 rows
 * (three pages) with `invoicePdf`, in process, with no database. The first PDF (`coldMs`)
 * includes reading the font files and the engine compiling pdf-lib and fontkit; after
 * `warmUp` more of each size, p50/p95/max of `BENCH_RUNS` (default 50) of each, one after the
 * other, as a server answering `GET /api/invoices/:id/pdf` would make them; and the CPU time per
 * PDF, which tells a busy machine (wall clock well over CPU) from slow code.
 *
 * Run: npx tsx bench/invoice-pdf.ts
 * Prints one JSON object; exits 1 over budget (p95 300 ms for either size).
 */
import { invoicePdf } from '../apps/server/src/documents/invoice-pdf';
import { pdfTestInvoice, rowsOf } from '../apps/server/test/documents/invoice-fixture';
import { benchPdfs } from './pdf-bench';

function invoiceOf(rowCount: number) {
  const rows = rowsOf(
    Array.from({ length: rowCount }, (_, index) => ({
      description: `Kuljetus ${index + 1}: Vantaa–Oulu, rahtikirja RK-${1000 + index}${index % 5 === 0 ? ', odotus lastauspaikalla' : ''}`,
      quantity: 1 + (index % 3),
      unit: 'kpl',
      unitPrice: 123.45 + index,
      vatPercent: index % 4 === 0 ? 13.5 : 25.5,
    })),
  );
  return pdfTestInvoice({ rows, notes: 'Viivästyskorko 11,5 %. Huomautukset 8 päivän kuluessa.' });
}

await benchPdfs({
  name: 'invoice-pdf',
  documents: { rows10: invoiceOf(10), rows100: invoiceOf(100) },
  makePdf: invoicePdf,
  contents: (invoice) => ({ rows: invoice.rows.length }),
  budgetP95Ms: 300,
});
