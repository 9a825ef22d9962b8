/**
 * Arithmetic on calendar dates 'YYYY-MM-DD' (no time, no zone): computed in UTC, where every day
 * is 24 hours long, so a daylight-saving change cannot move a date.
 */

const toUtc = (date: string) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day);
};
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  return fromUtc(toUtc(date) + days * 86_400_000);
}

/** 0 for Monday … 6 for Sunday (the Finnish and Swedish week). */
export function weekdayIndex(date: string): number {
  return (new Date(toUtc(date)).getUTCDay() + 6) % 7;
}

/** The Monday of `date`'s week. */
export function startOfWeek(date: string): string {
  return addDays(date, -weekdayIndex(date));
}

/** 'YYYY-MM' → its first day. */
export function firstOfMonth(month: string): string {
  return `${month}-01`;
}

/** 'YYYY-MM' → its last day. */
export function lastOfMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return fromUtc(Date.UTC(year, monthNumber, 0));
}

/** The month `offset` months from 'YYYY-MM'. */
export function addMonths(month: string, offset: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return fromUtc(Date.UTC(year, monthNumber - 1 + offset, 1)).slice(0, 7);
}

export const isMonth = (value: string | null): value is string =>
  value !== null && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
export const isCalendarDate = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && fromUtc(toUtc(value)) === value;

/** Every date from `from` to `to` inclusive. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}
