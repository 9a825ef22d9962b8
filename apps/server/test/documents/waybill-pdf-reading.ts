import { PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';

/** A piece of text as drawn: its string, left edge, right edge and baseline, in points. */
export interface PlacedText {
  text: string;
  left: number;
  right: number;
  baseline: number;
  /** Drawn at an angle (the cancelled watermark). */
  rotated: boolean;
}

export interface ReadPdf {
  /** Each page's text as a reader (or a search) gets it. */
  pages: string[];
  /** Each page's width and height in points. */
  sizes: number[][];
  /** Each page's text pieces and where they are. */
  placed: PlacedText[][];
}

export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  // pdf.js takes the buffer over; the test keeps its own copy.
  const pdf = await getDocumentProxy(bytes.slice());
  const { text } = await extractText(pdf, { mergePages: false });
  const sizes: number[][] = [];
  const placed: PlacedText[][] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    sizes.push(page.view.slice(2));
    const content = await page.getTextContent();
    placed.push(
      content.items.flatMap((item) => {
        if (!('str' in item) || !item.str.trim()) return [];
        const [a, b, , , x, y] = item.transform as number[];
        return [
          { text: item.str, left: x!, right: x! + item.width, baseline: y!, rotated: Math.abs(b!) > 1e-6 || a! < 0 },
        ];
      }),
    );
  }
  return { pages: text, sizes, placed };
}

/** How many images each page draws from its resources (the QR code, the signatures). */
export async function imagesPerPage(bytes: Uint8Array): Promise<number[]> {
  const pdf = await PDFDocument.load(bytes);
  return pdf.getPages().map((page) => {
    const xObjects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
    if (!xObjects) return 0;
    return xObjects.keys().filter((key) => {
      const object = xObjects.lookup(key);
      return object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image');
    }).length;
  });
}
