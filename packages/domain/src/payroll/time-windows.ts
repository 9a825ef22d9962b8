import { localMidnight, nextDate, zoneOffsetMinutes } from '../platform/time-zones';
import { addDays } from './calendar-dates';
import { finnishHolidayCalendar, isSundayRateDay, type HolidayCalendar } from './finnish-holidays';
import type { PaidInterval } from './paid-hours';
import { cachedLocalDate } from './zone-cache';

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

export const DEFAULT_WORK_TIME_WINDOWS: WorkTimeWindows = {
  eveningStart: '18:00',
  eveningEnd: '22:00',
  nightStart: '22:00',
  nightEnd: '06:00',
};

/** Paid time inside each window: whole milliseconds from windowMs, minutes from windowMinutes. */
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
  const key = `${zone} ${date} ${time}`;
  const known = instants.get(key);
  if (known !== undefined) return known;
  // Intl's zone look-ups are slow next to the arithmetic; a month of 500 drivers asks for the same few days again and again.
  if (instants.size >= INSTANT_CACHE_MAX) instants.clear();
  const instant = computeLocalTimeInstant(date, time, zone);
  instants.set(key, instant);
  return instant;
}

const INSTANT_CACHE_MAX = 20_000;
const instants = new Map<string, number>();

function computeLocalTimeInstant(date: string, time: string, zone: string): number {
  const minutes = minutesOfDay(time);
  if (minutes === 0) return localMidnight(date, zone);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day) + minutes * 60_000;
  const guess = wall - zoneOffsetMinutes(wall, zone) * 60_000;
  return wall - zoneOffsetMinutes(guess, zone) * 60_000;
}

/** Touching or overlapping stretches joined, so each is walked through the days once. */
function joined(intervals: readonly PaidInterval[]): PaidInterval[] {
  const sorted = intervals.filter((interval) => interval.end > interval.start).sort((a, b) => a.start - b.start);
  const result: PaidInterval[] = [];
  for (const interval of sorted) {
    const last = result.at(-1);
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else result.push({ ...interval });
  }
  return result;
}

/** The window of local clock times starting on `date` (crossing midnight when end ≤ start), in instants. */
function windowOn(date: string, start: string, end: string, zone: string): PaidInterval {
  const endDate = minutesOfDay(end) <= minutesOfDay(start) ? nextDate(date) : date;
  return { start: localTimeInstant(date, start, zone), end: localTimeInstant(endDate, end, zone) };
}

const overlap = (a: PaidInterval, b: PaidInterval) => Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));

interface DayWindows {
  evening: PaidInterval;
  night: PaidInterval;
  /** The whole local day, when it is a Sunday or a holiday. */
  sunday: PaidInterval | null;
  next: string;
}

const DAY_CACHE_MAX = 20_000;
const dayCaches = new WeakMap<WorkTimeWindows, WeakMap<HolidayCalendar, Map<string, DayWindows>>>();

/** The windows starting on `date`, remembered per settings, calendar, zone and date (the same days recur for every driver). */
function dayWindows(date: string, zone: string, windows: WorkTimeWindows, calendar: HolidayCalendar): DayWindows {
  let byCalendar = dayCaches.get(windows);
  if (!byCalendar) dayCaches.set(windows, (byCalendar = new WeakMap()));
  let days = byCalendar.get(calendar);
  if (!days) byCalendar.set(calendar, (days = new Map()));
  const key = `${zone} ${date}`;
  const known = days.get(key);
  if (known) return known;
  if (days.size >= DAY_CACHE_MAX) days.clear();
  const next = nextDate(date);
  const day: DayWindows = {
    evening: windowOn(date, windows.eveningStart, windows.eveningEnd, zone),
    night: windowOn(date, windows.nightStart, windows.nightEnd, zone),
    sunday: isSundayRateDay(date, calendar)
      ? { start: localTimeInstant(date, '00:00', zone), end: localTimeInstant(next, '00:00', zone) }
      : null,
    next,
  };
  days.set(key, day);
  return day;
}

/**
 * Paid milliseconds inside the evening, night and Sunday-rate windows, measured in real time: a
 * night across a daylight-saving change is 7 or 9 hours long. The windows stack (a Sunday night
 * hour is both). Whole milliseconds, as the events and the windows' edges are: every summary
 * and export adds these, so a figure on a half hundredth of an hour rounds the same way in each
 * (minutes and back again carried noise that could tip it).
 */
export function windowMs(
  intervals: readonly PaidInterval[],
  zone: string,
  windows: WorkTimeWindows = DEFAULT_WORK_TIME_WINDOWS,
  calendar: HolidayCalendar = finnishHolidayCalendar,
): WindowMinutes {
  const totals = { evening: 0, night: 0, sunday: 0 };
  for (const interval of joined(intervals)) {
    // The day before as well: its night (or evening) window can reach into the interval's first day.
    const last = cachedLocalDate(interval.end - 1, zone);
    for (let date = addDays(cachedLocalDate(interval.start, zone), -1); date <= last;) {
      const day = dayWindows(date, zone, windows, calendar);
      totals.evening += overlap(interval, day.evening);
      totals.night += overlap(interval, day.night);
      if (day.sunday) totals.sunday += overlap(interval, day.sunday);
      date = day.next;
    }
  }
  return totals;
}

/** windowMs in minutes. */
export function windowMinutes(...args: Parameters<typeof windowMs>): WindowMinutes {
  const ms = windowMs(...args);
  return { evening: ms.evening / 60_000, night: ms.night / 60_000, sunday: ms.sunday / 60_000 };
}
