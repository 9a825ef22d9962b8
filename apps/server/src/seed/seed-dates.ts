import { zoneOffsetMinutes } from '@rahti/domain';
import type { Weekday } from './demo-shift-patterns';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** `now` moved by whole days (negative: before it). */
export const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS);

/** The UTC calendar date of `date`, 'YYYY-MM-DD'. */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The calendar date `days` after `date` ('YYYY-MM-DD'; negative: before). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Monday 1 … Sunday 7. */
export function weekdayOf(date: string): Weekday {
  return (((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1) as Weekday;
}

/** The instant the zone's clocks show `minutes` after midnight of `date` (past 24 h: on the next days). */
export function wallClock(date: string, minutes: number, zone: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day) + minutes * 60_000;
  const guess = wall - zoneOffsetMinutes(wall, zone) * 60_000;
  return wall - zoneOffsetMinutes(guess, zone) * 60_000;
}
