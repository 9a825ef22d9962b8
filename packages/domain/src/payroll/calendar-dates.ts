/**
 * Local calendar dates as 'YYYY-MM-DD' text, counted without a time zone: a date is a day of
 * the organisation's calendar, never an instant.
 */

const parse = (date: string): number => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day);
};

const format = (utcMidnight: number): string => new Date(utcMidnight).toISOString().slice(0, 10);

/** `date` moved by `days` (negative goes back). */
export function addDays(date: string, days: number): string {
  return format(parse(date) + days * 86_400_000);
}

/** 0 Sunday … 6 Saturday. */
export function dayOfWeek(date: string): number {
  return new Date(parse(date)).getUTCDay();
}

/** Monday to Friday: the days the 8-hour daily unit lowers a period's hours on. */
export function isWeekday(date: string): boolean {
  const day = dayOfWeek(date);
  return day >= 1 && day <= 5;
}

/** Every date from `from` to `to`, both included (none when `to` is before `from`). */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let day = parse(from), end = parse(to); day <= end; day += 86_400_000) dates.push(format(day));
  return dates;
}

/** The later and the earlier of two dates (text order is date order for 'YYYY-MM-DD'). */
export const laterDate = (a: string, b: string): string => (a > b ? a : b);
export const earlierDate = (a: string, b: string): string => (a < b ? a : b);

/** The calendar month holding `date`: its first and last day. */
export function monthOf(date: string): { from: string; to: string } {
  const from = `${date.slice(0, 8)}01`;
  const [year, month] = date.split('-').map(Number) as [number, number];
  const nextMonth = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return { from, to: addDays(nextMonth, -1) };
}
