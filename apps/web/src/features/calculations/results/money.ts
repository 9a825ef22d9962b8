import { useCallback } from 'react';
import { formatMoney, formatNumber, type Currency } from '@rahti/domain';
import { useLanguage } from '../../../lib/use-language';

/** Formats money in the calculation's currency and the UI language (two decimals, display only). */
export function useMoney(currency: Currency) {
  const { language } = useLanguage();
  return useCallback((amount: number) => formatMoney(amount, currency, language), [currency, language]);
}

/** A percentage with one decimal in the UI language, e.g. "15,0 %". */
export function usePercent() {
  const { language } = useLanguage();
  return useCallback(
    (value: number) => `${formatNumber(value, language, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %`,
    [language],
  );
}
