import { DRIVING_PERIOD } from '../driving-time/breaks';
import { MINUTE, type Activity } from '../driving-time/timeline';

/** The minimum break after each 4 h 30 of driving (Art 7), inserted into planned driving. */
export const PLANNED_BREAK = 45 * MINUTE;

/**
 * What a plan means for driving time (decision 0028): driving from its start for its route's
 * estimated driving time (`drivingMinutes`; null, a plan without a route, drives its whole
 * length), with a 45-minute break after each 4 h 30 of driving (the break's time not counted as
 * driving), all cut off at the plan's end; the rest of the plan after the driving is work (the
 * driver is on duty: loading, waiting at the customer). UTC ms; activities in time order.
 * A 10 h plan with a 6 h route: drive 4:30, break 0:45, drive 1:30, work 3:15.
 */
export function planDriving(start: number, end: number, drivingMinutes: number | null): Activity[] {
  const activities: Activity[] = [];
  let left = drivingMinutes === null ? Infinity : Math.max(0, drivingMinutes) * MINUTE;
  let at = start;
  while (left > 0 && at < end) {
    const leg = Math.min(left, DRIVING_PERIOD, end - at);
    activities.push({ kind: 'drive', start: at, end: at + leg });
    at += leg;
    left -= leg;
    if (left > 0 && at < end) {
      const breakEnd = Math.min(at + PLANNED_BREAK, end);
      activities.push({ kind: 'break', start: at, end: breakEnd });
      at = breakEnd;
    }
  }
  if (at < end) activities.push({ kind: 'work', start: at, end });
  return activities;
}
