import type { PDFDocument, PDFPage } from 'pdf-lib';
import { drawCode128 } from './code128';
import { addressLines } from './invoice-header';
import type { InvoicePdfInput, InvoiceStyles } from './invoice-layout';
import type { InvoiceWords } from './invoice-words';
import { A4, COLOURS, mm } from './pdf-document';
import { drawLine, drawTextBlock, lineHeightOf, wrapText, type TextStyle } from './text-layout';

// The giro part (tilisiirto / girering) of Finance Finland's bank transfer form, lower third of
// the page: label column at the left of each half, rows from the recipient's account to "from
// account"; the barcode below it. Measures in mm from the page's bottom left (decision 0024).
const X = { left: mm(10), label: mm(19), middle: mm(111), right: A4.width - mm(10), bic: mm(81) };
const Y = { cut: mm(99), rows: [95, 79, 67, 47, 37, 27].map(mm) as [number, number, number, number, number, number] };
const AMOUNT = { label: X.right - mm(40), value: X.right - mm(30) };
const BARCODE = { x: mm(20), y: mm(11), moduleWidth: mm(0.3), height: mm(13) };

function rule(page: PDFPage, from: [number, number], to: [number, number]): void {
  page.drawLine({ start: { x: from[0], y: from[1] }, end: { x: to[0], y: to[1] }, thickness: 0.6, color: COLOURS.ink });
}

/** A field's label: each language's words on lines of their own, wrapped to the label column. */
function drawLabel(page: PDFPage, text: string, style: TextStyle, x: number, top: number, width = X.label): void {
  const lines = text.split('\n').flatMap((part) => wrapText(part, style, width - mm(2)));
  drawTextBlock(page, lines, style, { x: x + mm(1), top: top - mm(1), width: width - mm(2) });
}

function drawFrame(page: PDFPage): void {
  const [y1, y2, y3, y4, y5, y6] = Y.rows;
  const { left, middle, right } = X;
  page.drawLine({
    start: { x: mm(5), y: Y.cut },
    end: { x: A4.width - mm(5), y: Y.cut },
    thickness: 0.5,
    color: COLOURS.rule,
    dashArray: [3, 3],
  });
  page.drawRectangle({
    x: left,
    y: y6,
    width: right - left,
    height: y1 - y6,
    borderColor: COLOURS.ink,
    borderWidth: 1,
  });
  for (const y of [y2, y3]) rule(page, [left, y], [middle, y]);
  for (const y of [y4, y5]) rule(page, [left, y], [right, y]);
  rule(page, [left + X.label, y1], [left + X.label, y6]);
  rule(page, [middle, y1], [middle, y6]);
  rule(page, [middle + X.label, y4], [middle + X.label, y6]);
  rule(page, [X.bic, y1], [X.bic, y2]);
  rule(page, [AMOUNT.label, y5], [AMOUNT.label, y6]);
  rule(page, [AMOUNT.value, y5], [AMOUNT.value, y6]);
}

/**
 * The bank giro form at the foot of `page`, filled from the invoice: IBAN and BIC, recipient,
 * payer, reference, due date and amount; and, when the invoice has one, its bank barcode as
 * Code 128 with the 54 digits printed under it for typing into an online bank.
 */
export async function drawBankGiroForm(
  doc: PDFDocument,
  page: PDFPage,
  invoice: InvoicePdfInput,
  words: InvoiceWords,
  styles: InvoiceStyles,
): Promise<void> {
  const [y1, y2, y3, y4, y5] = Y.rows;
  const { left, middle, right } = X;
  const label: TextStyle = { ...styles.small, size: 6 };
  const value = { x: left + X.label + mm(2), width: middle - left - X.label - mm(4) };
  drawFrame(page);

  drawLabel(page, words.t('giro.recipientAccount'), label, left, y1);
  drawLine(page, 'IBAN', label, { x: value.x, top: y1 - mm(1), width: mm(20) });
  drawLine(page, invoice.seller.iban, styles.bold, { x: value.x, top: y1 - mm(6), width: X.bic - value.x });
  drawLine(page, 'BIC', label, { x: X.bic + mm(2), top: y1 - mm(1), width: mm(20) });
  drawLine(page, invoice.seller.bic, styles.bold, { x: X.bic + mm(2), top: y1 - mm(6), width: middle - X.bic });

  drawLabel(page, words.t('giro.recipient'), label, left, y2);
  const { seller, buyer } = invoice;
  const recipient = [seller.name, [seller.street, `${seller.postCode} ${seller.town}`].filter(Boolean).join(', ')];
  drawTextBlock(page, recipient, styles.table, { ...value, top: y2 - mm(2) });

  drawLabel(page, words.t('giro.payer'), label, left, y3);
  const payer = [...wrapText(buyer.name, styles.table, value.width), ...addressLines(buyer, words, seller.countryCode)];
  drawTextBlock(page, payer.slice(0, 4), styles.table, { ...value, top: y3 - mm(2) });

  drawLabel(page, words.t('giro.signature'), label, left, y4);
  drawLabel(page, words.t('giro.fromAccount'), label, left, y5);

  const notice = { x: middle + mm(2), width: right - middle - mm(4) };
  const after = drawTextBlock(page, words.t('giro.title'), styles.bold, { ...notice, top: y1 - mm(2) });
  drawTextBlock(page, words.t('giro.notice'), label, { ...notice, top: after - mm(1) });

  const field = { top: y4 - (y4 - y5) / 2 + lineHeightOf(styles.bold) / 2 };
  drawLabel(page, words.t('giro.reference'), label, middle, y4);
  drawLine(page, words.reference(invoice.reference), styles.bold, {
    x: middle + X.label + mm(2),
    top: field.top,
    width: right - middle - X.label - mm(4),
  });
  drawLabel(page, words.t('giro.dueDate'), label, middle, y5);
  drawLine(page, words.date(invoice.dueDate), styles.bold, {
    x: middle + X.label + mm(2),
    top: field.top - (y4 - y5),
    width: AMOUNT.label - middle - X.label - mm(4),
  });
  const currency = invoice.currency === 'EUR' ? words.t('giro.amount') : invoice.currency;
  drawLabel(page, currency, label, AMOUNT.label, y5, AMOUNT.value - AMOUNT.label);
  drawLine(page, words.amount(invoice.totals.gross), styles.bold, {
    x: AMOUNT.value,
    top: field.top - (y4 - y5),
    width: right - AMOUNT.value - mm(2),
    align: 'right',
  });

  if (!invoice.barcode) return;
  await drawCode128(doc, page, invoice.barcode, BARCODE);
  drawLine(page, `${words.t('virtualBarcode')} ${invoice.barcode}`, styles.small, {
    x: BARCODE.x,
    top: BARCODE.y - mm(2),
    width: X.right - BARCODE.x,
  });
}
