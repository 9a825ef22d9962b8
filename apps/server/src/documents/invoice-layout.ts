import type { FinvoiceInvoice, FinvoiceSeller } from '@rahti/domain';
import type { DocumentFonts } from './pdf-fonts';
import { A4, COLOURS, mm } from './pdf-document';
import type { TextStyle } from './text-layout';

/** What an invoice PDF is made from: the Finvoice data plus what only paper shows. */
export type InvoicePdfInput = FinvoiceInvoice & {
  seller: FinvoiceSeller & { email?: string; phone?: string; website?: string };
  /** The number of the invoice a credit note credits. */
  creditedNumber?: string;
  /** The 54 digits of the bank barcode (`bankBarcode`); none for a foreign account or a credit note. */
  barcode?: string | null;
  notes?: string;
};

/** The page's columns: 20 mm left margin as SFS 2487 letters have, 15 mm right. */
export const PAGE = {
  left: mm(20),
  right: A4.width - mm(15),
  width: A4.width - mm(35),
  /** The header's right column: the title, the details box. */
  column: mm(115),
  top: A4.height - mm(15),
  /** The lowest content above the footer. */
  bottom: mm(24),
} as const;

/** The bank giro form's height at the foot of the last page, with the footer above it. */
export const GIRO_TOP = mm(101.6);

export interface InvoiceStyles {
  title: TextStyle;
  heading: TextStyle;
  body: TextStyle;
  bold: TextStyle;
  small: TextStyle;
  label: TextStyle;
  table: TextStyle;
  tableHeader: TextStyle;
}

export function invoiceStyles(fonts: DocumentFonts): InvoiceStyles {
  return {
    title: { font: fonts.bold, size: 16 },
    heading: { font: fonts.bold, size: 11 },
    body: { font: fonts.regular, size: 9.5 },
    bold: { font: fonts.bold, size: 9.5 },
    small: { font: fonts.regular, size: 7, color: COLOURS.muted },
    label: { font: fonts.regular, size: 7.5, color: COLOURS.muted },
    table: { font: fonts.regular, size: 8 },
    tableHeader: { font: fonts.bold, size: 7.5 },
  };
}
