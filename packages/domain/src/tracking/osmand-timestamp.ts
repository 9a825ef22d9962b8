/**
 * Below Java's Integer.MAX_VALUE Traccar reads a numeric timestamp as seconds, from it as
 * milliseconds (OsmAndProtocolDecoder): 2^31 − 1 seconds is in 2038, 2^31 ms in January 1970.
 */
const SECONDS_BELOW = 2_147_483_647;
/** Times outside [1970, 2100) are no fix time any device means (and years past 9999 break ISO text). */
const EARLIEST_MS = 0;
const LATEST_MS = Date.UTC(2100, 0, 1);

const NUMERIC = /^\d{1,16}(?:\.\d{1,9})?$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/i;
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/**
 * A device's fix time as ms since the epoch (UTC), or undefined when the text is none of the
 * forms Traccar reads (reference section 3.1): Unix seconds (fractions allowed), milliseconds
 * (≥ 2^31 − 1), ISO-8601 with a `T` (no zone = UTC), or `yyyy-MM-dd HH:mm:ss`, taken as UTC
 * (Traccar uses its server's zone; ours is UTC).
 */
export function parseOsmandTimestamp(text: string): number | undefined {
  const value = text.trim();
  if (NUMERIC.test(value)) {
    const number = Number(value);
    return withinRange(Math.round(number < SECONDS_BELOW ? number * 1000 : number));
  }
  const iso = ISO.exec(value);
  if (iso) {
    const [, y, mo, d, h, mi, s, fraction, zone] = iso;
    const ms = fraction ? Math.round(Number(`0.${fraction}`) * 1000) : 0;
    const local = utcOf(Number(y), Number(mo), Number(d), Number(h), Number(mi), Number(s ?? 0), ms);
    const offset = zoneOffsetMs(zone);
    return local === undefined || offset === undefined ? undefined : withinRange(local - offset);
  }
  const wall = WALL_CLOCK.exec(value);
  if (wall) {
    const [, y, mo, d, h, mi, s] = wall;
    return withinRange(utcOf(Number(y), Number(mo), Number(d), Number(h), Number(mi), Number(s), 0));
  }
  return undefined;
}

/** The instant of a UTC wall-clock time, or undefined when a field is out of its range (31 February, 25:00). */
function utcOf(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
  ms: number,
): number | undefined {
  // Date.UTC reads years 0–99 as 1900–1999; no year before 1970 is accepted anyway.
  if (year < 1970 || hour > 23 || minute > 59 || second > 59 || month < 1 || month > 12 || day < 1) return undefined;
  const instant = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  return new Date(instant).getUTCDate() === day ? instant : undefined;
}

/** `Z`, `+03`, `+0300` or `+03:00` as ms east of UTC; undefined for an offset no zone has. */
function zoneOffsetMs(zone: string | undefined): number | undefined {
  if (!zone || zone.toUpperCase() === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = Number(digits.slice(2) || 0);
  return hours > 23 || minutes > 59 ? undefined : sign * (hours * 60 + minutes) * 60_000;
}

const withinRange = (ms: number | undefined) =>
  ms !== undefined && ms >= EARLIEST_MS && ms < LATEST_MS ? ms : undefined;
