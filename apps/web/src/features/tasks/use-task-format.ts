import { formatCalendarDate, formatMoney, formatNumber, type Currency } from '@rahti/domain';
import { useAccount } from '../../auth/use-account';
import { useOrganisationTimeZone, zonedDate, zonedDateTime } from '../../lib/organisation-time';
import { useLanguage } from '../../lib/use-language';

/** How the task pages write figures: money in the organisation's currency, times on its clocks. */
export function useTaskFormat() {
  const { language } = useLanguage();
  const zone = useOrganisationTimeZone();
  const currency: Currency = useAccount().data?.organisationCurrency ?? 'EUR';
  return {
    language,
    currency,
    zone,
    money: (amount: number) => formatMoney(amount, currency, language),
    number: (value: number, decimals = 2) => formatNumber(value, language, { maximumFractionDigits: decimals }),
    /** A margin to 0.01 as the server gives it; none when there is no income to compare with. */
    percent: (value: number | null) =>
      value === null
        ? '–'
        : `${formatNumber(value, language, { minimumFractionDigits: 1, maximumFractionDigits: 2 })} %`,
    /** A local date 'YYYY-MM-DD' (a week's Monday) as DD.MM.YYYY. */
    day: (date: string) => formatCalendarDate(date),
    date: (instant: string) => zonedDate(instant, zone),
    dateTime: (instant: string) => zonedDateTime(instant, zone),
  };
}

export type TaskFormat = ReturnType<typeof useTaskFormat>;
