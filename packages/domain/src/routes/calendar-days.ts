/**
 * Local calendar dates as whole day numbers (days since 1970-01-01, a Thursday), so that the
 * recurrence engine counts weeks and months with integer arithmetic and builds its 'YYYY-MM-DD'
 * texts once per day rather than through Date for every run. No time zone: a day number is a
 * day of the organisation's calendar, never an instant.
 */
export const DAY_MS = 86_400_000;

/** The day number of 'YYYY-MM-DD'. */
export function dayNumber(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS;
}

/** The day number of a date of the proleptic Gregorian calendar (month 1–12; day may pass the month's end). */
export function dayOf(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/** 0 Monday … 6 Sunday (ISO order, as WEEKDAY_CODES). */
export function isoWeekday(day: number): number {
  return (((day + 3) % 7) + 7) % 7;
}

/** The number of the Monday-to-Sunday week holding `day` (week 0 holds 1970-01-01). */
export function weekNumber(day: number): number {
  return Math.floor((day + 3) / 7);
}

/** The day number of the Monday of week `week`. */
export const mondayOfWeek = (week: number): number => week * 7 - 3;

/** Months since January 1970 of the month holding `day`, and its year and month (1–12). */
export function monthOfDay(day: number): { monthNumber: number; year: number; month: number } {
  const date = new Date(day * DAY_MS);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + 1;
  return { monthNumber: (year - 1970) * 12 + month - 1, year, month };
}

export const yearOfMonthNumber = (monthNumber: number): number => 1970 + Math.floor(monthNumber / 12);
export const monthOfMonthNumber = (monthNumber: number): number => (((monthNumber % 12) + 12) % 12) + 1;

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

const TWO_DIGITS = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));
/** Texts of the days from 1900 to 2199, made when first asked for: a year of runs asks for the same few hundred. */
const TEXT_BASE = dayOf(1900, 1, 1);
const TEXT_DAYS = dayOf(2200, 1, 1) - TEXT_BASE;
let texts: (string | undefined)[] | undefined;

/** 'YYYY-MM-DD' of a day number. */
export function dateText(day: number): string {
  const index = day - TEXT_BASE;
  texts ??= new Array<string | undefined>(TEXT_DAYS).fill(undefined);
  const known = texts[index];
  if (known !== undefined) return known;
  const date = new Date(day * DAY_MS);
  const year = date.getUTCFullYear();
  const text = `${year < 1000 ? String(year).padStart(4, '0') : year}-${TWO_DIGITS[date.getUTCMonth() + 1]}-${TWO_DIGITS[date.getUTCDate()]}`;
  if (index >= 0 && index < TEXT_DAYS) texts[index] = text;
  return text;
}

/** 'HH:mm:00' for each minute of a day, and 'HH:mm' read as minutes after midnight. */
export const CLOCK_TEXTS = Array.from(
  { length: 1440 },
  (_, minute) => `${TWO_DIGITS[Math.floor(minute / 60)]}:${TWO_DIGITS[minute % 60]}:00`,
);
export const minutesOfClock = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** '+03:00', '-05:00', '+05:45' for an offset in minutes. */
export function offsetText(offsetMinutes: number): string {
  const size = Math.abs(offsetMinutes);
  return `${offsetMinutes < 0 ? '-' : '+'}${TWO_DIGITS[Math.floor(size / 60)]}:${TWO_DIGITS[size % 60]}`;
}
