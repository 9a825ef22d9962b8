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
import { PDFDocument } from 'pdf-lib';
import { invoicePdf } from '../apps/server/src/documents/invoice-pdf';
import { pdfTestInvoice, rowsOf } from '../apps/server/test/documents/invoice-fixture';
import { summary, timedRuns } from './latency';
import { machineFigures } from './machine-figures';

const RUNS = { measured: Number(process.env.BENCH_RUNS ?? 50), warmUp: 10 };
const BUDGET_P95_MS = 300;

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

const sizes = { rows10: invoiceOf(10), rows100: invoiceOf(100) };
const started = performance.now();
await invoicePdf(sizes.rows10);
const coldMs = +(performance.now() - started).toFixed(1);

type Result = {
  rows: number;
  pages: number;
  bytes: number;
  p50: number;
  p95: number;
  max: number;
  cpuMsPerPdf: number;
};
const results: Record<string, Result> = {};
for (const [name, invoice] of Object.entries(sizes)) {
  let pdf: Uint8Array = new Uint8Array();
  const make = async () => {
    pdf = await invoicePdf(invoice);
  };
  await timedRuns(make, RUNS.warmUp);
  const cpuBefore = process.cpuUsage();
  const times = summary(await timedRuns(make, RUNS.measured));
  const cpu = process.cpuUsage(cpuBefore);
  results[name] = {
    rows: invoice.rows.length,
    pages: (await PDFDocument.load(pdf)).getPageCount(),
    bytes: pdf.length,
    ...times,
    cpuMsPerPdf: +((cpu.user + cpu.system) / 1000 / RUNS.measured).toFixed(1),
  };
}

const withinBudget = Object.values(results).every((result) => result.p95 <= BUDGET_P95_MS);
console.log(
  JSON.stringify(
    {
      benchmark: 'invoice-pdf',
      runs: RUNS.measured,
      coldMs,
      ...results,
      budgets: { p95Ms: BUDGET_P95_MS },
      withinBudget,
      ...machineFigures(),
    },
    null,
    2,
  ),
);
if (!withinBudget) process.exitCode = 1;
