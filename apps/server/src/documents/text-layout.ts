import type { Color, PDFFont, PDFPage } from 'pdf-lib';
import { COLOURS } from './pdf-document';

export interface TextStyle {
  font: PDFFont;
  /** Points. */
  size: number;
  color?: Color;
  /** Baseline to baseline in points; 1.25 × size unless said. */
  lineHeight?: number;
}

export type Align = 'left' | 'right' | 'center';

/** Where a block of text goes: `top` is the top of its first line, `x` and `width` its column. */
export interface TextBox {
  x: number;
  top: number;
  width: number;
  align?: Align;
}

export const lineHeightOf = (style: TextStyle): number => style.lineHeight ?? style.size * 1.25;

export function textWidth(text: string, style: TextStyle): number {
  return style.font.widthOfTextAtSize(text, style.size);
}

// Tabs and other control characters (all but the line break) have no glyph and would draw as
// boxes; a letter typed as a base and a combining mark becomes the one precomposed letter.
const clean = (text: string): string => text.normalize('NFC').replace(/(?!\n)\p{Cc}/gu, ' ');

/** A word longer than the column, cut where it overflows (an IBAN, a long URL). */
function breakWord(word: string, style: TextStyle, width: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece && textWidth(piece + char, style) > width) {
      pieces.push(piece);
      piece = '';
    }
    piece += char;
  }
  return piece ? [...pieces, piece] : pieces;
}

/**
 * `text` as the lines that fit `width` points: line breaks kept, words moved whole to the next
 * line where they do not fit, a word wider than the column cut. Empty text gives no lines.
 */
export function wrapText(text: string, style: TextStyle, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of clean(text).split('\n')) {
    let line = '';
    for (const word of paragraph.split(/ +/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (textWidth(candidate, style) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      const pieces = textWidth(word, style) <= width ? [word] : breakWord(word, style, width);
      lines.push(...pieces.slice(0, -1));
      line = pieces.at(-1) ?? '';
    }
    lines.push(line);
  }
  return lines.length === 1 && lines[0] === '' ? [] : lines;
}

/** One line without wrapping, its first baseline one font size below `box.top`. */
export function drawLine(page: PDFPage, text: string, style: TextStyle, box: TextBox): void {
  const line = clean(text);
  const free = box.width - textWidth(line, style);
  const shift = box.align === 'right' ? free : box.align === 'center' ? free / 2 : 0;
  page.drawText(line, {
    x: box.x + shift,
    y: box.top - style.size,
    size: style.size,
    font: style.font,
    color: style.color ?? COLOURS.ink,
  });
}

/** `text` wrapped to the box and drawn; returns where the block ends (the top of the next line). */
export function drawTextBlock(page: PDFPage, text: string | readonly string[], style: TextStyle, box: TextBox): number {
  const lines = typeof text === 'string' ? wrapText(text, style, box.width) : text;
  let top = box.top;
  for (const line of lines) {
    drawLine(page, line, style, { ...box, top });
    top -= lineHeightOf(style);
  }
  return top;
}
