import { zoneOffsetMinutes } from '../platform/time-zones';

/**
 * The zone's offset, remembered per quarter hour: Intl's zone look-ups are slow next to the
 * arithmetic, and the summary of 500 drivers' month asks for the same few hundred hours again
 * and again. Zones change their offset on whole quarter hours of UTC, so one offset holds
 * for a whole quarter hour.
 */
const QUARTER_HOUR = 900_000;
const CACHE_MAX = 50_000;
const offsets = new Map<string, number>();

export function cachedOffsetMinutes(instant: number, zone: string): number {
  const bucket = Math.floor(instant / QUARTER_HOUR);
  const key = `${zone} ${bucket}`;
  const known = offsets.get(key);
  if (known !== undefined) return known;
  if (offsets.size >= CACHE_MAX) offsets.clear();
  const offset = zoneOffsetMinutes(bucket * QUARTER_HOUR, zone);
  offsets.set(key, offset);
  return offset;
}

/** The zone's calendar date at `instant`, 'YYYY-MM-DD' (localDateOf, through the cache). */
export function cachedLocalDate(instant: number, zone: string): string {
  return new Date(instant + cachedOffsetMinutes(instant, zone) * 60_000).toISOString().slice(0, 10);
}
