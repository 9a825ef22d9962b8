import type { Activity } from './timeline';
import { HOUR, MINUTE } from './timeline';

/** Test helper: an ISO instant without zone, read as UTC ('2025-03-03T06:00'). */
export const utc = (text: string): number => Date.parse(`${text}:00Z`);

/**
 * Test helper: a working day from `start` driving `hours` in legs of at most 4 h, 45 min break
 * between legs (so no break rule is touched): 10 h → 4 + 0:45 + 4 + 0:45 + 2, ending 11 h 30 later.
 */
export function drivingDay(start: number, hours: number): Activity[] {
  const activities: Activity[] = [];
  let at = start;
  for (let left = hours * HOUR; left > 0; left -= 4 * HOUR) {
    if (at > start) activities.push({ kind: 'break', start: at, end: (at += 45 * MINUTE) });
    const leg = Math.min(left, 4 * HOUR);
    activities.push({ kind: 'drive', start: at, end: (at += leg) });
  }
  return activities;
}
