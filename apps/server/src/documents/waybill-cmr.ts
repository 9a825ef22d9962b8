import type { PageFlow } from './page-flow';
import { mm } from './pdf-document';
import type { WaybillDocument } from './waybill-document';
import { drawDangerousGoods, drawGoods } from './waybill-goods';
import { placeAndDate } from './waybill-header';
import { drawBoxRow, gap, type BoxLine, type WaybillStyles } from './waybill-layout';
import { carrierLines, countryRuleOf, partyLines, placeLines } from './waybill-parties';
import type { SignatureBox } from './waybill-signatures';
import { remarkLines, termLines } from './waybill-terms';
import type { WaybillWords } from './waybill-words';

/** Room to write in by hand in a box that is filled in on the road (17, 18). */
const HANDWRITING = mm(8);

/**
 * A CMR consignment note's content in the numbered boxes of the common (IRU 1976) form, see
 * decision 0036: 1–5 parties and places beside 16–18 carriers and reservations; 6–12 the goods;
 * 13 sender's instructions, 19 special agreements; 14 payment instructions, 15 cash on delivery,
 * 20 to be paid by; 21 where and when it was made out. The signatures 22–24 follow.
 */
export function drawCmrContent(
  flow: PageFlow,
  document: WaybillDocument,
  words: WaybillWords,
  styles: WaybillStyles,
): void {
  const rule = countryRuleOf(document);
  const box = (
    number: number,
    lines: readonly (BoxLine | string)[],
    extra: { grow?: number; minTextHeight?: number } = {},
  ) => ({
    label: words.t(`cmr.box.${number}`),
    lines,
    ...extra,
  });
  drawBoxRow(
    flow,
    [box(1, partyLines(document.sender, words, rule)), box(16, carrierLines(document, words, rule))],
    styles,
  );
  drawBoxRow(
    flow,
    [box(2, partyLines(document.consignee, words, rule)), box(17, [], { minTextHeight: HANDWRITING })],
    styles,
  );
  drawBoxRow(
    flow,
    [
      box(3, placeLines(document.delivery, words, rule)),
      box(18, remarkLines(document, words), { minTextHeight: HANDWRITING }),
    ],
    styles,
  );
  drawBoxRow(
    flow,
    [
      box(4, placeLines(document.takingOver, words, rule)),
      box(5, document.terms.documentsHandedOver ? [document.terms.documentsHandedOver] : []),
    ],
    styles,
  );
  gap(flow, mm(3));
  drawGoods(flow, document, words, styles);
  gap(flow, mm(3));
  drawDangerousGoods(flow, document, words, styles);
  // The box's label already says "customs and other formalities": that text goes in bare.
  const { customsInstructions, specialAgreements } = document.terms;
  const instructions = [
    ...(customsInstructions ? [customsInstructions] : []),
    ...termLines(document.terms, ['noTranshipment', 'declaredValue'], words),
    ...(document.notes ? [document.notes] : []),
  ];
  const agreements = [
    ...(specialAgreements ? [specialAgreements] : []),
    ...termLines(document.terms, ['agreedTransitTime'], words),
  ];
  drawBoxRow(flow, [box(13, instructions), box(19, agreements)], styles);
  const cod = document.terms.cashOnDelivery;
  drawBoxRow(
    flow,
    [
      box(14, document.terms.charges ? [document.terms.charges] : []),
      box(15, cod === null ? [] : [{ text: words.money(cod), style: 'bold' }]),
      box(20, document.freightPayer ? [{ text: document.freightPayer, style: 'bold' }] : []),
    ],
    styles,
  );
  drawBoxRow(flow, [box(21, [placeAndDate(document, words)])], styles);
  gap(flow);
}

export function cmrSignatureBoxes(words: WaybillWords): SignatureBox[] {
  return [
    { role: 'sender', label: words.t('cmr.box.22') },
    { role: 'carrier', label: words.t('cmr.box.23') },
    { role: 'consignee', label: words.t('cmr.box.24') },
  ];
}
