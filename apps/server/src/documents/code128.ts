import bwipjs from 'bwip-js/node';
import type { PDFDocument, PDFPage } from 'pdf-lib';

/** Where a barcode goes on a page, in points: its lower left corner, one module's width, the bars' height. */
export interface BarcodePlacement {
  x: number;
  y: number;
  moduleWidth: number;
  height: number;
}

/**
 * `text` as a Code 128 symbol in a PNG one pixel per module wide (bwip-js picks the code sets;
 * digits only, in pairs, give code set C, as the Finnish bank barcode requires). The image is
 * stretched to size when drawn; at one pixel a module every bar stays a whole number of modules.
 */
export async function code128Png(text: string): Promise<{ png: Uint8Array; modules: number }> {
  const png = await bwipjs.toBuffer({ bcid: 'code128', text, scale: 1, height: 1, includetext: false });
  // The PNG's width in pixels is its IHDR's first field (bytes 16–19 of the file).
  const modules = png.readUInt32BE(16);
  return { png, modules };
}

/** Draws `text` as Code 128 at `placement`; answers the symbol's width in points (without quiet zones). */
export async function drawCode128(
  doc: PDFDocument,
  page: PDFPage,
  text: string,
  placement: BarcodePlacement,
): Promise<number> {
  const { png, modules } = await code128Png(text);
  const image = await doc.embedPng(png);
  const width = modules * placement.moduleWidth;
  page.drawImage(image, { x: placement.x, y: placement.y, width, height: placement.height });
  return width;
}
