import { dayOfWeek } from '../payroll/calendar-dates';
import { localDateOf, zoneOffsetMinutes } from '../platform/time-zones';

/** The weekly due mail goes out on Monday from this hour, the organisation's local time. */
export const DUE_MAIL_HOUR = 7;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The week (its Monday, 'YYYY-MM-DD') whose due mail should go out at `now` in `zone`: on Monday
 * from 07:00 on the zone's clock through the day's end. Only Monday: a mail missed because the
 * server was down all Monday is not sent later in the week, where it would read as a second one.
 */
export function dueMailWeek(now: number, zone: string): string | undefined {
  const today = localDateOf(now, zone);
  if (dayOfWeek(today) !== 1) return undefined;
  const wallClock = now + zoneOffsetMinutes(now, zone) * 60_000;
  const hour = Math.floor((((wallClock % DAY_MS) + DAY_MS) % DAY_MS) / HOUR_MS);
  return hour >= DUE_MAIL_HOUR ? today : undefined;
}

/** When the mail job looks again: the next whole hour (UTC), so each zone's Monday 07:00 is met within the hour. */
export function nextDueMailCheck(now: number): number {
  return (Math.floor(now / HOUR_MS) + 1) * HOUR_MS;
}
