import type { FinvoiceParty } from '@rahti/domain';
import type { PDFPage } from 'pdf-lib';
import { PAGE, type InvoicePdfInput, type InvoiceStyles } from './invoice-layout';
import type { InvoiceWords } from './invoice-words';
import { A4, COLOURS, mm } from './pdf-document';
import { drawLine, drawTextBlock, lineHeightOf, wrapText, type TextBox } from './text-layout';

/** The address lines of a party; the country only when it differs from `homeCountry`. */
export function addressLines(party: FinvoiceParty, words: InvoiceWords, homeCountry: string): string[] {
  const lines = [party.street, `${party.postCode} ${party.town}`.trim()];
  if (party.countryCode.toUpperCase() !== homeCountry.toUpperCase()) lines.push(words.country(party.countryCode));
  return lines.filter(Boolean);
}

export function invoiceTitle(invoice: InvoicePdfInput, words: InvoiceWords): string {
  return words.t(invoice.kind === 'creditNote' ? 'title.creditNote' : 'title.invoice');
}

/** Where "1 / 2" goes: the top right corner of every page. */
export function pageNumberBox(): TextBox {
  return { x: PAGE.column, top: PAGE.top, width: PAGE.right - PAGE.column, align: 'right' };
}

function detailRows(invoice: InvoicePdfInput, words: InvoiceWords): [string, string][] {
  const rows: [string, string | undefined][] = [
    [words.t('number'), invoice.number],
    [words.t('date'), words.date(invoice.date)],
    [words.t('dueDate'), words.date(invoice.dueDate)],
    [words.t('paymentTerms'), words.t('paymentTermDays', { count: invoice.paymentTermDays })],
    [words.t('reference'), words.reference(invoice.reference)],
    [words.t('deliveryDate'), invoice.deliveryDate && words.date(invoice.deliveryDate)],
    [words.t('waybill'), invoice.waybillNumber],
    [words.t('buyerBusinessId'), invoice.buyer.businessId],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1]));
}

/** The box of invoice number, dates, terms and reference; answers its bottom. */
function drawDetails(page: PDFPage, invoice: InvoicePdfInput, words: InvoiceWords, styles: InvoiceStyles): number {
  const x = PAGE.column;
  const width = PAGE.right - x;
  const labelWidth = mm(34);
  const top = A4.height - mm(45);
  let y = top - mm(2);
  for (const [label, value] of detailRows(invoice, words)) {
    drawLine(page, label, styles.label, { x: x + mm(2), top: y - 1.5, width: labelWidth });
    y = drawTextBlock(page, value, styles.body, {
      x: x + labelWidth + mm(2),
      top: y,
      width: width - labelWidth - mm(4),
    });
  }
  const bottom = y - mm(1.5);
  page.drawRectangle({ x, y: bottom, width, height: top - bottom, borderColor: COLOURS.rule, borderWidth: 0.5 });
  return bottom;
}

/**
 * The first page's head: the seller top left; the title, the credited invoice and the details
 * box on the right; the buyer's address where a C5 or DL window envelope shows it (the window
 * 20 mm from the left and 45 mm from the top, 90 × 45 mm, as DIN 5008 and the Nordic envelopes
 * place it). Answers where the content starts.
 */
export function drawFirstPageHeader(
  page: PDFPage,
  invoice: InvoicePdfInput,
  words: InvoiceWords,
  styles: InvoiceStyles,
): number {
  const { seller, buyer } = invoice;
  const sellerWidth = PAGE.column - PAGE.left - mm(5);
  let y = drawTextBlock(page, seller.name, styles.heading, { x: PAGE.left, top: PAGE.top, width: sellerWidth });
  drawTextBlock(page, addressLines(seller, words, buyer.countryCode), styles.body, {
    x: PAGE.left,
    top: y,
    width: sellerWidth,
  });

  y = drawTextBlock(page, invoiceTitle(invoice, words), styles.title, {
    x: PAGE.column,
    top: PAGE.top,
    width: mm(60),
  });
  if (invoice.kind === 'creditNote' && invoice.creditedNumber) {
    drawLine(page, words.t('creditsInvoice', { number: invoice.creditedNumber }), styles.body, {
      x: PAGE.column,
      top: y - mm(1),
      width: PAGE.right - PAGE.column,
    });
  }

  const window = { x: mm(25), top: A4.height - mm(50), width: mm(80) };
  const nameLines = wrapText(buyer.name, styles.bold, window.width).slice(0, 2);
  y = drawTextBlock(page, nameLines, styles.bold, window);
  y = drawTextBlock(page, addressLines(buyer, words, seller.countryCode), styles.body, { ...window, top: y });

  return Math.min(y, drawDetails(page, invoice, words, styles)) - mm(10);
}

/** A later page's head: who, what and which number, so a loose page is still known. */
export function drawContinuationHeader(
  page: PDFPage,
  invoice: InvoicePdfInput,
  words: InvoiceWords,
  styles: InvoiceStyles,
): number {
  drawLine(page, invoice.seller.name, styles.heading, { x: PAGE.left, top: PAGE.top, width: PAGE.column - PAGE.left });
  drawLine(page, `${invoiceTitle(invoice, words)} ${invoice.number}`, styles.heading, {
    x: PAGE.column,
    top: PAGE.top,
    width: mm(60),
  });
  return PAGE.top - mm(15);
}

/** The seller's identifiers and contacts in one or two small lines, the lowest ending at `bottom`. */
export function drawFooter(
  page: PDFPage,
  invoice: InvoicePdfInput,
  words: InvoiceWords,
  styles: InvoiceStyles,
  bottom: number,
): void {
  const { seller } = invoice;
  const parts = [
    [seller.name, seller.street, `${seller.postCode} ${seller.town}`].filter(Boolean).join(', '),
    seller.businessId && `${words.t('businessId')} ${seller.businessId}`,
    seller.vatNumber && `${words.t('vatNumber')} ${seller.vatNumber}`,
    seller.phone && `${words.t('phone')} ${seller.phone}`,
    seller.email,
    seller.website,
    `IBAN ${seller.iban}`,
    `BIC ${seller.bic}`,
  ].filter(Boolean);
  const lines = wrapText(parts.join(' · '), styles.small, PAGE.width);
  const top = bottom + lines.length * lineHeightOf(styles.small);
  page.drawLine({
    start: { x: PAGE.left, y: top + mm(1.5) },
    end: { x: PAGE.right, y: top + mm(1.5) },
    thickness: 0.5,
    color: COLOURS.rule,
  });
  drawTextBlock(page, lines, styles.small, { x: PAGE.left, top, width: PAGE.width });
}
