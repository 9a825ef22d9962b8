import type { PDFDocument, PDFPage } from 'pdf-lib';
import { A4 } from './pdf-document';
import { drawLine, type TextBox, type TextStyle } from './text-layout';

/**
 * Content that runs down the page and onto new pages: `y` is where the next item's top goes;
 * `startPage` draws a new page's running header and answers where its content starts.
 */
export class PageFlow {
  page: PDFPage;
  y: number;

  constructor(
    readonly doc: PDFDocument,
    private readonly startPage: (page: PDFPage) => number,
    /** The lowest any content may reach (the footer sits below it). */
    readonly bottom: number,
    /** The first page, already drawn, and where its content starts. */
    first: { page: PDFPage; y: number },
  ) {
    this.page = first.page;
    this.y = first.y;
  }

  newPage(): void {
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.y = this.startPage(this.page);
  }

  /** Moves to a new page unless `height` points still fit above the bottom. */
  ensureSpace(height: number): void {
    if (this.y - height < this.bottom) this.newPage();
  }

  /** Whether `height` points fit above `limit` (or the bottom) on the current page. */
  fits(height: number, limit = this.bottom): boolean {
    return this.y - height >= limit;
  }
}

/** "1 / 3" on every page once all pages exist, in the box `place` gives for a page. */
export function drawPageNumbers(doc: PDFDocument, style: TextStyle, place: (page: PDFPage) => TextBox): void {
  const pages = doc.getPages();
  pages.forEach((page, index) => drawLine(page, `${index + 1} / ${pages.length}`, style, place(page)));
}
