import { formatNumber, type EmissionFactor, type EmissionRow, type EmissionTotals } from '@rahti/domain';
import type { PDFPage } from 'pdf-lib';
import type { EmissionWords } from './emission-words';
import { drawPageNumbers, PageFlow } from './page-flow';
import { A4, COLOURS, createPdf, mm } from './pdf-document';
import type { DocumentFonts } from './pdf-fonts';
import { drawTable, type TableColumn } from './table';
import { drawLine, drawTextBlock, lineHeightOf, wrapText, type TextStyle } from './text-layout';

/** One of the customer's tasks with its share of its vehicle-month's emissions, rounded as the JSON answer. */
export type EmissionsPdfTask = Pick<
  EmissionRow,
  'tonneKm' | 'ttwKg' | 'wttKg' | 'wtwKg' | 'gPerTonneKm' | 'quality'
> & {
  /** 'YYYY-MM-DD', the local date it started. */
  date: string;
  label: string;
};

export interface EmissionsPdfInput {
  organisationName: string;
  customerName: string;
  /** The period's local dates, 'YYYY-MM-DD', both included. */
  from: string;
  to: string;
  /** The factors the tasks' fuel was multiplied by, with where each comes from. */
  factors: readonly EmissionFactor[];
  tasks: readonly EmissionsPdfTask[];
  totals: EmissionTotals;
}

const LOCALES = { fi: 'fi-FI', sv: 'sv-FI', en: 'en-GB' } as const;
const PAGE = { left: mm(20), right: A4.width - mm(15), top: A4.height - mm(15), bottom: mm(18) } as const;
const WIDTH = PAGE.right - PAGE.left;
const TABLE = { padding: 3 } as const;
const TASK_NUMBERS = { tonneKm: 46, ttw: 46, wtt: 44, wtw: 48, intensity: 50, quality: 62 } as const;

interface Styles {
  title: TextStyle;
  heading: TextStyle;
  body: TextStyle;
  label: TextStyle;
  table: TextStyle;
  tableHeader: TextStyle;
}

const stylesOf = (fonts: DocumentFonts): Styles => ({
  title: { font: fonts.bold, size: 16 },
  heading: { font: fonts.bold, size: 11 },
  body: { font: fonts.regular, size: 9 },
  label: { font: fonts.regular, size: 7.5, color: COLOURS.muted },
  table: { font: fonts.regular, size: 8 },
  tableHeader: { font: fonts.bold, size: 7.5 },
});

const capitalised = (text: string, language: string) => text.charAt(0).toLocaleUpperCase(language) + text.slice(1);

/** The title, then who reports, for whom and which period, as label and value lines; answers where content starts. */
function drawFirstPageHeader(page: PDFPage, input: EmissionsPdfInput, words: EmissionWords, styles: Styles): number {
  let y = drawTextBlock(page, words.t('title'), styles.title, { x: PAGE.left, top: PAGE.top, width: WIDTH });
  y -= mm(3);
  const labelWidth = mm(32);
  const details: [string, string][] = [
    [words.t('reportedBy'), input.organisationName],
    [words.t('customer'), input.customerName],
    [words.t('period'), words.t('periodValue', { from: words.date(input.from), to: words.date(input.to) })],
  ];
  for (const [label, value] of details) {
    drawLine(page, label, styles.label, { x: PAGE.left, top: y - 1.2, width: labelWidth });
    y = drawTextBlock(page, value, styles.heading, { x: PAGE.left + labelWidth, top: y, width: WIDTH - labelWidth });
  }
  return y - mm(6);
}

/** A later page's head: the report, the customer and the period, so a loose page is still known. */
function drawContinuationHeader(page: PDFPage, input: EmissionsPdfInput, words: EmissionWords, styles: Styles): number {
  const period = words.t('periodValue', { from: words.date(input.from), to: words.date(input.to) });
  drawLine(page, `${words.t('title')} · ${input.customerName} · ${period}`, styles.label, {
    x: PAGE.left,
    top: PAGE.top,
    width: WIDTH - mm(20),
  });
  return PAGE.top - mm(10);
}

function drawHeading(flow: PageFlow, text: string, styles: Styles): void {
  flow.ensureSpace(lineHeightOf(styles.heading) * 3);
  flow.y = drawTextBlock(flow.page, text, styles.heading, { x: PAGE.left, top: flow.y, width: WIDTH }) - mm(1);
}

/** A paragraph kept whole on one page (the method's is a few lines). */
function drawParagraph(flow: PageFlow, text: string, style: TextStyle): void {
  const lines = wrapText(text, style, WIDTH);
  flow.ensureSpace(lines.length * lineHeightOf(style));
  flow.y = drawTextBlock(flow.page, lines, style, { x: PAGE.left, top: flow.y, width: WIDTH }) - mm(5);
}

