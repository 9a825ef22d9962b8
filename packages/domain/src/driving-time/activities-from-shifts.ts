import { addDays } from '../payroll/calendar-dates';
import { localMidnight } from '../platform/time-zones';
import type { ActivityKind } from './driving-time.schemas';
import type { Activity } from './timeline';

const DRIVING_WORK_TYPES = new Set([1, 19]);
const BREAK_WORK_TYPES = new Set([5, 6]);

/** The driving-time activity of a shift event's work type (issue 13): 1, 19 drive; 5, 6 break; others work. */
export function activityKindOf(workType: number): ActivityKind {
  return DRIVING_WORK_TYPES.has(workType) ? 'drive' : BREAK_WORK_TYPES.has(workType) ? 'break' : 'work';
}

/**
 * A driver's shifts and absences as activities (UTC ms): each event by its work type, a running
 * event (no end) until `now`, events not yet begun left out; an absence (local dates, both days
 * whole, in `timeZone`) is rest. Time outside shifts needs no activity: gaps are rest.
 *
 * @computation
 */
export function activitiesFromShifts(
  shifts: readonly { events: readonly { workType: number; start: number; end: number | null }[] }[],
  absences: readonly { startDate: string; endDate: string }[],
  now: number,
  timeZone = 'Europe/Helsinki',
): Activity[] {
  const activities: Activity[] = [];
  for (const shift of shifts) {
    for (const event of shift.events) {
      const end = event.end ?? Math.max(now, event.start);
      if (end > event.start) activities.push({ kind: activityKindOf(event.workType), start: event.start, end });
    }
  }
  for (const absence of absences) {
    const start = localMidnight(absence.startDate, timeZone);
    const end = localMidnight(addDays(absence.endDate, 1), timeZone);
    if (end > start) activities.push({ kind: 'rest', start, end });
  }
  return activities;
}
