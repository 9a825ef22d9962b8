import { useMemo } from 'react';
import { LANGUAGE_LOCALES } from '@rahti/domain';
import { useLanguage } from '../../lib/use-language';

// A calendar date is read at noon UTC and written in UTC, so no zone can move it to another day.
const noon = (date: string) => Date.parse(`${date}T12:00:00Z`);

/** Dates, months and weekdays in words of the UI language ("Thursday 29 January 2026"). */
export function useDateWords() {
  const { language } = useLanguage();
  return useMemo(() => {
    const locale = LANGUAGE_LOCALES[language];
    const full = new Intl.DateTimeFormat(locale, {
      timeZone: 'UTC',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    const monthYear = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', month: 'long', year: 'numeric' });
    const weekday = (style: 'long' | 'short') => new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: style });
    // 5 January 2026 was a Monday.
    const week = Array.from({ length: 7 }, (_, day) => noon(`2026-01-${String(5 + day).padStart(2, '0')}`));
    return {
      fullDate: (date: string) => full.format(noon(date)),
      monthName: (month: string) => monthYear.format(noon(`${month}-01`)),
      weekdays: week.map((instant) => ({
        long: weekday('long').format(instant),
        short: weekday('short').format(instant),
      })),
    };
  }, [language]);
}
