import type { TFunction } from 'i18next';
import { formatCalendarDate, WEEKDAY_CODES, type Recurrence, type WeekdayCode } from '@rahti/domain';

/** What the words need of a recurrence: its exceptions and start date do not change the pattern. */
export type RecurrencePattern = Pick<
  Recurrence,
  'frequency' | 'interval' | 'weekdays' | 'monthDay' | 'setPosition' | 'weekday' | 'startTime' | 'untilDate' | 'count'
> & { skipPublicHolidays?: boolean };

const POSITIONS: Record<number, string> = { 1: 'first', 2: 'second', 3: 'third', 4: 'fourth', [-1]: 'last' };

/**
 * The chosen weekdays in week order (Monday first), runs of three or more days joined by a dash:
 * MO TU WE TH FR → "Mon–Fri", MO WE FR → "Mon, Wed, Fri", MO TU WE SA → "Mon–Wed, Sat".
 */
export function describeWeekdays(weekdays: readonly WeekdayCode[], t: TFunction): string {
  const chosen = new Set(weekdays);
  const runs: WeekdayCode[][] = [];
  let run: WeekdayCode[] = [];
  for (const day of WEEKDAY_CODES) {
    if (chosen.has(day)) run.push(day);
    else if (run.length > 0) {
      runs.push(run);
      run = [];
    }
  }
  if (run.length > 0) runs.push(run);
  const short = (day: WeekdayCode) => t(`web-routes:schedule.weekdayShort.${day}`);
  return runs
    .flatMap((days) => (days.length >= 3 ? [`${short(days[0]!)}–${short(days.at(-1)!)}`] : days.map(short)))
    .join(', ');
}

function describeRule(pattern: RecurrencePattern, t: TFunction): string {
  const time = pattern.startTime;
  if (pattern.frequency === 'weekly') {
    const every =
      pattern.interval === 1
        ? t('web-routes:schedule.everyWeek')
        : t('web-routes:schedule.everyWeeks', { count: pattern.interval });
    return t('web-routes:schedule.weekly', { days: describeWeekdays(pattern.weekdays ?? [], t), time, every });
  }
  let rule: string;
  if (pattern.monthDay === -1) rule = t('web-routes:schedule.monthlyLastDay', { time });
  else if (pattern.monthDay !== undefined) rule = t('web-routes:schedule.monthlyDay', { day: pattern.monthDay, time });
  else
    rule = t('web-routes:schedule.monthlyWeekday', {
      position: t(`web-routes:schedule.position.${POSITIONS[pattern.setPosition ?? 1] ?? 'first'}`),
      weekday: t(`web-routes:schedule.weekdayOfMonth.${pattern.weekday ?? 'MO'}`),
      time,
    });
  return pattern.interval === 1
    ? rule
    : `${rule}, ${t('web-routes:schedule.everyMonths', { count: pattern.interval })}`;
}

/**
 * A route's schedule in words in the user's language: "Mon–Fri at 07:00, every week",
 * "Last Friday of the month at 06:00", then its end and holidays when it has them
 * ("…, until 31.12.2026, not on public holidays"). No recurrence: "No schedule".
 */
export function describeRecurrence(pattern: RecurrencePattern | null, t: TFunction): string {
  if (!pattern) return t('web-routes:schedule.none');
  const parts = [describeRule(pattern, t)];
  if (pattern.untilDate) parts.push(t('web-routes:schedule.until', { date: formatCalendarDate(pattern.untilDate) }));
  if (pattern.count !== undefined) parts.push(t('web-routes:schedule.runs', { count: pattern.count }));
  if (pattern.skipPublicHolidays) parts.push(t('web-routes:schedule.notOnHolidays'));
  const text = parts.join(', ');
  // Finnish and Swedish write weekdays and ordinals in lower case; a schedule starts as a sentence.
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}
