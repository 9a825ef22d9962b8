import {
  dayNumber,
  dayOf,
  daysInMonth,
  isoWeekday,
  mondayOfWeek,
  monthOfDay,
  monthOfMonthNumber,
  weekNumber,
  yearOfMonthNumber,
} from './calendar-days';
import type { Recurrence } from './recurrence.schemas';
import { WEEKDAY_CODES } from './recurrence.schemas';

/**
 * A recurrence's rule dates (issue 23, decision 0026) as day numbers: the dates its rule gives
 * from `startDate` to `untilDate` or its `count`-th date, before exceptions and holidays.
 */
export interface RuleDays {
  firstDay: number;
  /** The last rule date: `untilDate`, the `count`-th date, or Infinity. */
  lastDay: number;
  /** Whether `day` is one of the rule's dates. */
  isRuleDay(day: number): boolean;
  /** Calls `visit` with each rule date from `from` to `to` (both included), in order. */
  forEachBetween(from: number, to: number, visit: (day: number) => void): void;
}

/** What the rule repeats: weekdays of a week, or one day of a month, every `interval` weeks or months. */
interface Pattern {
  /** The week or month number holding `day`. */
  periodOf(day: number): number;
  /** The period's rule dates in order. */
  daysOf(period: number): readonly number[];
}

const weekdayIndex = (code: (typeof WEEKDAY_CODES)[number]) => WEEKDAY_CODES.indexOf(code);

function weeklyPattern(weekdays: readonly (typeof WEEKDAY_CODES)[number][]): Pattern {
  const offsets = [...new Set(weekdays.map(weekdayIndex))].sort((a, b) => a - b);
  return {
    periodOf: weekNumber,
    daysOf: (week) => offsets.map((offset) => mondayOfWeek(week) + offset),
  };
}

/**
 * The rule's day in a month: `monthDay` (past the month's end its last day; -1 the last day),
 * or the `setPosition`-th `weekday` (-1 the last one).
 */
export function monthRuleDay(recurrence: Recurrence, year: number, month: number): number {
  const length = daysInMonth(year, month);
  const { monthDay, setPosition, weekday } = recurrence;
  if (monthDay !== undefined) return dayOf(year, month, monthDay === -1 ? length : Math.min(monthDay, length));
  const wanted = weekdayIndex(weekday ?? 'MO');
  if (setPosition === -1) {
    const last = dayOf(year, month, length);
    return last - ((isoWeekday(last) - wanted + 7) % 7);
  }
  const first = dayOf(year, month, 1);
  return first + ((wanted - isoWeekday(first) + 7) % 7) + ((setPosition ?? 1) - 1) * 7;
}

function monthlyPattern(recurrence: Recurrence): Pattern {
  return {
    periodOf: (day) => monthOfDay(day).monthNumber,
    daysOf: (months) => [monthRuleDay(recurrence, yearOfMonthNumber(months), monthOfMonthNumber(months))],
  };
}

/** Every rule date from `from` on, in order, until `visit` answers false or `to` is passed. */
function walk(
  pattern: Pattern,
  interval: number,
  firstDay: number,
  from: number,
  to: number,
  visit: (day: number) => boolean,
) {
  const firstPeriod = pattern.periodOf(firstDay);
  const start = Math.max(from, firstDay);
  let period = pattern.periodOf(start);
  const behind = (period - firstPeriod) % interval;
  if (behind !== 0) period += interval - behind;
  for (; ; period += interval) {
    for (const day of pattern.daysOf(period)) {
      if (day > to) return;
      if (day >= start && !visit(day)) return;
    }
  }
}

/** The rule dates of `recurrence`, ready to be walked or asked about. */
export function ruleDaysOf(recurrence: Recurrence): RuleDays {
  const pattern =
    recurrence.frequency === 'weekly' ? weeklyPattern(recurrence.weekdays ?? []) : monthlyPattern(recurrence);
  const { interval } = recurrence;
  const firstDay = dayNumber(recurrence.startDate);
  let lastDay = recurrence.untilDate === undefined ? Infinity : dayNumber(recurrence.untilDate);
  // A weekly rule without weekdays (the schema refuses one) has no dates, rather than no end.
  if (recurrence.frequency === 'weekly' && !recurrence.weekdays?.length) lastDay = firstDay - 1;
  else if (recurrence.count !== undefined) {
    // `count` counts rule dates from the start, before any skip: the count-th one ends the rule.
    let seen = 0;
    let countedLast = firstDay - 1;
    walk(pattern, interval, firstDay, firstDay, lastDay, (day) => {
      countedLast = day;
      return ++seen < recurrence.count!;
    });
    lastDay = Math.min(lastDay, countedLast);
  }
  const firstPeriod = pattern.periodOf(firstDay);
  return {
    firstDay,
    lastDay,
    isRuleDay(day) {
      if (day < firstDay || day > lastDay) return false;
      const period = pattern.periodOf(day);
      return (period - firstPeriod) % interval === 0 && pattern.daysOf(period).includes(day);
    },
    forEachBetween(from, to, visit) {
      walk(pattern, interval, firstDay, from, Math.min(to, lastDay), (day) => {
        visit(day);
        return true;
      });
    },
  };
}
