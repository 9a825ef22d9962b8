import { createHash } from 'node:crypto';
import type { AbsenceRow, ShiftRow, ShiftVehicleRow } from '../timesheet/records';
import type { UpcomingPlanRow } from './driver-planned-shifts';
import type { RouteChoiceRow } from './driver-routes';
import type { TransportCursorRow } from './sync-transport';

/**
 * Raised when the sync's answer changes shape while the rows stay the same (a new field of a
 * shift, say): every phone's cursor then differs and each gets the new shape once.
 */
const CURSOR_FORMAT = 5;
/** 22 base64url characters: 132 bits of sha-256, far beyond any chance collision. */
const CURSOR_LENGTH = 22;

/**
 * Names what a driver's sync answers (issue 28): equal cursors mean equal shift, absence, route
 * and planned-shift lists, so a phone holding the answer of a cursor needs none again. Made from
 * the rows as read, whole: every column a shift or absence shows is in them, or moves with them:
 * - `version` and `updated_at` grow with every change of the shift (content, approval, the
 *   driver), and its vehicles are written only together with such a change;
 * - `events_revision` grows with every statement that touches the shift's events, whoever
 *   writes them (migration 0013's triggers);
 * - `driver_name` follows a renamed driver and the organisation's name order;
 * - the window (`fromDate`, and shifts leaving it as days pass) is in the rows read;
 * - the routes the driver may choose (none without the group's `createOrSelectRoutes`): their
 *   rows as read, whose `version` grows with every change of a route; their runs today follow
 *   from them, the date (in `fromDate`) and the `calendar` (the organisation's zone and
 *   holidays). Format 2 added them.
 * - the driver's upcoming planned shifts (issue 24): only published plans are read, so a draft
 *   never moves the cursor, and publishing one, or taking it back to a draft, changes the rows.
 *   Their `version` and `updated_at` grow with every change of a plan (times, route, vehicles);
 *   the route's name and code and the vehicles' register numbers are read with them; a plan
 *   leaves the rows when it ends, when it is carried out by a recorded shift (the phone's own
 *   start, at the same sync) or removed, and enters them when it comes within `plannedDays`.
 *   Format 3 added them: a phone holding a format-2 answer has no plans and gets them at once.
 * - the shifts' vehicles with their register numbers and names, so a vehicle the office renames
 *   reaches the phone's shifts at the next sync. Format 4 added them.
 * - the driver's transport tasks (issue 26): open ones and those delivered in the window, each
 *   row's `version` and `updated_at` growing with every change of the task (the office's edit,
 *   assignment or cancellation, and each stop event the phone sends), with its vehicle's register
 *   number; a task leaves the rows when it is reassigned, cancelled, or delivered out of the
 *   window. Format 5 added them: a phone holding a format-4 answer has no tasks and gets them at once.
 * The driver is in it too, so another driver's cursor never matches, even for empty lists.
 */
export function syncCursorOf(answer: {
  driverId: string;
  fromDate: string;
  shifts: readonly ShiftRow[];
  shiftVehicles: readonly ShiftVehicleRow[];
  absences: readonly AbsenceRow[];
  routes: readonly RouteChoiceRow[];
  plannedShifts: readonly UpcomingPlanRow[];
  transportTasks: readonly TransportCursorRow[];
  /** What places the routes' runs: the organisation's time zone and its holiday calendar. */
  calendar: string;
}): string {
  // JSON of the rows as read: the same query gives the same columns in the same order, and
  // dates become ISO strings.
  const text = JSON.stringify([
    CURSOR_FORMAT,
    answer.driverId,
    answer.fromDate,
    answer.shifts,
    answer.shiftVehicles,
    answer.absences,
    answer.routes,
    answer.plannedShifts,
    answer.transportTasks,
    answer.calendar,
  ]);
  return createHash('sha256').update(text).digest('base64url').slice(0, CURSOR_LENGTH);
}
