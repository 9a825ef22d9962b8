import { drawPageNumbers, PageFlow } from './page-flow';
import { A4, createPdf, mm } from './pdf-document';
import { cmrSignatureBoxes, drawCmrContent } from './waybill-cmr';
import type { WaybillDocument } from './waybill-document';
import { domesticSignatureBoxes, drawDomesticContent } from './waybill-domestic';
import { drawCancelledWatermark, drawContinuationHeader, drawFirstPageHeader, waybillTitle } from './waybill-header';
import { PAGE, waybillStyles } from './waybill-layout';
import { drawSignatures } from './waybill-signatures';
import { waybillWords } from './waybill-words';

const LOCALES = { fi: 'fi-FI', sv: 'sv-FI', en: 'en-GB' } as const;

/**
 * The waybill of a transport task as an A4 PDF in the document's language (issue 26): a
 * rahtikirja (345/1979) for a domestic transport, a CMR consignment note with its numbered
 * boxes and the Convention statement for an international one. The number large at the top, a
 * QR code opening the task's page (its address printed too), the parties, places and times, the
 * goods with totals and dangerous goods by their accepted name, the terms given, notes and
 * remarks, and the signature boxes with the drawn signatures once signed. Long content runs
 * onto further pages ("1 / 2"); a cancelled waybill says so on every page.
 * Tens of milliseconds of CPU (bench/waybill-pdf.ts): make it after the transaction commits.
 *
 * @computation
 */
export async function waybillPdf(document: WaybillDocument): Promise<Uint8Array> {
  const words = waybillWords(document.language, document.timeZone, document.currency ?? 'EUR');
  const title = `${waybillTitle(document, words)} ${document.number}`;
  const { doc, fonts } = await createPdf({
    title,
    language: LOCALES[document.language],
    author: document.carrier.name,
    subject: `${title} – ${document.sender.name} → ${document.consignee.name}`,
  });
  const styles = waybillStyles(fonts);
  const first = doc.addPage([A4.width, A4.height]);
  const flow = new PageFlow(doc, (page) => drawContinuationHeader(page, document, words, styles), PAGE.bottom, {
    page: first,
    y: await drawFirstPageHeader(doc, first, document, words, styles),
  });
  if (document.kind === 'cmr') drawCmrContent(flow, document, words, styles);
  else drawDomesticContent(flow, document, words, styles);
  const boxes = document.kind === 'cmr' ? cmrSignatureBoxes(words) : domesticSignatureBoxes(words);
  await drawSignatures(flow, boxes, document.signatures, words, styles);
  if (document.state === 'cancelled') drawCancelledWatermark(doc, words, styles);
  drawPageNumbers(doc, styles.small, () => ({ x: PAGE.left, top: mm(11), width: PAGE.width, align: 'right' }));
  return doc.save();
}
