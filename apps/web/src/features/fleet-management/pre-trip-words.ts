import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { preTripItemLabelKey, type PreTripItem } from '@rahti/domain';

/** An item's words: the organisation's own label, or the built-in item's in the user's language. */
export function usePreTripItemLabel(): (item: PreTripItem) => string {
  const { t } = useTranslation();
  return useCallback((item) => (item.kind === 'own' ? item.label : t(preTripItemLabelKey(item.key))), [t]);
}
