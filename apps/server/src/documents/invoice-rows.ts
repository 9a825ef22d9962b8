import type { PageFlow } from './page-flow';
import { PAGE, type InvoicePdfInput, type InvoiceStyles } from './invoice-layout';
import type { InvoiceWords } from './invoice-words';
import { COLOURS, mm } from './pdf-document';
import { drawTable, type TableColumn } from './table';
import { drawLine, drawTextBlock, lineHeightOf, wrapText, type TextStyle } from './text-layout';

const NUMBER_WIDTHS = { quantity: 38, unit: 28, unitPrice: 50, vatPercent: 40, net: 54, vat: 48, gross: 56 } as const;
const TABLE = { padding: 3 } as const;
const TOTALS = { label: mm(50), value: mm(44) } as const;

/** The rows table: description, quantity, unit, unit price, VAT %, net, VAT and gross. */
export function drawInvoiceRows(flow: PageFlow, invoice: InvoicePdfInput, words: InvoiceWords, styles: InvoiceStyles) {
  const numbers = Object.values(NUMBER_WIDTHS).reduce((sum, width) => sum + width, 0);
  const column = (key: keyof typeof NUMBER_WIDTHS): TableColumn => ({
    header: words.t(`columns.${key}`),
    width: NUMBER_WIDTHS[key],
    align: key === 'unit' ? 'left' : 'right',
  });
  const columns: TableColumn[] = [
    { header: words.t('columns.description'), width: PAGE.width - numbers },
    ...(Object.keys(NUMBER_WIDTHS) as (keyof typeof NUMBER_WIDTHS)[]).map(column),
  ];
  drawLine(flow.page, words.t('currency', { currency: invoice.currency }), styles.small, {
    x: PAGE.left,
    top: flow.y,
    width: PAGE.width,
    align: 'right',
  });
  flow.y -= lineHeightOf(styles.small);
  const rows = invoice.rows.map((row) => [
    row.description,
    words.quantity(row.quantity),
    row.unit,
    words.unitPrice(row.unitPrice),
    words.percent(row.vatPercent),
    words.amount(row.net),
    words.amount(row.vat),
    words.amount(row.gross),
  ]);
  drawTable(flow, PAGE.left, columns, rows, { header: styles.tableHeader, body: styles.table, ...TABLE });
}

/** The sums per VAT rate as a small table at the left, from the flow's `y` down. */
function drawVatBreakdown(flow: PageFlow, invoice: InvoicePdfInput, words: InvoiceWords, styles: InvoiceStyles) {
  const columns: TableColumn[] = [
    { header: words.t('columns.vatPercent'), width: 36, align: 'right' },
    { header: words.t('columns.net'), width: 62, align: 'right' },
    { header: words.t('columns.vat'), width: 58, align: 'right' },
    { header: words.t('columns.gross'), width: 64, align: 'right' },
  ];
  const width = columns.reduce((sum, column) => sum + column.width, 0);
  const rows = invoice.totals.byVatRate.map((line) => [
    words.percent(line.vatPercent),
    words.amount(line.net),
    words.amount(line.vat),
    words.amount(line.gross),
  ]);
  drawLine(flow.page, words.t('vatBreakdown'), styles.bold, { x: PAGE.left, top: flow.y, width });
  flow.y -= lineHeightOf(styles.bold);
  drawTable(flow, PAGE.left, columns, rows, { header: styles.tableHeader, body: styles.table, ...TABLE });
}

/** Net and VAT totals and, in bold, the sum to pay (or credited) with its currency, at the right. */
function drawTotals(flow: PageFlow, invoice: InvoicePdfInput, words: InvoiceWords, styles: InvoiceStyles) {
  const total = invoice.kind === 'creditNote' ? 'totals.credited' : 'totals.toPay';
  const lines: [string, string, TextStyle][] = [
    [words.t('totals.net'), `${words.amount(invoice.totals.net)} ${invoice.currency}`, styles.body],
    [words.t('totals.vat'), `${words.amount(invoice.totals.vat)} ${invoice.currency}`, styles.body],
    [words.t(total), `${words.amount(invoice.totals.gross)} ${invoice.currency}`, styles.heading],
  ];
  const x = PAGE.right - TOTALS.label - TOTALS.value;
  lines.forEach(([label, value, style], index) => {
    if (index === lines.length - 1) {
      flow.y -= mm(1.5);
      flow.page.drawLine({
        start: { x, y: flow.y + mm(0.8) },
        end: { x: PAGE.right, y: flow.y + mm(0.8) },
        thickness: 0.75,
        color: COLOURS.ink,
      });
    }
    drawLine(flow.page, label, style, { x, top: flow.y, width: TOTALS.label });
    drawLine(flow.page, value, style, { x: x + TOTALS.label, top: flow.y, width: TOTALS.value, align: 'right' });
    flow.y -= lineHeightOf(style);
  });
}

/**
 * The VAT breakdown at the left and the totals at the right, side by side under the rows (so a
 * short invoice keeps its giro form on the first page), both moved to a new page together.
 */
export function drawVatAndTotals(flow: PageFlow, invoice: InvoicePdfInput, words: InvoiceWords, styles: InvoiceStyles) {
  const rowHeight = lineHeightOf(styles.table) + 2 * TABLE.padding;
  const vatHeight = lineHeightOf(styles.bold) + (1 + invoice.totals.byVatRate.length) * rowHeight;
  const totalsHeight = 2 * lineHeightOf(styles.body) + lineHeightOf(styles.heading) + mm(1.5);
  flow.y -= mm(6);
  flow.ensureSpace(Math.max(vatHeight, totalsHeight));
  const top = flow.y;
  drawVatBreakdown(flow, invoice, words, styles);
  const vatBottom = flow.y;
  flow.y = top;
  drawTotals(flow, invoice, words, styles);
  flow.y = Math.min(vatBottom, flow.y);
}

/** The invoice's free text and notes, wrapped over the page's width. */
export function drawNotes(flow: PageFlow, invoice: InvoicePdfInput, styles: InvoiceStyles) {
  const text = [invoice.freeText, invoice.notes].filter(Boolean).join('\n');
  if (!text) return;
  flow.y -= mm(6);
  for (const line of wrapText(text, styles.body, PAGE.width)) {
    flow.ensureSpace(lineHeightOf(styles.body));
    flow.y = drawTextBlock(flow.page, [line], styles.body, { x: PAGE.left, top: flow.y, width: PAGE.width });
  }
}
