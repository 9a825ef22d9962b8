import type { TFunction } from 'i18next';
import { preTripItemLabelKey, type PreTripItem } from '@rahti/domain';

/** An item's words: the organisation's own label, or the built-in item's in the driver's language. */
export function preTripItemLabel(t: TFunction, item: PreTripItem): string {
  return item.kind === 'own' ? item.label : t(preTripItemLabelKey(item.key));
}
