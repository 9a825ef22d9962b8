import type { TransportTerms } from '@rahti/domain';
import type { WaybillDocument } from './waybill-document';
import type { BoxLine } from './waybill-layout';
import type { WaybillWords } from './waybill-words';

export type TermKey = keyof TransportTerms;

/**
 * The given terms among `keys`, each as "label: value" (a no-transhipment clause as its words
 * alone), in the order asked; terms not agreed print nothing.
 */
export function termLines(terms: TransportTerms, keys: readonly TermKey[], words: WaybillWords): BoxLine[] {
  return keys.flatMap((key): BoxLine[] => {
    const label = words.t(`terms.${key}`);
    switch (key) {
      case 'noTranshipment':
        return terms.noTranshipment ? [{ text: label, style: 'bold' }] : [];
      case 'cashOnDelivery':
      case 'declaredValue': {
        const amount = terms[key];
        return amount === null ? [] : [{ text: `${label}: ${words.money(amount)}` }];
      }
      case 'agreedTransitTime':
      case 'documentsHandedOver':
      case 'charges':
      case 'customsInstructions':
      case 'specialAgreements':
        return terms[key] ? [{ text: `${label}: ${terms[key]}` }] : [];
    }
  });
}

/** Deviations recorded at delivery, oldest first: time, kind and the driver's note. */
export function remarkLines(document: WaybillDocument, words: WaybillWords): BoxLine[] {
  return [...document.remarks]
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map((remark) => ({
      text: `${words.dateTime(remark.at)} ${words.t(`deviation.${remark.type}`)}${remark.note ? `: ${remark.note}` : ''}`,
    }));
}
