import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber, LANGUAGE_LOCALES, type AnalyticsGroup, type Currency } from '@rahti/domain';
import { useLanguage } from '../../../lib/use-language';

/** How the analytics write figures: money in the answer's currency, hours and km to their decimals, shares in %. */
export function useAnalyticsFormat(currency: string) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const months = new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return {
    money: (amount: number | null) => formatMoney(amount ?? 0, currency as Currency, language),
    hours: (value: number | null) => `${formatNumber(value ?? 0, language, { maximumFractionDigits: 2 })} h`,
    km: (value: number | null) => `${formatNumber(value ?? 0, language, { maximumFractionDigits: 1 })} km`,
    count: (value: number | null) => formatNumber(value ?? 0, language),
    percent: (value: number | null) =>
      value === null
        ? '–'
        : `${formatNumber(value, language, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %`,
    /** A vehicle's name, "no vehicle", or a month 'YYYY-MM' in words. */
    group: (group: Pick<AnalyticsGroup, 'key' | 'label'>, groupBy: 'vehicle' | 'month') =>
      group.key === null
        ? t('web-analytics:noVehicle')
        : groupBy === 'month'
          ? months.format(new Date(`${group.key}-01T00:00:00Z`))
          : group.label,
  };
}

export type AnalyticsFormat = ReturnType<typeof useAnalyticsFormat>;
