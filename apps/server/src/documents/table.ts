import type { PageFlow } from './page-flow';
import { COLOURS } from './pdf-document';
import { drawLine, lineHeightOf, wrapText, type TextStyle } from './text-layout';

export interface TableColumn {
  header: string;
  /** Points. */
  width: number;
  align?: 'left' | 'right';
}

export interface TableStyle {
  header: TextStyle;
  body: TextStyle;
  /** Space above and below a row's text, and between a cell's text and its column's edge; points. */
  padding: number;
}

type Cells = readonly string[];

/** Each cell's lines and the row's height: cells wrap within their column. */
function layoutRow(columns: readonly TableColumn[], cells: Cells, style: TextStyle, padding: number) {
  const lines = columns.map((column, index) => wrapText(cells[index] ?? '', style, column.width - 2 * padding));
  const height = Math.max(1, ...lines.map((cell) => cell.length)) * lineHeightOf(style) + 2 * padding;
  return { lines, height };
}

function drawRow(
  flow: PageFlow,
  x: number,
  columns: readonly TableColumn[],
  row: ReturnType<typeof layoutRow>,
  style: TextStyle,
  padding: number,
): void {
  let left = x;
  columns.forEach((column, index) => {
    let top = flow.y - padding;
    for (const line of row.lines[index] ?? []) {
      drawLine(flow.page, line, style, {
        x: left + padding,
        top,
        width: column.width - 2 * padding,
        align: column.align,
      });
      top -= lineHeightOf(style);
    }
    left += column.width;
  });
  flow.y -= row.height;
}

function drawRule(flow: PageFlow, x: number, width: number, thickness: number): void {
  flow.page.drawLine({
    start: { x, y: flow.y },
    end: { x: x + width, y: flow.y },
    thickness,
    color: COLOURS.rule,
  });
}

/**
 * A table drawn down `flow` from column `x`: a header row, then each row, moving to a new page
 * (header drawn again) when the next row no longer fits, so no row is split over two pages; a
 * `footer` (a totals row) last, in the header's style.
 */
export function drawTable(
  flow: PageFlow,
  x: number,
  columns: readonly TableColumn[],
  rows: readonly Cells[],
  style: TableStyle,
  footer?: Cells,
): void {
  const width = columns.reduce((sum, column) => sum + column.width, 0);
  const header = layoutRow(
    columns,
    columns.map((column) => column.header),
    style.header,
    style.padding,
  );
  const drawHeader = () => {
    drawRow(flow, x, columns, header, style.header, style.padding);
    drawRule(flow, x, width, 0.75);
  };
  const laidOut = rows.map((cells) => layoutRow(columns, cells, style.body, style.padding));
  // A header alone at the foot of a page is no use: it goes over with the first row.
  flow.ensureSpace(header.height + (laidOut[0]?.height ?? 0));
  drawHeader();
  for (const row of laidOut) {
    if (!flow.fits(row.height)) {
      flow.newPage();
      drawHeader();
    }
    drawRow(flow, x, columns, row, style.body, style.padding);
    drawRule(flow, x, width, 0.25);
  }
  if (!footer) return;
  const total = layoutRow(columns, footer, style.header, style.padding);
  if (!flow.fits(total.height)) {
    flow.newPage();
    drawHeader();
  }
  drawRule(flow, x, width, 0.75);
  drawRow(flow, x, columns, total, style.header, style.padding);
}
