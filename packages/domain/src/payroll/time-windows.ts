import { localDateOf, localMidnight, nextDate, zoneOffsetMinutes } from '../platform/time-zones';
import { addDays } from './calendar-dates';
import { finnishHolidayCalendar, isSundayRateDay, type HolidayCalendar } from './finnish-holidays';
import type { PaidInterval } from './paid-hours';

/**
 * The evening and night windows as local clock times 'HH:MM' of the organisation's time zone
 * (interpretation.md: named, per-organisation settings). A window whose end is not after its
 * start runs past midnight into the next day. The Sunday-rate window is always the whole local
 * day [00:00, 24:00) of a Sunday or public holiday.
 */
export interface WorkTimeWindows {
  eveningStart: string;
  eveningEnd: string;
  nightStart: string;
  nightEnd: string;
}

export const DEFAULT_WORK_TIME_WINDOWS: WorkTimeWindows = { eveningStart: '18:00', eveningEnd: '22:00', nightStart: '22:00', nightEnd: '06:00' };

export interface WindowMinutes {
  evening: number;
  night: number;
  sunday: number;
}

const minutesOfDay = (time: string): number => {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
};

/**
 * The instant the zone's clocks show `time` on `date`. A time that does not exist (inside a
 * spring-forward gap) lands on the instant after the gap, as clocks do.
 */
export function localTimeInstant(date: string, time: string, zone: string): number {
  const minutes = minutesOfDay(time);
  if (minutes === 0) return localMidnight(date, zone);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day) + minutes * 60_000;
  const guess = wall - zoneOffsetMinutes(wall, zone) * 60_000;
  return wall - zoneOffsetMinutes(guess, zone) * 60_000;
}

/** The window of local clock times starting on `date` (crossing midnight when end ≤ start), in instants. */
function windowOn(date: string, start: string, end: string, zone: string): PaidInterval {
  const endDate = minutesOfDay(end) <= minutesOfDay(start) ? nextDate(date) : date;
  return { start: localTimeInstant(date, start, zone), end: localTimeInstant(endDate, end, zone) };
}

const overlap = (a: PaidInterval, b: PaidInterval) => Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));

/**
 * Paid minutes inside the evening, night and Sunday-rate windows, measured in real time: a
 * night across a daylight-saving change is 7 or 9 hours long. The windows stack (a Sunday night
 * hour is both).
 */
export function windowMinutes(
  intervals: readonly PaidInterval[],
  zone: string,
  windows: WorkTimeWindows = DEFAULT_WORK_TIME_WINDOWS,
  calendar: HolidayCalendar = finnishHolidayCalendar,
): WindowMinutes {
  const totals = { evening: 0, night: 0, sunday: 0 };
  for (const interval of intervals) {
    if (interval.end <= interval.start) continue;
    // The day before as well: its night (or evening) window can reach into the interval's first day.
    const last = localDateOf(interval.end - 1, zone);
    for (let date = addDays(localDateOf(interval.start, zone), -1); date <= last; date = nextDate(date)) {
      totals.evening += overlap(interval, windowOn(date, windows.eveningStart, windows.eveningEnd, zone));
      totals.night += overlap(interval, windowOn(date, windows.nightStart, windows.nightEnd, zone));
      if (isSundayRateDay(date, calendar)) totals.sunday += overlap(interval, { start: localMidnight(date, zone), end: localMidnight(nextDate(date), zone) });
    }
  }
  return { evening: totals.evening / 60_000, night: totals.night / 60_000, sunday: totals.sunday / 60_000 };
}
