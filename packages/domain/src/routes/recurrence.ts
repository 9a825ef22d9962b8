import type { HolidayCalendar } from '../payroll/finnish-holidays';
import { dateText, dayNumber, minutesOfClock, monthOfDay } from './calendar-days';
import { zoneClock } from './local-instants';
import { ruleDaysOf } from './recurrence-dates';
import type { Occurrence, OccurrenceRange, Recurrence, RecurrenceException } from './recurrence.schemas';

export interface ExpandOptions {
  /** The organisation's IANA time zone: dates and start times are its local ones. */
  zone: string;
  /** The public holidays skipped when the recurrence asks for it. */
  holidays: HolidayCalendar;
}

/**
 * The runs of `recurrence` whose (new) local date lies in `range` (both ends included), in
 * start order, skipped ones left out (issue 23, decision 0026):
 * - rule dates from `startDate` to `untilDate` (included) or the `count`-th rule date, counted
 *   before skips and holidays; an interval counts Monday-to-Sunday weeks or months from the one
 *   holding `startDate`;
 * - with `skipPublicHolidays`, rule dates on a holiday of `options.holidays` are left out, unless
 *   an exception moves that run (the user asked for it); an exception on a date that is not a
 *   rule date is ignored, and of two on one date the later in the list counts;
 * - a moved run is listed by its new date (status "moved", `originalDate` its rule date), kept
 *   even on a holiday; `toDate` alone keeps the time, `toTime` alone the date;
 * - `startTime` is local in `options.zone`: a time the spring change skips moves forward by the
 *   gap, a time the autumn change repeats is the earlier instant; `end` is `durationMinutes` of
 *   real time later, with the offset in force then.
 */
export function expandRecurrence(recurrence: Recurrence, range: OccurrenceRange, options: ExpandOptions): Occurrence[] {
  const from = dayNumber(range.from);
  const to = dayNumber(range.to);
  const rule = ruleDaysOf(recurrence);
  const clock = zoneClock(options.zone);
  const startMinute = minutesOfClock(recurrence.startTime);
  const isHoliday = recurrence.skipPublicHolidays ? holidayDays(options.holidays, from, to) : () => false;
  const exceptions = exceptionsByDay(recurrence.exceptions);

  const hasExceptions = exceptions.size > 0;
  const occurrences: Occurrence[] = [];
  // Start instants, to sort by when a move may have put a run out of date order.
  const starts: number[] | undefined = hasExceptions ? [] : undefined;
  const add = (day: number, minute: number, originalDay?: number) => {
    const run = clock.run(day, minute, recurrence.durationMinutes);
    const occurrence: Occurrence = {
      date: dateText(day),
      start: run.startText,
      end: run.endText,
      status: originalDay === undefined ? 'planned' : 'moved',
    };
    if (originalDay !== undefined) occurrence.originalDate = dateText(originalDay);
    occurrences.push(occurrence);
    starts?.push(run.start);
  };
  let isMoved = false;
  const addMoved = (ruleDay: number, exception: RecurrenceException) => {
    const day = exception.toDate === undefined ? ruleDay : dayNumber(exception.toDate);
    if (day < from || day > to) return;
    add(day, exception.toTime === undefined ? startMinute : minutesOfClock(exception.toTime), ruleDay);
    isMoved = true;
  };

  rule.forEachBetween(from, to, (day) => {
    const exception = hasExceptions ? exceptions.get(day) : undefined;
    if (exception?.action === 'move') addMoved(day, exception);
    else if (exception === undefined && !isHoliday(day)) add(day, startMinute);
  });
  // Runs moved into the range from rule dates outside it.
  for (const [day, exception] of exceptions)
    if (exception.action === 'move' && (day < from || day > to) && rule.isRuleDay(day)) addMoved(day, exception);

  return isMoved && starts ? inStartOrder(occurrences, starts) : occurrences;
}

/** The exceptions by their day; of two on one day the later one in the list counts. */
function exceptionsByDay(exceptions: readonly RecurrenceException[]): Map<number, RecurrenceException> {
  const byDay = new Map<number, RecurrenceException>();
  for (const exception of exceptions) byDay.set(dayNumber(exception.date), exception);
  return byDay;
}

function inStartOrder(occurrences: Occurrence[], starts: number[]): Occurrence[] {
  const order = occurrences.map((_, index) => index);
  order.sort(
    (a, b) =>
      starts[a]! - starts[b]! ||
      occurrences[a]!.date.localeCompare(occurrences[b]!.date) ||
      (occurrences[a]!.originalDate ?? '').localeCompare(occurrences[b]!.originalDate ?? ''),
  );
  return order.map((index) => occurrences[index]!);
}

/** A calendar's holidays as day numbers, remembered per calendar and year. */
const holidayYears = new WeakMap<HolidayCalendar, Map<number, readonly number[]>>();

/** Whether a day from `from` to `to` is one of the calendar's holidays. */
function holidayDays(calendar: HolidayCalendar, from: number, to: number): (day: number) => boolean {
  let years = holidayYears.get(calendar);
  if (!years) holidayYears.set(calendar, (years = new Map()));
  const days = new Set<number>();
  for (let year = monthOfDay(from).year, last = monthOfDay(to).year; year <= last; year++) {
    let list = years.get(year);
    if (!list) years.set(year, (list = calendar.holidays(year).map((holiday) => dayNumber(holiday.date))));
    for (const day of list) days.add(day);
  }
  return (day) => days.has(day);
}
