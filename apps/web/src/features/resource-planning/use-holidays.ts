import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { holidayCalendarFor } from '@rahti/domain';
import { useAccount } from '../../auth/use-account';

/** The public holidays from `from` to `to` (local dates) the organisation keeps, by date, named in the UI language. */
export function useHolidays(from: string, to: string): ReadonlyMap<string, string> {
  const { t } = useTranslation();
  const currency = useAccount().data?.organisationCurrency ?? 'EUR';
  return useMemo(() => {
    const calendar = holidayCalendarFor(currency);
    const names = new Map<string, string>();
    for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++)
      for (const holiday of calendar.holidays(year))
        if (holiday.date >= from && holiday.date <= to)
          names.set(holiday.date, t(`web-resource-planning:holidays.${holiday.name}`));
    return names;
  }, [from, to, currency, t]);
}
