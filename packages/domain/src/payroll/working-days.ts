import { datesBetween, earlierDate, isWeekday, laterDate } from './calendar-dates';
import { finnishHolidayCalendar, isHoliday, type HolidayCalendar } from './finnish-holidays';

/**
 * A driver's employment, local dates inclusive: null at either end is open (no start known, or
 * still employed). The start is the date the driver was added unless one is set.
 */
export interface Employment {
  start: string | null;
  end: string | null;
}

/** The organisation's working days: Monday to Friday that are not public holidays (interpretation.md, "Payroll rules"). */
export function isWorkingDay(date: string, calendar: HolidayCalendar = finnishHolidayCalendar): boolean {
  return isWeekday(date) && !isHoliday(date, calendar);
}

/** Whether the driver is employed on the date (an open end is no limit). */
export function isEmployedOn(date: string, employment: Employment | null | undefined): boolean {
  if (!employment) return true;
  return (employment.start === null || date >= employment.start) && (employment.end === null || date <= employment.end);
}

/**
 * The days of an absence inside `from`–`to`: every calendar day, and the working days among
 * them, the days an absence lowers the standard hours on (8 h each).
 */
export function absenceDaysIn(
  absence: { startDate: string; endDate: string },
  from: string,
  to: string,
  calendar: HolidayCalendar = finnishHolidayCalendar,
): { calendarDays: number; workingDays: number } {
  const dates = datesBetween(laterDate(absence.startDate, from), earlierDate(absence.endDate, to));
  return { calendarDays: dates.length, workingDays: dates.filter((date) => isWorkingDay(date, calendar)).length };
}
