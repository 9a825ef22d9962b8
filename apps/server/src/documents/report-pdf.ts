import type { ReportTable } from '@rahti/domain';
import type { PDFPage } from 'pdf-lib';
import type { ReportWords } from './report-words';
import { drawPageNumbers, PageFlow } from './page-flow';
import { A4, COLOURS, createPdf, mm } from './pdf-document';
import { drawTable, type TableColumn } from './table';
import { drawLine, drawTextBlock, type TextStyle } from './text-layout';

export interface ReportPdfInput {
  organisationName: string;
  table: ReportTable;
  /** The filters in words ("Vehicles: ABC-123, XYZ-789"); none for the whole organisation. */
  filters: readonly string[];
}

const LOCALES = { fi: 'fi-FI', sv: 'sv-FI', en: 'en-GB' } as const;
const PAGE = { left: mm(15), right: A4.width - mm(12), top: A4.height - mm(15), bottom: mm(18) } as const;
const WIDTH = PAGE.right - PAGE.left;

/** The first column (names) takes what a figure column leaves, at least a quarter of the page. */
function columnsOf(input: ReportPdfInput, words: ReportWords): TableColumn[] {
  const { columns } = input.table;
  const figureWidth = Math.min(70, (WIDTH * 0.75) / Math.max(1, columns.length - 1));
  return columns.map((column, index) => ({
    header: column.type === 'minutes' ? `${words.label(column)} (h:mm)` : words.label(column),
    width: index === 0 ? WIDTH - figureWidth * (columns.length - 1) : figureWidth,
    align: column.type === 'text' || column.type === 'date' ? 'left' : 'right',
  }));
}

/**
 * A report as an A4 PDF in the reader's language (issue 27): the title, the organisation, the
 * period and the filters in words, then the table flowing over as many pages as it needs (the
 * header again on each), the totals last, and "1 / 3" on every page.
 *
 * @computation
 */
export async function reportPdf(input: ReportPdfInput, words: ReportWords): Promise<Uint8Array> {
  const { table } = input;
  const title = words.title(table.kind);
  const period = words.period(table.from, table.to);
  const { doc, fonts } = await createPdf({
    title: `${title} ${period}`,
    language: LOCALES[words.language],
    author: input.organisationName,
    subject: `${title} – ${input.organisationName}, ${table.from}–${table.to}`,
  });
  const styles: Record<'title' | 'heading' | 'label' | 'body' | 'header', TextStyle> = {
    title: { font: fonts.bold, size: 15 },
    heading: { font: fonts.bold, size: 10 },
    label: { font: fonts.regular, size: 7.5, color: COLOURS.muted },
    body: { font: fonts.regular, size: 7.5 },
    header: { font: fonts.bold, size: 7 },
  };
  const first = doc.addPage([A4.width, A4.height]);
  let y = drawTextBlock(first, title, styles.title, { x: PAGE.left, top: PAGE.top, width: WIDTH }) - mm(2);
  const lines = [
    input.organisationName,
    `${words.t('period')}: ${period}`,
    `${words.t('grouping')}: ${words.t(`groupings.${table.grouping}`)}`,
    ...(input.filters.length ? input.filters : [words.t('noFilters')]),
  ];
  for (const line of lines)
    y = drawTextBlock(first, line, styles.heading, { x: PAGE.left, top: y, width: WIDTH }) - mm(0.5);
  const continuation = (page: PDFPage) => {
    drawLine(page, `${title} · ${input.organisationName} · ${period}`, styles.label, {
      x: PAGE.left,
      top: PAGE.top,
      width: WIDTH,
    });
    return PAGE.top - mm(8);
  };
  const flow = new PageFlow(doc, continuation, PAGE.bottom, { page: first, y: y - mm(5) });
  if (table.rows.length === 0) {
    drawTextBlock(flow.page, words.t('empty'), styles.body, { x: PAGE.left, top: flow.y, width: WIDTH });
  } else {
    const cells = (row: Record<string, string | number | null>) =>
      table.columns.map((column) => words.cell(column, row[column.key] ?? null));
    const totals = cells(table.totals);
    totals[0] = words.t('total');
    drawTable(
      flow,
      PAGE.left,
      columnsOf(input, words),
      table.rows.map(cells),
      {
        header: styles.header,
        body: styles.body,
        padding: 2.5,
      },
      totals,
    );
  }
  drawPageNumbers(doc, styles.label, () => ({ x: PAGE.left, top: mm(12), width: WIDTH, align: 'right' }));
  return doc.save();
}
