import type { PageFlow } from './page-flow';
import { mm } from './pdf-document';
import type { WaybillDocument } from './waybill-document';
import { drawDangerousGoods, drawGoods } from './waybill-goods';
import { drawBoxRow, gap, type WaybillStyles } from './waybill-layout';
import { carrierLines, countryRuleOf, partyLines, placeLines } from './waybill-parties';
import type { SignatureBox } from './waybill-signatures';
import { remarkLines, termLines } from './waybill-terms';
import type { WaybillWords } from './waybill-words';

const TERMS = [
  'noTranshipment',
  'cashOnDelivery',
  'declaredValue',
  'agreedTransitTime',
  'documentsHandedOver',
  'charges',
  'customsInstructions',
  'specialAgreements',
] as const;

/**
 * A domestic waybill's content (rahtikirja, 345/1979 §8): sender, consignee, carrier with
 * their business ids; freight payer and reference; places and times of taking over and
 * delivery; the goods with totals and dangerous goods; the optional terms, notes and the
 * remarks made at delivery. Boxes without content are left out, except those the law asks for.
 */
export function drawDomesticContent(
  flow: PageFlow,
  document: WaybillDocument,
  words: WaybillWords,
  styles: WaybillStyles,
): void {
  const rule = countryRuleOf(document);
  drawBoxRow(
    flow,
    [
      { label: words.t('sender'), lines: partyLines(document.sender, words, rule) },
      { label: words.t('consignee'), lines: partyLines(document.consignee, words, rule) },
    ],
    styles,
  );
  const payer = [
    { text: document.freightPayer ?? '–', style: 'bold' as const },
    ...(document.reference ? [{ text: `${words.t('reference')}: ${document.reference}` }] : []),
  ];
  drawBoxRow(
    flow,
    [
      { label: words.t('carrier'), lines: carrierLines(document, words, rule) },
      { label: words.t('freightPayer'), lines: payer },
    ],
    styles,
  );
  drawBoxRow(
    flow,
    [
      { label: words.t('takingOver'), lines: placeLines(document.takingOver, words, rule) },
      { label: words.t('delivery'), lines: placeLines(document.delivery, words, rule) },
    ],
    styles,
  );
  gap(flow, mm(3));
  drawGoods(flow, document, words, styles);
  gap(flow, mm(3));
  drawDangerousGoods(flow, document, words, styles);
  const terms = termLines(document.terms, TERMS, words);
  if (terms.length > 0) drawBoxRow(flow, [{ label: words.t('termsHeading'), lines: terms }], styles);
  if (document.notes) drawBoxRow(flow, [{ label: words.t('notes'), lines: [document.notes] }], styles);
  const remarks = remarkLines(document, words);
  // Kept when empty: a consignee signing on paper writes the remarks there.
  drawBoxRow(flow, [{ label: words.t('remarks'), lines: remarks, minTextHeight: mm(8) }], styles);
  gap(flow);
}

export function domesticSignatureBoxes(words: WaybillWords): SignatureBox[] {
  return [
    { role: 'sender', label: words.t('signature.sender') },
    { role: 'carrier', label: words.t('signature.carrier') },
    { role: 'consignee', label: words.t('signature.consignee') },
  ];
}
