import type { PageFlow } from './page-flow';
import { drawTable, type TableColumn } from './table';
import type { WaybillDocument, WaybillGoodsLine } from './waybill-document';
import { drawBoxRow, PAGE, type WaybillStyles } from './waybill-layout';
import { dangerousGoodsText, type WaybillWords } from './waybill-words';

/** The goods' totals: packages, gross kg, m³ and loading metres (null when no line gives them). */
export interface GoodsTotals {
  packages: number;
  weightKg: number;
  volumeM3: number | null;
  loadingMetres: number | null;
}

// Summed in thousandths: 0.1 + 0.2 m³ is 0.3 on paper, not 0.30000000000000004.
const THOUSANDTHS = 1000;
function sumOf(values: readonly (number | null)[]): number | null {
  const given = values.filter((value): value is number => value !== null);
  if (given.length === 0) return null;
  return given.reduce((sum, value) => sum + Math.round(value * THOUSANDTHS), 0) / THOUSANDTHS;
}

export function goodsTotals(goods: readonly WaybillGoodsLine[]): GoodsTotals {
  return {
    packages: goods.reduce((sum, line) => sum + line.packages, 0),
    weightKg: sumOf(goods.map((line) => line.weightKg)) ?? 0,
    volumeM3: sumOf(goods.map((line) => line.volumeM3)),
    loadingMetres: sumOf(goods.map((line) => line.loadingMetres)),
  };
}

/** The description with the line's dangerous goods under it in ADR's order. */
function descriptionOf(line: WaybillGoodsLine): string {
  return line.dangerous ? `${line.description}\n${dangerousGoodsText(line.dangerous)}` : line.description;
}

const optional = (value: number | null, format: (value: number) => string) => (value === null ? '' : format(value));

/** Column widths in points, each wide enough for its header's longest word in all three languages; the description takes what is left. */
const DOMESTIC = { marks: 80, packages: 42, kind: 62, weight: 54, volume: 42, loadingMetres: 46 } as const;
const CMR = { marks: 76, packages: 46, kind: 56, statistical: 60, weight: 54, volume: 42 } as const;
const rest = (widths: Record<string, number>) => PAGE.width - Object.values(widths).reduce((a, b) => a + b, 0);

/**
 * The goods table: marks and numbers, number and kind of packages, description (dangerous goods
 * by their accepted name), gross kg, m³ and, on a domestic waybill, loading metres; a CMR note
 * numbers its columns as boxes 6–12. Runs over pages with its header repeated; the totals last.
 */
export function drawGoods(flow: PageFlow, document: WaybillDocument, words: WaybillWords, styles: WaybillStyles): void {
  const cmr = document.kind === 'cmr';
  const c = (key: string) => words.t(`${cmr ? 'cmr.box' : 'goods'}.${key}`);
  const widths: Record<string, number> = cmr ? CMR : DOMESTIC;
  const columns: TableColumn[] = cmr
    ? [
        { header: c('marks'), width: CMR.marks },
        { header: c('packages'), width: CMR.packages, align: 'right' },
        { header: c('kind'), width: CMR.kind },
        { header: c('description'), width: rest(widths) },
        { header: c('statistical'), width: CMR.statistical },
        { header: c('weight'), width: CMR.weight, align: 'right' },
        { header: c('volume'), width: CMR.volume, align: 'right' },
      ]
    : [
        { header: c('marks'), width: DOMESTIC.marks },
        { header: c('packages'), width: DOMESTIC.packages, align: 'right' },
        { header: c('kind'), width: DOMESTIC.kind },
        { header: c('description'), width: rest(widths) },
        { header: c('weight'), width: DOMESTIC.weight, align: 'right' },
        { header: c('volume'), width: DOMESTIC.volume, align: 'right' },
        { header: c('loadingMetres'), width: DOMESTIC.loadingMetres, align: 'right' },
      ];
  const rows = document.goods.map((line) => {
    const first = [line.marks, words.count(line.packages), words.packageKind(line.packageKind), descriptionOf(line)];
    const volume = optional(line.volumeM3, words.measure);
    return cmr
      ? [...first, '', words.weight(line.weightKg), volume]
      : [...first, words.weight(line.weightKg), volume, optional(line.loadingMetres, words.measure)];
  });
  const totals = goodsTotals(document.goods);
  const totalRow = cmr
    ? [
        words.t('total'),
        words.count(totals.packages),
        '',
        '',
        '',
        words.weight(totals.weightKg),
        optional(totals.volumeM3, words.measure),
      ]
    : [
        words.t('total'),
        words.count(totals.packages),
        '',
        '',
        words.weight(totals.weightKg),
        optional(totals.volumeM3, words.measure),
        optional(totals.loadingMetres, words.measure),
      ];
  drawTable(flow, PAGE.left, columns, rows, { header: styles.tableHeader, body: styles.table, padding: 2.5 }, totalRow);
}

/**
 * Every dangerous goods line again as the transport document's ADR entry, with its packages and
 * gross weight, so the driver and an inspector find them without reading the whole table.
 */
export function drawDangerousGoods(
  flow: PageFlow,
  document: WaybillDocument,
  words: WaybillWords,
  styles: WaybillStyles,
): void {
  const lines = document.goods.filter((line) => line.dangerous);
  if (lines.length === 0) return;
  drawBoxRow(
    flow,
    [
      {
        label: words.t('dangerous.heading'),
        lines: lines.map((line) => ({
          text: words.t('dangerous.line', {
            goods: dangerousGoodsText(line.dangerous!),
            packages: words.count(line.packages),
            kind: line.packageKind ? ` (${words.packageKind(line.packageKind)})` : '',
            weight: words.weight(line.weightKg),
          }),
          style: 'bold',
        })),
      },
    ],
    styles,
  );
}
