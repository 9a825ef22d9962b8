import { formatCalendarDate, localDateOf, zoneOffsetMinutes } from '@rahti/domain';

/**
 * Times as the organisation's clocks show them (spec section 9: DD.MM.YYYY and HH:mm), in its
 * time zone whatever the phone's own zone is: a driver abroad sees the office's times.
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** The zone's wall clock at `instant`, as a Date whose UTC fields read that wall time. */
const wallClock = (instant: number, zone: string) => new Date(instant + zoneOffsetMinutes(instant, zone) * 60_000);

export function formatZonedTime(instant: string | number, zone: string): string {
  const wall = wallClock(typeof instant === 'number' ? instant : Date.parse(instant), zone);
  return `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}

export function formatZonedDate(instant: string | number, zone: string): string {
  return formatCalendarDate(localDateOf(typeof instant === 'number' ? instant : Date.parse(instant), zone));
}

export function formatZonedDateTime(instant: string | number, zone: string): string {
  return `${formatZonedDate(instant, zone)} ${formatZonedTime(instant, zone)}`;
}

/** 'YYYY-MM-DDTHH:mm' on the zone's clocks, for an <input type="datetime-local">. */
export function toZonedInputValue(instant: string, zone: string): string {
  return wallClock(Date.parse(instant), zone).toISOString().slice(0, 16);
}

/**
 * The instant the zone's clocks show `value` ('YYYY-MM-DDTHH:mm'), as an ISO string; undefined
 * for an empty or broken value. The offset is read twice, at a guess and at the corrected
 * instant, so a time beside a daylight-saving change lands right.
 */
export function fromZonedInputValue(value: string, zone: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const guess = wall - zoneOffsetMinutes(wall, zone) * 60_000;
  return new Date(wall - zoneOffsetMinutes(guess, zone) * 60_000).toISOString();
}

/** The short weekday name ("Thu", "to", "tors") in `language` on the zone's calendar. */
export function formatZonedWeekday(instant: string | number, zone: string, language: string): string {
  return new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: zone }).format(
    new Date(typeof instant === 'number' ? instant : Date.parse(instant)),
  );
}
