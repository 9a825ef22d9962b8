import { z } from 'zod';

/**
 * Lenient readers for the values in rFMS bodies. Makers differ (Scania sends Heading as a string,
 * some send numbers as strings or omit the zone), and one odd field must not lose a report: an
 * optional value that cannot be read becomes undefined.
 */

const ISO_INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/** Epoch milliseconds of an ISO-8601 instant; rFMS times without a zone are UTC. Null when unreadable. */
export function parseRfmsInstant(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = ISO_INSTANT.exec(value.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute, second = '0', fraction = '', zone = 'Z'] = match;
  const ms = Number((fraction + '000').slice(0, 3));
  const utc = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second), ms);
  const check = new Date(utc);
  // Date.UTC rolls 31 February over into March; a calendar that does not exist is unreadable.
  if (
    check.getUTCDate() !== Number(day) ||
    check.getUTCMonth() !== Number(month) - 1 ||
    Number(hour) > 23 ||
    Number(minute) > 59 ||
    Number(second) > 59
  )
    return null;
  return utc - zoneOffsetMs(zone);
}

function zoneOffsetMs(zone: string): number {
  if (zone.toUpperCase() === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || '0')) * 60_000;
}

/** A time as rFMS query parameters take it, `yyyy-MM-dd'T'HH:mm:ss'Z'` (v2.1's format, which v4 accepts too). */
export function formatRfmsInstant(epochMs: number): string {
  return new Date(Math.floor(epochMs / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}

const toNumber = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value);

/** A finite number, or a string holding one; anything else becomes undefined. */
export const lenientNumber = z.preprocess(toNumber, z.number()).optional().catch(undefined);

/** A string, or a number written as one; anything else becomes undefined. */
export const lenientString = z
  .preprocess((value) => (typeof value === 'number' ? String(value) : value), z.string())
  .optional()
  .catch(undefined);

/** true/false, or the strings "true"/"false"; anything else becomes false. */
export const lenientBoolean = z
  .preprocess((value) => (value === 'true' ? true : value === 'false' ? false : value), z.boolean())
  .catch(false);

/** A list whose items are read one by one later, so one bad item does not lose the page; not a list reads as empty. */
export const lenientItems = z.array(z.unknown()).catch([]);

/** An object that may be missing or malformed: then undefined. */
export function lenientObject<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object(shape).optional().catch(undefined);
}

/** A heading in whole degrees 0–359, or null: out-of-range values are folded into the circle. */
export function normaliseHeading(value: number | undefined): number | null {
  if (value === undefined || !Number.isFinite(value)) return null;
  return ((Math.round(value) % 360) + 360) % 360;
}
