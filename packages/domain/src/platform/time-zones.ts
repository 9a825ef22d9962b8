import type { Currency } from './currency';

/**
 * Instants are stored in UTC; days, midnights and the evening and night windows are the
 * organisation's, in its time zone (DESIGN.md, interpretation.md). Only the platform's Intl
 * time zone data is used, so the rules follow the zone's daylight-saving changes.
 */

/** A new organisation's zone: Helsinki, or Stockholm for one that works in kronor. */
export function defaultTimeZoneFor(currency: Currency): string {
  return currency === 'SEK' ? 'Europe/Stockholm' : 'Europe/Helsinki';
}

/** An IANA zone name this platform knows, such as "Europe/Helsinki". */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value === '') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsOf(
  instant: number,
  zone: string,
): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((part) => [part.type, Number(part.value)]));
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** The zone's offset at `instant` as Intl reads it: exact, and slow next to arithmetic. */
function intlOffsetMinutes(instant: number, zone: string): number {
  const p = partsOf(instant, zone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

const DAY_MS = 86_400_000;
const MIDNIGHTS_MAX = 20_000;
const midnightOffsets = new Map<string, Map<number, number>>();

/** The zone's offset at the UTC midnight starting day `utcDay` (days since 1970), remembered. */
function offsetAtMidnight(utcDay: number, zone: string): number {
  let days = midnightOffsets.get(zone);
  if (!days) midnightOffsets.set(zone, (days = new Map()));
  let offset = days.get(utcDay);
  if (offset === undefined) {
    if (days.size >= MIDNIGHTS_MAX) days.clear();
    days.set(utcDay, (offset = intlOffsetMinutes(utcDay * DAY_MS, zone)));
  }
  return offset;
}

/**
 * How far the zone's clocks are ahead of UTC at `instant`, in minutes (120 or 180 in Helsinki).
 * Asking Intl each time cost a planner's month (thousands of plans, their days and times) over
 * half a second, so Intl is asked at the UTC midnights around the instant, remembered per zone
 * and day: equal at both, the offset holds all day, as no zone changes its offset twice within
 * three days (decision 0026); on a day of a change Intl is asked for the instant itself.
 */
export function zoneOffsetMinutes(instant: number, zone: string): number {
  const utcDay = Math.floor(instant / DAY_MS);
  const before = offsetAtMidnight(utcDay, zone);
  return before === offsetAtMidnight(utcDay + 1, zone) ? before : intlOffsetMinutes(instant, zone);
}

/** The zone's calendar date at `instant`, as 'YYYY-MM-DD'. */
export function localDateOf(instant: number, zone: string): string {
  const local = new Date(instant + zoneOffsetMinutes(instant, zone) * 60_000);
  return `${pad(local.getUTCFullYear(), 4)}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`;
}

/** The instant the zone's clocks show 00:00 on `date` ('YYYY-MM-DD'). */
export function localMidnight(date: string, zone: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day);
  // The offset at the guess, then at the corrected instant: right on either side of a change.
  const guess = wall - zoneOffsetMinutes(wall, zone) * 60_000;
  return wall - zoneOffsetMinutes(guess, zone) * 60_000;
}

/** The calendar date after `date`. */
export function nextDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/** A local day's true length in hours: 23 or 25 on a daylight-saving change, else 24. */
export function localDayHours(date: string, zone: string): number {
  return (localMidnight(nextDate(date), zone) - localMidnight(date, zone)) / 3_600_000;
}
