import { cachedLocalDate } from './zone-cache';

/**
 * A shift belongs, whole, to the period that contains the local date it starts on: a night
 * shift from Sunday into Monday counts in the period of its Sunday, even across the period's end.
 */
export function belongsToPeriod(shiftStart: number, from: string, to: string, zone: string): boolean {
  const date = cachedLocalDate(shiftStart, zone);
  return date >= from && date <= to;
}

/** Hours (from milliseconds) rounded once, to 2 decimals, half up (issue 12: sums are exact, each figure rounded once). */
export function roundedHours(milliseconds: number): number {
  return Math.round(milliseconds / 36_000) / 100;
}
