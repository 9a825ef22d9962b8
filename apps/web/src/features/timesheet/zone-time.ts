import { durationHours, localDateOf, minutesToMs, shownDuration, zoneOffsetMinutes } from '@rahti/domain';

/**
 * Wall-clock times in the organisation's time zone, whatever zone the browser is in. Lengths are
 * always differences of instants, so a shift across midnight or a daylight-saving change keeps
 * its true length.
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** 'HH:mm' on the zone's clock at `instant`. */
export function zoneTime(instant: number, zone: string): string {
  const local = instant + zoneOffsetMinutes(instant, zone) * 60_000;
  const date = new Date(local);
  return `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
}

/** 'DD.MM.YYYY' of a local date 'YYYY-MM-DD'. */
export function formatLocalDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}.${month}.${year}`;
}

/** 'DD.MM.YYYY HH:mm' on the zone's clock. */
export function zoneDateTime(instant: number, zone: string): string {
  return `${formatLocalDate(localDateOf(instant, zone))} ${zoneTime(instant, zone)}`;
}

/**
 * The instant the zone's clocks show `time` ('HH:mm') on `date` ('YYYY-MM-DD'), or undefined
 * for text that is not a date and a time. In the hour skipped in spring, the time after it.
 */
export function zoneInstant(date: string, time: string, zone: string): number | undefined {
  const dateMatch = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const timeMatch = /^(\d{2}):(\d{2})$/.exec(time);
  if (!dateMatch || !timeMatch) return undefined;
  const [hours, minutes] = [Number(timeMatch[1]), Number(timeMatch[2])];
  if (hours > 23 || minutes > 59) return undefined;
  const wall = Date.UTC(Number(dateMatch[1]), Number(dateMatch[2]) - 1, Number(dateMatch[3]), hours, minutes);
  if (!Number.isFinite(wall) || new Date(wall).toISOString().slice(0, 10) !== date) return undefined;
  // The offset at the guess, then at the corrected instant: right on either side of a change.
  const guess = wall - zoneOffsetMinutes(wall, zone) * 60_000;
  return wall - zoneOffsetMinutes(guess, zone) * 60_000;
}

/**
 * A length given in (exact, often fractional) minutes as "7 h 30 min", "45 min", "8 h" or, under
 * a minute, "45 s": rounded once by the domain's rule, as the driver app shows it.
 */
export function formatMinutes(minutes: number, units: { hours: string; minutes: string; seconds: string }): string {
  const shown = shownDuration(minutesToMs(minutes));
  if ('seconds' in shown) return `${shown.seconds} ${units.seconds}`;
  const { hours, minutes: rest } = shown;
  if (hours === 0) return `${rest} ${units.minutes}`;
  return rest === 0 ? `${hours} ${units.hours}` : `${hours} ${units.hours} ${rest} ${units.minutes}`;
}

/** Hours with two decimals, for totals ("8.50"): the shown whole minutes in hours. */
export const formatHours = (minutes: number) => durationHours(minutesToMs(minutes)).toFixed(2);
