import { addDays, isWeekday } from './calendar-dates';
import { finnishHolidayCalendar, isHoliday, type HolidayCalendar } from './finnish-holidays';

export const PAY_PERIOD_DURATIONS = ['twoWeeks', 'month'] as const;
export type PayPeriodDuration = (typeof PAY_PERIOD_DURATIONS)[number];

/** The period's last day, or `days` calendar days after it. */
export type PayDateRule = { kind: 'lastDay' } | { kind: 'daysAfter'; days: number };

export interface PayPeriodRun {
  /** 'YYYY-MM-DD', the first day of the first period. */
  startDate: string;
  /** How many consecutive periods (spec section 5: at least 1). */
  amount: number;
  duration: PayPeriodDuration;
  payDateRule: PayDateRule;
}

export interface PayPeriodDates {
  startDate: string;
  /** The last day, included. */
  endDate: string;
  payDate: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The date `months` months after `date`, on the same day of the month, or on the month's last
 * day when the month is shorter (31 January + 1 month = 28 or 29 February).
 */
export function addMonthsClamped(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  return `${targetYear}-${pad(targetMonth)}-${pad(Math.min(day, daysInMonth(targetYear, targetMonth)))}`;
}

/**
 * The rule's day for a period ending on `endDate`, moved back to the previous weekday while it
 * is a Saturday, Sunday or public holiday of `calendar` (issue 12), so pay is never late.
 */
export function payDateFor(
  endDate: string,
  rule: PayDateRule,
  calendar: HolidayCalendar = finnishHolidayCalendar,
): string {
  let date = rule.kind === 'lastDay' ? endDate : addDays(endDate, rule.days);
  while (!isWeekday(date) || isHoliday(date, calendar)) date = addDays(date, -1);
  return date;
}

/**
 * `amount` consecutive periods from `startDate`, each starting the day after the previous one
 * ends. Two weeks are 14 days. A month runs from the start's day of the month to the day before
 * that day next month; every start is counted from the first start (not from the previous
 * period), so a run from the 31st starts on each month's last day when the month is shorter
 * and returns to the 31st after it: 31 Jan–27 Feb, 28 Feb–30 Mar, 31 Mar–29 Apr (2026).
 */
export function generatePayPeriods(
  run: PayPeriodRun,
  calendar: HolidayCalendar = finnishHolidayCalendar,
): PayPeriodDates[] {
  const startOf = (index: number) =>
    run.duration === 'twoWeeks' ? addDays(run.startDate, 14 * index) : addMonthsClamped(run.startDate, index);
  return Array.from({ length: run.amount }, (_, index) => {
    const endDate = addDays(startOf(index + 1), -1);
    return { startDate: startOf(index), endDate, payDate: payDateFor(endDate, run.payDateRule, calendar) };
  });
}

/** Whether two periods share a day (both ends included). */
export function periodsOverlap(
  a: Pick<PayPeriodDates, 'startDate' | 'endDate'>,
  b: Pick<PayPeriodDates, 'startDate' | 'endDate'>,
): boolean {
  return a.startDate <= b.endDate && b.startDate <= a.endDate;
}