/** Each factor used: the fuel, TTW and WTW kg CO₂e per unit, and its source (which names version and year). */
function drawFactors(flow: PageFlow, input: EmissionsPdfInput, words: EmissionWords, styles: Styles): void {
  drawHeading(flow, words.t('factors.heading'), styles);
  if (input.factors.length === 0) return drawParagraph(flow, words.t('factors.none'), styles.body);
  const perUnit = (value: number, unit: string) =>
    words.t('factors.perUnit', { value: formatNumber(value, words.language, { maximumFractionDigits: 4 }), unit });
  const columns: TableColumn[] = [
    { header: words.t('factors.fuel'), width: 100 },
    { header: words.t('factors.ttw'), width: 78, align: 'right' },
    { header: words.t('factors.wtw'), width: 78, align: 'right' },
    { header: words.t('factors.source'), width: WIDTH - 256 },
  ];
  const rows = input.factors.map((factor) => [
    capitalised(words.fuelName(factor.fuelType), words.language),
    perUnit(factor.ttwKgPerUnit, factor.unit),
    perUnit(factor.wtwKgPerUnit, factor.unit),
    factor.source,
  ]);
  drawTable(flow, PAGE.left, columns, rows, { header: styles.tableHeader, body: styles.table, ...TABLE });
  flow.y -= mm(6);
}

/** The customer's tasks: date, task, t·km, TTW, WTT, WTW, g/t·km and quality, then the totals. */
function drawTasks(flow: PageFlow, input: EmissionsPdfInput, words: EmissionWords, styles: Styles): void {
  drawHeading(flow, words.t('tasks.heading'), styles);
  if (input.tasks.length === 0) return drawParagraph(flow, words.t('tasks.none'), styles.body);
  const numbers = Object.values(TASK_NUMBERS).reduce((sum, width) => sum + width, 0);
  const dateWidth = 62;
  const columns: TableColumn[] = [
    { header: words.t('tasks.date'), width: dateWidth },
    { header: words.t('tasks.task'), width: WIDTH - dateWidth - numbers },
    ...(Object.keys(TASK_NUMBERS) as (keyof typeof TASK_NUMBERS)[]).map((key): TableColumn => ({
      header: words.t(`columns.${key}`),
      width: TASK_NUMBERS[key],
      align: key === 'quality' ? 'left' : 'right',
    })),
  ];
  const figures = (row: Omit<EmissionsPdfTask, 'date' | 'label' | 'quality'>) => [
    words.number(row.tonneKm),
    words.number(row.ttwKg),
    words.number(row.wttKg),
    words.number(row.wtwKg),
    words.intensity(row.gPerTonneKm),
  ];
  const rows = input.tasks.map((task) => [
    words.date(task.date),
    task.label || '–',
    ...figures(task),
    words.t(`qualityShort.${task.quality}`),
  ]);
  const totals = [words.t('total'), '', ...figures(input.totals), ''];
  drawTable(flow, PAGE.left, columns, rows, { header: styles.tableHeader, body: styles.table, ...TABLE }, totals);
  flow.y -= mm(4);
}

/**
 * A customer's emissions of a period as an A4 PDF in the caller's language (issue 25): who
 * reports, the customer and the period; the method in words; the factors used with their
 * sources; the customer's tasks with their TTW, WTT and WTW kg CO₂e, g per t·km and data
 * quality, and the totals; over as many pages as the tasks need, "1 / 2" on each.
 * Tens of milliseconds of CPU: make it after the transaction commits.
 *
 * @computation
 */
export async function emissionsPdf(input: EmissionsPdfInput, words: EmissionWords): Promise<Uint8Array> {
  const title = words.t('title');
  const { doc, fonts } = await createPdf({
    title: `${title} – ${input.customerName}`,
    language: LOCALES[words.language],
    author: input.organisationName,
    subject: `${title} – ${input.customerName}, ${input.from}–${input.to}`,
  });
  const styles = stylesOf(fonts);
  const first = doc.addPage([A4.width, A4.height]);
  const flow = new PageFlow(doc, (page) => drawContinuationHeader(page, input, words, styles), PAGE.bottom, {
    page: first,
    y: drawFirstPageHeader(first, input, words, styles),
  });
  drawHeading(flow, words.t('method.heading'), styles);
  drawParagraph(flow, words.t('method.text'), styles.body);
  drawFactors(flow, input, words, styles);
  drawTasks(flow, input, words, styles);
  drawParagraph(flow, words.t('rounding'), styles.label);
  drawPageNumbers(doc, styles.label, () => ({ x: PAGE.left, top: mm(12), width: WIDTH, align: 'right' }));
  return doc.save();
}
