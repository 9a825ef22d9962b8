/**
 * How a length of time is shown: one rule for the office, the overview and the driver app
 * (issue 21). Lengths are summed from the exact times and rounded once, where they are shown:
 * under a minute in whole seconds ("45 s"), otherwise in whole minutes, half up (47 min 30 s
 * shows 48 min). An hour figure with two decimals is those whole minutes in hours (48 min is
 * 0.80 h), and 0.01 h is less than a minute, so it reads back to the same minute everywhere.
 */

const SECOND_MS = 1_000;
const MINUTE_MS = 60_000;

/** A length as shown: whole seconds under a minute, otherwise whole hours and minutes. */
export type ShownDuration = { seconds: number } | { hours: number; minutes: number };

/**
 * The exact length in whole milliseconds, never below zero. Instants are whole milliseconds, so
 * a length summed from fractional minutes (47.49999… for 47 min 30 s) is read as its exact time.
 */
const wholeMs = (durationMs: number) => Math.max(0, Math.round(durationMs));

/** Whole minutes of a length in milliseconds, half up: the figure every screen shows. */
export function durationMinutes(durationMs: number): number {
  return Math.round(wholeMs(durationMs) / MINUTE_MS);
}

/** The shown whole minutes in hours, to 0.01 (48 min is 0.8 h). */
export function durationHours(durationMs: number): number {
  return Math.round((durationMinutes(durationMs) * 100) / 60) / 100;
}

/** A length as shown: under a minute (rounded) whole seconds, otherwise whole hours and minutes. */
export function shownDuration(durationMs: number): ShownDuration {
  const seconds = Math.round(wholeMs(durationMs) / SECOND_MS);
  if (seconds > 0 && seconds < 60) return { seconds };
  const minutes = durationMinutes(durationMs);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/** Minutes (as lengths are often summed: fractional) in milliseconds, for the functions above. */
export const minutesToMs = (minutes: number) => minutes * MINUTE_MS;
