import { drawBankGiroForm } from './bank-giro-form';
import { drawContinuationHeader, drawFirstPageHeader, drawFooter, invoiceTitle, pageNumberBox } from './invoice-header';
import { GIRO_TOP, invoiceStyles, PAGE, type InvoicePdfInput } from './invoice-layout';
import { drawInvoiceRows, drawNotes, drawVatAndTotals } from './invoice-rows';
import { invoiceWords } from './invoice-words';
import { drawPageNumbers, PageFlow } from './page-flow';
import { A4, createPdf, mm } from './pdf-document';

export type { InvoicePdfInput } from './invoice-layout';

const LOCALES = { fi: 'fi-FI', sv: 'sv-FI', en: 'en-GB' } as const;
const FOOTER_GAP = mm(10);

/**
 * An invoice or credit note as an A4 PDF in the invoice's language: seller and title, details,
 * the buyer's address in the envelope window, the rows over as many pages as they need (header
 * repeated, "1 / 2" on each page), VAT per rate and the total; an invoice ends with the bank
 * giro form (with the barcode when `barcode` is given) at the foot of its last page.
 * Tens of milliseconds of CPU (bench/invoice-pdf.ts): make it after the transaction commits.
 *
 * @computation
 */
export async function invoicePdf(invoice: InvoicePdfInput): Promise<Uint8Array> {
  const words = invoiceWords(invoice.language);
  const title = `${invoiceTitle(invoice, words)} ${invoice.number}`;
  const { doc, fonts } = await createPdf({
    title,
    language: LOCALES[invoice.language],
    author: invoice.seller.name,
    subject: `${title} – ${invoice.buyer.name}`,
  });
  const styles = invoiceStyles(fonts);

  const first = doc.addPage([A4.width, A4.height]);
  const flow = new PageFlow(doc, (page) => drawContinuationHeader(page, invoice, words, styles), PAGE.bottom, {
    page: first,
    y: drawFirstPageHeader(first, invoice, words, styles),
  });
  drawInvoiceRows(flow, invoice, words, styles);
  drawVatAndTotals(flow, invoice, words, styles);
  drawNotes(flow, invoice, styles);

  // A credit note is not paid, so it has no giro form; an invoice's goes under its last content.
  const hasGiro = invoice.kind !== 'creditNote';
  if (hasGiro && !flow.fits(0, GIRO_TOP + FOOTER_GAP + mm(6))) flow.newPage();
  const giroPage = hasGiro ? flow.page : undefined;
  if (giroPage) await drawBankGiroForm(doc, giroPage, invoice, words, styles);

  for (const page of doc.getPages()) {
    drawFooter(page, invoice, words, styles, page === giroPage ? GIRO_TOP + mm(1.5) : mm(10));
  }
  drawPageNumbers(doc, styles.label, pageNumberBox);
  return doc.save();
}
