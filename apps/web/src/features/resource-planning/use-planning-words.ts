import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { localDateOf, type CalendarPlan, type PlanningCalendar, LANGUAGE_LOCALES } from '@rahti/domain';
import { zonedTime } from '../../lib/organisation-time';
import { useLanguage } from '../../lib/use-language';

// A calendar date is read at noon UTC and written in UTC, so no zone can move it to another day.
const noon = (date: string) => Date.parse(`${date}T12:00:00Z`);
const NS = 'web-resource-planning';

/**
 * The words of the planning views in the UI language, times in the calendar's zone: days, routes
 * ("TR1 Tampere–Rauma" or "No route"), times, vehicles, lengths and a plan block's name.
 */
export function usePlanningWords(calendar: PlanningCalendar | undefined, vehicleNames: ReadonlyMap<string, string>) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return useMemo(() => {
    const zone = calendar?.zone ?? 'Europe/Helsinki';
    const routes = new Map(calendar?.routes.map((route) => [route.id, route]));
    const drivers = new Map(calendar?.drivers.map((driver) => [driver.id, driver]));
    const locale = LANGUAGE_LOCALES[language];
    const short = new Intl.DateTimeFormat(locale, {
      timeZone: 'UTC',
      weekday: 'short',
      day: 'numeric',
      month: 'short',
    });
    const long = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' });
    const weekday = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'short' });
    const monthYear = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', month: 'long', year: 'numeric' });

    const localDate = (instant: string) => localDateOf(Date.parse(instant), zone);
    /** "Mon 9 Mar". */
    const day = (date: string) => short.format(noon(date));
    /** "Monday 9 March". */
    const longDay = (date: string) => long.format(noon(date));
    /** "March 2026" of 'YYYY-MM'. */
    const monthName = (month: string) => monthYear.format(noon(`${month}-01`));
    /** A column's head: weekday and "9.3.". */
    const dayHead = (date: string) => ({
      weekday: weekday.format(noon(date)),
      date: `${Number(date.slice(8, 10))}.${Number(date.slice(5, 7))}.`,
    });
    const route = (routeId: string | null) => {
      if (!routeId) return t(`${NS}:block.noRoute`);
      const found = routes.get(routeId);
      if (!found) return t(`${NS}:block.unknownRoute`);
      return found.code ? `${found.code} ${found.name}` : found.name;
    };
    const time = (instant: string) => zonedTime(instant, zone);
    /** "07:00–15:00", "22:00–06:00 (+1)" past midnight, "07:00–" while a shift runs. */
    const timeRange = (start: string, end: string | null) => {
      if (end === null) return `${time(start)}–`;
      const days = Math.round((Date.parse(localDate(end)) - Date.parse(localDate(start))) / 86_400_000);
      return `${time(start)}–${time(end)}${days > 0 ? ` (+${days})` : ''}`;
    };
    const vehicles = (ids: readonly string[]) =>
      ids.map((id) => vehicleNames.get(id) ?? t(`${NS}:block.unknownVehicle`)).join(', ');
    const driver = (id: string) => drivers.get(id)?.name ?? t(`${NS}:block.unknownDriver`);
    const markers = {
      draft: t(`${NS}:status.draft`),
      published: t(`${NS}:status.published`),
      recorded: t(`${NS}:block.recorded`),
      absence: t(`${NS}:block.absence`),
      unapproved: t(`${NS}:block.unapproved`),
      resize: t(`${NS}:block.resize`),
    };
    const absenceKind = (kind: string) => t(`web-absences:kinds.${kind}`, { defaultValue: kind });
    const conflictCount = (count: number) => t(`${NS}:block.conflicts`, { count });
    /** "1 h 15 min". */
    const length = (minutes: number) => {
      const whole = Math.round(minutes);
      return t(`${NS}:duration`, { hours: Math.floor(whole / 60), minutes: whole % 60 });
    };
    /** The route and when: "TR1 Tampere–Rauma, Mon 9 Mar 07:00–15:00". */
    const planSummary = (plan: Pick<CalendarPlan, 'routeId' | 'start' | 'end'>) =>
      `${route(plan.routeId)}, ${day(localDate(plan.start))} ${timeRange(plan.start, plan.end)}`;
    /** A plan block's accessible name: everything it shows, with the driver and the day in words. */
    const planLabel = (plan: CalendarPlan, conflicts: number) =>
      [
        markers[plan.status],
        driver(plan.driverId),
        route(plan.routeId),
        longDay(localDate(plan.start)),
        timeRange(plan.start, plan.end),
        plan.vehicleIds.length > 0 ? vehicles(plan.vehicleIds) : t(`${NS}:block.noVehicles`),
        ...(conflicts > 0 ? [conflictCount(conflicts)] : []),
      ].join(', ');
    return {
      zone,
      localDate,
      day,
      longDay,
      monthName,
      dayHead,
      route,
      time,
      timeRange,
      vehicles,
      driver,
      markers,
      absenceKind,
      conflictCount,
      length,
      planSummary,
      planLabel,
    };
  }, [calendar, vehicleNames, language, t]);
}

export type PlanningWords = ReturnType<typeof usePlanningWords>;
