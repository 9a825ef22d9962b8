import { PageSizes, PDFDocument, rgb } from 'pdf-lib';
import { embedDocumentFonts, type DocumentFonts } from './pdf-fonts';

/** A4 portrait in PDF points (1/72 inch): 595.28 × 841.89. */
export const A4 = { width: PageSizes.A4[0], height: PageSizes.A4[1] } as const;

/** Millimetres in PDF points: layouts are measured in mm, as envelope and bank form standards are. */
export function mm(value: number): number {
  return (value * 72) / 25.4;
}

export const COLOURS = {
  ink: rgb(0, 0, 0),
  muted: rgb(0.33, 0.33, 0.33),
  rule: rgb(0.55, 0.55, 0.55),
} as const;

export interface DocumentInfo {
  title: string;
  /** BCP 47, e.g. fi-FI: screen readers pick their voice by it. */
  language: string;
  author: string;
  subject?: string;
}

/** A new PDF with the document fonts embedded and its title, author and language set. */
export async function createPdf(info: DocumentInfo): Promise<{ doc: PDFDocument; fonts: DocumentFonts }> {
  const doc = await PDFDocument.create();
  doc.setTitle(info.title, { showInWindowTitleBar: true });
  doc.setLanguage(info.language);
  doc.setAuthor(info.author);
  doc.setCreator('Rahti');
  if (info.subject) doc.setSubject(info.subject);
  return { doc, fonts: await embedDocumentFonts(doc) };
}
