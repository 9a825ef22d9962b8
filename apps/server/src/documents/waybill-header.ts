import bwipjs from 'bwip-js/node';
import { degrees, type PDFDocument, type PDFPage } from 'pdf-lib';
import type { WaybillDocument } from './waybill-document';
import { A4, mm } from './pdf-document';
import { drawLine, drawTextBlock, lineHeightOf, textWidth } from './text-layout';
import { CANCELLED_RED, PAGE, type WaybillStyles } from './waybill-layout';
import type { WaybillWords } from './waybill-words';

const QR = { size: mm(26), quiet: mm(2) } as const;

/** Where and when the waybill was made out: "Tampere, 02.03.2026" (CMR Art. 6(1)(a)). */
export function placeAndDate(document: WaybillDocument, words: WaybillWords): string {
  return [document.madePlace, words.date(document.madeAt)].filter(Boolean).join(', ');
}

/** "RAHTIKIRJA" or "CMR – KANSAINVÄLINEN RAHTIKIRJA" in the waybill's language. */
export function waybillTitle(document: WaybillDocument, words: WaybillWords): string {
  return words.t(document.kind === 'cmr' ? 'heading.cmr' : 'heading.domestic');
}

/**
 * The QR code that opens the transport task's page, as a PNG of 4 pixels a module: drawn at
 * 26 mm a module is about 0.8 mm, which a phone reads off paper. BWIPP's default error
 * correction, M, survives a fold or a smudge.
 */
async function qrPng(url: string): Promise<Uint8Array> {
  return bwipjs.toBuffer({ bcid: 'qrcode', text: url, scale: 4 });
}

/** The QR code at the page's top right; answers its bottom. */
async function drawQr(doc: PDFDocument, page: PDFPage, url: string): Promise<number> {
  const image = await doc.embedPng(await qrPng(url));
  const y = PAGE.top - QR.size;
  page.drawImage(image, { x: PAGE.right - QR.size, y, width: QR.size, height: QR.size });
  return y;
}

/**
 * The first page's head: the title, the number large, when and where it was made and the
 * customer's reference; a CMR note's statement that the Convention governs the carriage; the QR
 * code at the right and its address printed below, for a reader without a phone. Answers where
 * the boxes start.
 */
export async function drawFirstPageHeader(
  doc: PDFDocument,
  page: PDFPage,
  document: WaybillDocument,
  words: WaybillWords,
  styles: WaybillStyles,
): Promise<number> {
  const qrBottom = await drawQr(doc, page, document.qrUrl);
  const width = PAGE.width - QR.size - QR.quiet;
  const box = { x: PAGE.left, width };
  let y = drawTextBlock(page, waybillTitle(document, words), styles.title, { ...box, top: PAGE.top });
  const numberLabel = words.t('number');
  drawLine(page, numberLabel, styles.heading, { ...box, top: y - mm(1) - (styles.number.size - styles.heading.size) });
  drawLine(page, String(document.number), styles.number, {
    x: PAGE.left + textWidth(numberLabel, styles.heading) + mm(2),
    top: y - mm(1),
    width,
  });
  y -= mm(1) + lineHeightOf(styles.number);
  const made = words.t('madeAt', { placeAndDate: placeAndDate(document, words) });
  const details = [made, document.reference && `${words.t('reference')}: ${document.reference}`].filter(Boolean);
  y = drawTextBlock(page, details.join('   ·   '), styles.body, { ...box, top: y });
  if (document.kind === 'cmr')
    y = drawTextBlock(page, words.t('cmr.statement'), styles.bold, { ...box, top: y - mm(1) });
  if (document.state === 'cancelled') y = drawCancelledLine(page, words, styles, { ...box, top: y - mm(1.5) });
  y = Math.min(y, qrBottom) - mm(1);
  y = drawTextBlock(page, `${words.t('qr')} ${document.qrUrl}`, styles.small, {
    x: PAGE.left,
    width: PAGE.width,
    top: y,
    align: 'right',
  });
  return y - mm(2);
}

function drawCancelledLine(
  page: PDFPage,
  words: WaybillWords,
  styles: WaybillStyles,
  box: { x: number; width: number; top: number },
): number {
  const y = drawTextBlock(page, words.t('cancelled'), styles.stamp, box);
  return drawTextBlock(page, words.t('cancelledNote'), { ...styles.bold, color: CANCELLED_RED }, { ...box, top: y });
}

/** A later page's head: which waybill, between whom, so a loose page is still known. */
export function drawContinuationHeader(
  page: PDFPage,
  document: WaybillDocument,
  words: WaybillWords,
  styles: WaybillStyles,
): number {
  const cancelled = document.state === 'cancelled' ? ` · ${words.t('cancelled')}` : '';
  const head = `${waybillTitle(document, words)} ${words.t('number')} ${document.number}${cancelled}`;
  let y = drawTextBlock(page, head, styles.heading, { x: PAGE.left, width: PAGE.width - mm(20), top: PAGE.top });
  y = drawTextBlock(page, `${document.sender.name} → ${document.consignee.name}`, styles.small, {
    x: PAGE.left,
    width: PAGE.width - mm(20),
    top: y,
  });
  return y - mm(3);
}

/**
 * "CANCELLED" across every page, faint, so no page of a cancelled waybill can pass for a valid
 * one once it is separated from the first.
 */
export function drawCancelledWatermark(doc: PDFDocument, words: WaybillWords, styles: WaybillStyles): void {
  const text = words.t('cancelled');
  const size = 64;
  const width = styles.stamp.font.widthOfTextAtSize(text, size);
  const angle = 35;
  const radians = (angle * Math.PI) / 180;
  for (const page of doc.getPages()) {
    page.drawText(text, {
      x: A4.width / 2 - (Math.cos(radians) * width) / 2,
      y: A4.height / 2 - (Math.sin(radians) * width) / 2,
      size,
      font: styles.stamp.font,
      color: CANCELLED_RED,
      opacity: 0.18,
      rotate: degrees(angle),
    });
  }
}
