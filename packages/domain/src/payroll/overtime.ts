import { datesBetween, earlierDate, isWeekday, laterDate } from './calendar-dates';
import { finnishHolidayCalendar, isHoliday, type HolidayCalendar } from './finnish-holidays';
import { isEmployedOn, type Employment } from './working-days';

/** Spec section 9's daily unit: a weekday holiday or a day of absence lowers the period by 8 h. */
export const DAILY_HOURS = 8;
/** Working Hours Act, period work: the first 12 overtime hours of a period get the lower supplement. */
export const OVERTIME_FIRST_STEP_HOURS = 12;

/** An approved absence: whole days (hours null) or that many hours on each of its days. */
export interface PeriodAbsence {
  startDate: string;
  endDate: string;
  hours: number | null;
}

/**
 * Hours the period's standard (and guaranteed) hours are lowered by: 8 for each Monday–Friday
 * public holiday, 8 for each Monday–Friday outside the driver's employment (interpretation.md,
 * "Payroll rules": a driver employed for part of the period), and for each Monday–Friday of
 * approved absence 8 (a whole day) or the absence's hours. A day is lowered by at most 8 hours,
 * so an absence on a holiday or outside the employment, or two absences on one day, are not
 * counted twice.
 *
 * @computation
 */
export function periodReductionHours(
  from: string,
  to: string,
  absences: readonly PeriodAbsence[],
  calendar: HolidayCalendar = finnishHolidayCalendar,
  employment?: Employment | null,
): number {
  const absentHours = new Map<string, number>();
  for (const absence of absences) {
    for (const date of datesBetween(laterDate(absence.startDate, from), earlierDate(absence.endDate, to))) {
      absentHours.set(date, (absentHours.get(date) ?? 0) + (absence.hours ?? DAILY_HOURS));
    }
  }
  let reduction = 0;
  for (const { date, isHoliday } of periodWeekdays(from, to, calendar)) {
    const isDayOff = isHoliday || !isEmployedOn(date, employment);
    reduction += isDayOff ? DAILY_HOURS : Math.min(DAILY_HOURS, absentHours.get(date) ?? 0);
  }
  return reduction;
}

type Weekday = { date: string; isHoliday: boolean };
const weekdaysByCalendar = new WeakMap<HolidayCalendar, Map<string, readonly Weekday[]>>();
/** Periods kept per calendar; a server asks for a handful of pay periods at a time. */
const PERIODS_KEPT = 256;

/**
 * The period's Monday–Friday dates and whether each is a public holiday: the same for every
 * driver of a period, so worked out once per period and calendar rather than once per driver
 * (the payroll summary of 300 drivers asked for them 300 times a request).
 */
function periodWeekdays(from: string, to: string, calendar: HolidayCalendar): readonly Weekday[] {
  let periods = weekdaysByCalendar.get(calendar);
  if (!periods) weekdaysByCalendar.set(calendar, (periods = new Map()));
  const key = `${from}/${to}`;
  let weekdays = periods.get(key);
  if (!weekdays) {
    if (periods.size >= PERIODS_KEPT) periods.clear();
    weekdays = datesBetween(from, to)
      .filter(isWeekday)
      .map((date) => ({ date, isHoliday: isHoliday(date, calendar) }));
    periods.set(key, weekdays);
  }
  return weekdays;
}

export interface PeriodHours {
  /** The group's standard hours less the reduction (never below 0). */
  standardHours: number;
  guaranteedHours: number;
  overtime50Hours: number;
  overtime100Hours: number;
  /** Hours short of the guaranteed hours, paid as a separate line. */
  guaranteedTopUpHours: number;
}

/**
 * Overtime is counted per pay period, not per day (interpretation.md, "Payroll rules"): paid
 * hours above the period's standard hours; the first 12 of them at 50 %, the rest at 100 %.
 */
export function periodHours(input: {
  paidHours: number;
  standardHours: number;
  guaranteedHours: number;
  reductionHours: number;
}): PeriodHours {
  const standardHours = Math.max(0, input.standardHours - input.reductionHours);
  const guaranteedHours = Math.max(0, input.guaranteedHours - input.reductionHours);
  const overtime = Math.max(0, input.paidHours - standardHours);
  const overtime50Hours = Math.min(OVERTIME_FIRST_STEP_HOURS, overtime);
  return {
    standardHours,
    guaranteedHours,
    overtime50Hours,
    overtime100Hours: overtime - overtime50Hours,
    guaranteedTopUpHours: Math.max(0, guaranteedHours - input.paidHours),
  };
}
