import type { DrivingIndex } from './driving-index';
import type { RawInfringement } from './raw-infringement';
import { BANDS, risingSeverity } from './severity';
import type { Shift } from './shifts';
import { HOUR, WEEK, weekStartOf } from './timeline';

export const DAILY_LIMIT = 9 * HOUR;
export const DAILY_EXTENDED = 10 * HOUR;
export const WEEKLY_LIMIT = 56 * HOUR;
export const FORTNIGHT_LIMIT = 90 * HOUR;
export const EXTENSIONS_PER_WEEK = 2;

/** The starts of the shifts that used the 10 h extension, in time order (UTC ms). */
export type Extensions = number[];

/** How many extensions the shifts starting in the fixed week `week` (its Monday, ms) used. */
export const extensionsUsedIn = (extensions: Extensions, week: number): number =>
  extensions.filter((start) => weekStartOf(start) === week).length;

/**
 * Daily driving per shift (Art 6(1)): 9 h, or 10 h at most twice per fixed week. A shift over
 * 9 h takes an extension while its week has one left and is then judged against 10 h; else
 * against 9 h. // [M] A shift's extension counts in the fixed week in which the shift starts.
 */
export function dailyDriving(
  shifts: readonly Shift[],
  driving: DrivingIndex,
): { infringements: RawInfringement[]; extensions: Extensions } {
  const infringements: RawInfringement[] = [];
  const extensions: Extensions = [];
  // Shifts come in time order: one counter for the week being walked through is enough.
  let week = -Infinity;
  let used = 0;
  for (const shift of shifts) {
    const driven = driving.drivingBetween(shift.start, shift.end);
    if (driven <= DAILY_LIMIT) continue;
    const shiftWeek = weekStartOf(shift.start);
    if (shiftWeek !== week) [week, used] = [shiftWeek, 0];
    const extended = used < EXTENSIONS_PER_WEEK;
    if (extended) {
      used++;
      extensions.push(shift.start);
    }
    const limit = extended ? DAILY_EXTENDED : DAILY_LIMIT;
    if (driven <= limit) continue;
    const severity = risingSeverity(driven, extended ? BANDS.dailyDriving10 : BANDS.dailyDriving9);
    infringements.push({
      rule: 'daily-driving',
      severity,
      start: driving.instantWhenDriven(shift.start, limit),
      amount: driven - limit,
    });
  }
  return { infringements, extensions };
}

/** Driving per fixed week from the week of `from` to the week holding `to` (exclusive end). */
export function weeklyTotals(from: number, to: number, driving: DrivingIndex): { start: number; driving: number }[] {
  const weeks: { start: number; driving: number }[] = [];
  for (let start = weekStartOf(from); start < to; start += WEEK)
    weeks.push({ start, driving: driving.drivingBetween(start, start + WEEK) });
  return weeks;
}

/**
 * Weekly (56 h, Art 6(2)) and fortnight (90 h in any two consecutive fixed weeks, Art 6(3))
 * driving; a fortnight is judged on each pair of listed weeks and on the first week with the
 * one before it (no driving known there).
 */
export function weeklyAndFortnightDriving(
  weeks: readonly { start: number; driving: number }[],
  driving: DrivingIndex,
): RawInfringement[] {
  const infringements: RawInfringement[] = [];
  weeks.forEach((week, i) => {
    if (week.driving > WEEKLY_LIMIT) {
      infringements.push({
        rule: 'weekly-driving',
        severity: risingSeverity(week.driving, BANDS.weeklyDriving),
        start: driving.instantWhenDriven(week.start, WEEKLY_LIMIT),
        amount: week.driving - WEEKLY_LIMIT,
      });
    }
    const previous = i > 0 ? weeks[i - 1]!.driving : 0;
    const fortnight = previous + week.driving;
    if (fortnight > FORTNIGHT_LIMIT) {
      const pairStart = week.start - WEEK;
      infringements.push({
        rule: 'fortnight-driving',
        severity: risingSeverity(fortnight, BANDS.fortnightDriving),
        start: driving.instantWhenDriven(pairStart, FORTNIGHT_LIMIT),
        amount: fortnight - FORTNIGHT_LIMIT,
      });
    }
  });
  return infringements;
}
