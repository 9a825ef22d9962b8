import { rgb, type PDFPage } from 'pdf-lib';
import type { PageFlow } from './page-flow';
import { A4, COLOURS, mm } from './pdf-document';
import type { DocumentFonts } from './pdf-fonts';
import { drawLine, lineHeightOf, textWidth, wrapText, type TextStyle } from './text-layout';

/** The page's frame: 15 mm margins, so a form of boxes uses most of the sheet. */
export const PAGE = {
  left: mm(15),
  right: A4.width - mm(15),
  width: A4.width - mm(30),
  top: A4.height - mm(12),
  /** The lowest content; page numbers sit below it. */
  bottom: mm(16),
} as const;

/** The mark of a cancelled waybill: red, as a rubber stamp would be. */
export const CANCELLED_RED = rgb(0.75, 0.05, 0.05);

/** A box's inner margin and the space between its label and its text. */
const BOX = { padding: mm(1.5), labelGap: mm(0.8) } as const;

export interface WaybillStyles {
  title: TextStyle;
  number: TextStyle;
  heading: TextStyle;
  body: TextStyle;
  bold: TextStyle;
  label: TextStyle;
  small: TextStyle;
  table: TextStyle;
  tableHeader: TextStyle;
  stamp: TextStyle;
}

export function waybillStyles(fonts: DocumentFonts): WaybillStyles {
  return {
    title: { font: fonts.bold, size: 14 },
    number: { font: fonts.bold, size: 22 },
    heading: { font: fonts.bold, size: 10 },
    body: { font: fonts.regular, size: 8.5 },
    bold: { font: fonts.bold, size: 8.5 },
    label: { font: fonts.regular, size: 6.5, color: COLOURS.muted },
    small: { font: fonts.regular, size: 7, color: COLOURS.muted },
    table: { font: fonts.regular, size: 8 },
    tableHeader: { font: fonts.bold, size: 6.5 },
    stamp: { font: fonts.bold, size: 12, color: CANCELLED_RED },
  };
}

/** One line of a box: its text in a style (a party's name in bold, its address in body). */
export interface BoxLine {
  text: string;
  style?: keyof WaybillStyles;
}

/** A box of the form: its label ("1 Sender"), its lines, and its share of the row's width. */
export interface Box {
  label: string;
  lines: readonly (BoxLine | string)[];
  /** Relative width within its row (1 unless said). */
  grow?: number;
  /** The least height of the box's text area, points: room to write in by hand. */
  minTextHeight?: number;
}

interface LaidOutBox {
  box: Box;
  x: number;
  width: number;
  label: string[];
  lines: { text: string; style: TextStyle }[];
}

/** The text area's lines, wrapped to the box; an empty box still gets one empty line. */
function layoutBox(box: Box, x: number, width: number, styles: WaybillStyles): LaidOutBox {
  const inner = width - 2 * BOX.padding;
  const label = wrapText(box.label, styles.label, inner);
  const lines = box.lines.flatMap((line) => {
    const { text, style = 'body' } = typeof line === 'string' ? { text: line } : line;
    return wrapText(text, styles[style], inner).map((wrapped) => ({ text: wrapped, style: styles[style] }));
  });
  return { box, x, width, label, lines };
}

const heightOfLines = (lines: readonly { style: TextStyle }[]) =>
  lines.reduce((sum, line) => sum + lineHeightOf(line.style), 0);

function boxHeight(laid: LaidOutBox, styles: WaybillStyles): number {
  const text = Math.max(heightOfLines(laid.lines), laid.box.minTextHeight ?? lineHeightOf(styles.body));
  return 2 * BOX.padding + laid.label.length * lineHeightOf(styles.label) + BOX.labelGap + text;
}

/** `text` as it is when it fits `width`, else cut to fit with an ellipsis: one line that must not wrap. */
export function fitLine(text: string, style: TextStyle, width: number): string {
  return textWidth(text, style) <= width ? text : cutLine(text, style, width);
}

/** `text` cut to `width` with an ellipsis: the last line of a box too long for a page. */
function cutLine(text: string, style: TextStyle, width: number): string {
  let cut = text;
  while (cut && textWidth(`${cut}…`, style) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/** Where content starts on each page this module began: a row that does not fit there fits nowhere. */
const pageStarts = new WeakMap<PDFPage, number>();

/**
 * A row of boxes across the page, all as tall as the tallest, drawn at `flow.y` or on a new page
 * when the row no longer fits. A box whose text is longer than a whole page keeps the lines that
 * fit and ends in "…", so no text is ever drawn past a box's edge.
 */
export function drawBoxRow(flow: PageFlow, boxes: readonly Box[], styles: WaybillStyles): void {
  const total = boxes.reduce((sum, box) => sum + (box.grow ?? 1), 0);
  let x = PAGE.left;
  const laidOut = boxes.map((box) => {
    const width = (PAGE.width * (box.grow ?? 1)) / total;
    const laid = layoutBox(box, x, width, styles);
    x += width;
    return laid;
  });
  const pageRoom = () => flow.y - flow.bottom;
  let height = Math.max(...laidOut.map((laid) => boxHeight(laid, styles)));
  if (height > pageRoom()) {
    // A row too tall for any page is cut where it stands when that is already a page's start.
    if (pageStarts.get(flow.page) !== flow.y) {
      flow.newPage();
      pageStarts.set(flow.page, flow.y);
    }
    if (height > pageRoom()) {
      height = pageRoom();
      for (const laid of laidOut) fitBox(laid, height, styles);
    }
  }
  for (const laid of laidOut) drawBox(flow, laid, height, styles);
  flow.y -= height;
}

/** Drops the lines of `laid` that do not fit `height`, marking the cut on the last kept line. */
function fitBox(laid: LaidOutBox, height: number, styles: WaybillStyles): void {
  const room = height - 2 * BOX.padding - laid.label.length * lineHeightOf(styles.label) - BOX.labelGap;
  let used = 0;
  let kept = 0;
  while (kept < laid.lines.length && used + lineHeightOf(laid.lines[kept]!.style) <= room) {
    used += lineHeightOf(laid.lines[kept]!.style);
    kept++;
  }
  if (kept === laid.lines.length) return;
  laid.lines = laid.lines.slice(0, Math.max(kept, 1));
  const last = laid.lines.at(-1)!;
  last.text = cutLine(last.text, last.style, laid.width - 2 * BOX.padding);
}

function drawBox(flow: PageFlow, laid: LaidOutBox, height: number, styles: WaybillStyles): void {
  const { page, y: top } = flow;
  page.drawRectangle({
    x: laid.x,
    y: top - height,
    width: laid.width,
    height,
    borderColor: COLOURS.rule,
    borderWidth: 0.6,
  });
  const inner = { x: laid.x + BOX.padding, width: laid.width - 2 * BOX.padding };
  let y = top - BOX.padding;
  for (const line of laid.label) {
    drawLine(page, line, styles.label, { ...inner, top: y });
    y -= lineHeightOf(styles.label);
  }
  y -= BOX.labelGap;
  for (const line of laid.lines) {
    drawLine(page, line.text, line.style, { ...inner, top: y });
    y -= lineHeightOf(line.style);
  }
}

/** Space between two parts of the form. */
export function gap(flow: PageFlow, height = mm(2)): void {
  flow.y -= height;
}
