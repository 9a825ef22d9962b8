import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { localDateOf, type PlannedShift, LANGUAGE_LOCALES } from '@rahti/domain';
import { zonedTime } from '../../lib/organisation-time';
import { useLanguage } from '../../lib/use-language';

// A calendar date is read at noon UTC and written in UTC, so no zone can move it to another day.
const noon = (date: string) => Date.parse(`${date}T12:00:00Z`);
const DAY_MS = 86_400_000;

/**
 * A plan named as the resource-planning page names it, in the organisation's zone:
 * "Tampere–Rauma, Mon 23 Mar 06:00–14:00", with "(+1)" when it ends on a later day.
 */
export function usePlanNames(zone: string) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return useMemo(() => {
    const day = new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], {
      timeZone: 'UTC',
      weekday: 'short',
      day: 'numeric',
      month: 'short',
    });
    return (plan: Pick<PlannedShift, 'routeName' | 'start' | 'end'>) => {
      const startDate = localDateOf(Date.parse(plan.start), zone);
      const laterDays = Math.round(
        (Date.parse(localDateOf(Date.parse(plan.end), zone)) - Date.parse(startDate)) / DAY_MS,
      );
      const times = `${zonedTime(plan.start, zone)}–${zonedTime(plan.end, zone)}${laterDays > 0 ? ` (+${laterDays})` : ''}`;
      return `${plan.routeName ?? t('web-timesheet:editor.planNoRoute')}, ${day.format(noon(startDate))} ${times}`;
    };
  }, [language, t, zone]);
}
