import type { PDFDocument, PDFImage } from 'pdf-lib';
import type { PageFlow } from './page-flow';
import { COLOURS, mm } from './pdf-document';
import { drawLine, lineHeightOf, wrapText } from './text-layout';
import type { WaybillSignature } from './waybill-document';
import { fitLine, PAGE, type WaybillStyles } from './waybill-layout';
import type { WaybillWords } from './waybill-words';

export type SignatureRole = WaybillSignature['role'];

/** A signature box: its label ("22 Signature and stamp of the sender") and whose signature goes in it. */
export interface SignatureBox {
  role: SignatureRole;
  label: string;
}

const BOX = { padding: mm(1.5), image: mm(16) } as const;

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47];
const JPEG_MAGIC = [0xff, 0xd8, 0xff];
const startsWith = (bytes: Uint8Array, magic: readonly number[]) => magic.every((byte, index) => bytes[index] === byte);

/**
 * The drawn signature as a PDF image, by its bytes rather than its stated type (PNG or JPEG, as
 * pdf-lib embeds). Anything else, or bytes that do not decode, gives no image: the box keeps the
 * printed name and time, and the waybill still prints, which matters more at a loading dock than
 * one missing picture.
 */
async function embedSignature(doc: PDFDocument, signature: WaybillSignature | undefined): Promise<PDFImage | null> {
  const given = signature?.image?.bytes;
  if (!given) return null;
  // pdf-lib 1.17's JPEG reader views `bytes.buffer` from offset 0, so a Buffer cut from Node's
  // pool (as database drivers return small values) reads as no JPEG at all: embed a copy.
  const bytes = new Uint8Array(given);
  try {
    if (startsWith(bytes, PNG_MAGIC)) return await doc.embedPng(bytes);
    if (startsWith(bytes, JPEG_MAGIC)) return await doc.embedJpg(bytes);
  } catch {
    return null;
  }
  return null;
}

/** A box to draw: its label and the signature in it, if any. */
interface FilledBox {
  label: string;
  signature: WaybillSignature | undefined;
}

/**
 * Each role's box filled with its signatures: a role signed more than once (a consignee at each
 * drop of a multi-drop task) gets a box for each, one never signed gets an empty box.
 */
function filledBoxes(boxes: readonly SignatureBox[], signatures: readonly WaybillSignature[]): FilledBox[] {
  return boxes.flatMap((box): FilledBox[] => {
    const signed = signatures.filter((signature) => signature.role === box.role);
    return signed.length > 0
      ? signed.map((signature) => ({ label: box.label, signature }))
      : [{ label: box.label, signature: undefined }];
  });
}

const PER_ROW = 3;

/**
 * The signature boxes at the end of the waybill, three to a row: each with its label, the drawn
 * signature scaled into its place (aspect kept), the signer's printed name and the time; an
 * unsigned box keeps lines to sign on paper. A row is never split over two pages.
 */
export async function drawSignatures(
  flow: PageFlow,
  boxes: readonly SignatureBox[],
  signatures: readonly WaybillSignature[],
  words: WaybillWords,
  styles: WaybillStyles,
): Promise<void> {
  const filled = filledBoxes(boxes, signatures);
  for (let first = 0; first < filled.length; first += PER_ROW) {
    await drawSignatureRow(flow, filled.slice(first, first + PER_ROW), words, styles);
  }
}

async function drawSignatureRow(
  flow: PageFlow,
  row: readonly FilledBox[],
  words: WaybillWords,
  styles: WaybillStyles,
): Promise<void> {
  const width = PAGE.width / PER_ROW;
  const inner = width - 2 * BOX.padding;
  const labels = row.map((box) => wrapText(box.label, styles.label, inner));
  const labelHeight = Math.max(...labels.map((lines) => lines.length)) * lineHeightOf(styles.label);
  const textHeight = 2 * lineHeightOf(styles.body);
  const height = 2 * BOX.padding + labelHeight + BOX.image + textHeight;
  flow.ensureSpace(height);
  const { page } = flow;
  const top = flow.y;
  for (const [index, { signature }] of row.entries()) {
    const x = PAGE.left + index * width;
    page.drawRectangle({ x, y: top - height, width, height, borderColor: COLOURS.rule, borderWidth: 0.6 });
    let y = top - BOX.padding;
    for (const line of labels[index] ?? []) {
      drawLine(page, line, styles.label, { x: x + BOX.padding, top: y, width: inner });
      y -= lineHeightOf(styles.label);
    }
    y = top - BOX.padding - labelHeight;
    const image = await embedSignature(flow.doc, signature);
    if (image) {
      const scale = Math.min(inner / image.width, (BOX.image - mm(1)) / image.height);
      const size = { width: image.width * scale, height: image.height * scale };
      page.drawImage(image, { x: x + BOX.padding, y: y - BOX.image + (BOX.image - size.height) / 2, ...size });
    }
    y -= BOX.image;
    const name = signature?.name ?? '';
    const at = signature?.at ? words.dateTime(signature.at) : '';
    const lines = [`${words.t('signature.name')}: ${name}`, `${words.t('signature.time')}: ${at}`];
    for (const [row, text] of lines.entries()) {
      drawLine(page, fitLine(text, styles.body, inner), styles.body, {
        x: x + BOX.padding,
        top: y - row * lineHeightOf(styles.body),
        width: inner,
      });
    }
  }
  flow.y = top - height;
}
