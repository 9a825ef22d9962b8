import { z } from 'zod';
import {
  expandCalendar,
  planningCalendarWireSchema,
  type WirePlan,
  wireAbsenceSchema,
  wireOpenRunSchema,
  wireOpenTaskSchema,
  wireShiftSchema,
} from './planning-calendar-wire';

type Check = (value: unknown) => boolean;

const isNumber: Check = (value) => typeof value === 'number' && Number.isFinite(value);
const isIndex: Check = (value) => Number.isInteger(value) && (value as number) >= 0;
const isString: Check = (value) => typeof value === 'string';
/** A driver or route: its place in the answer's list, or its id when it is not listed. */
const isRef: Check = (value) => isIndex(value) || isString(value);
const nullable =
  (check: Check): Check =>
  (value) =>
    value === null || check(value);
const listOf =
  (check: Check): Check =>
  (value) =>
    Array.isArray(value) && value.every(check);
const oneOf =
  (...allowed: readonly string[]): Check =>
  (value) =>
    allowed.includes(value as string);
/** An object with each of `fields` passing its check (other fields are left as they are). */
function shaped(fields: Record<string, Check>): Check {
  const checks = Object.entries(fields);
  return (value) =>
    typeof value === 'object' &&
    value !== null &&
    checks.every(([field, check]) => check((value as Record<string, unknown>)[field]));
}

/**
 * A long list of the answer, its items checked for their fields and types in one pass: the server
 * has checked the same items against the wire schema before sending them (planning.http.ts).
 */
const quickList = <T>(item: Check, what: string) =>
  z.custom<T[]>(listOf(item), { error: `The calendar's ${what} are not as sent` });

const isWirePlan = shaped({
  id: isString,
  driver: isRef,
  vehicles: listOf(isIndex),
  start: isNumber,
  end: isNumber,
  route: nullable(isRef),
  tasks: listOf(isString),
  status: oneOf('draft', 'published'),
  createdBy: nullable(isIndex),
  version: isNumber,
});

/**
 * GET /api/resource-planning/calendar as the web reads it, then expanded (`expandCalendar`). The
 * server checks every answer against `planningCalendarWireSchema` before it sends it; walking a
 * month's 4 000 plans through zod again took a slow computer a quarter of a second before the
 * page could draw (bench/resource-planning-page.ts). So the long lists (plans, recorded shifts,
 * absences, open runs and tasks) are checked here by their fields' types in one pass, and the
 * short ones (drivers, routes, vehicles, planners) by the schema itself.
 */
export const planningCalendarAnswerSchema = planningCalendarWireSchema
  .extend({
    plans: quickList<WirePlan>(isWirePlan, 'plans'),
    shifts: quickList<z.output<typeof wireShiftSchema>>(
      shaped({
        id: isString,
        driver: isRef,
        vehicles: listOf(isIndex),
        start: isNumber,
        end: nullable(isNumber),
        route: nullable(isRef),
        plannedShiftId: nullable(isString),
      }),
      'recorded shifts',
    ),
    absences: quickList<z.output<typeof wireAbsenceSchema>>(
      shaped({
        id: isString,
        driver: isRef,
        kind: isString,
        startDate: isString,
        endDate: isString,
        approval: oneOf('unapproved', 'checked', 'approved'),
      }),
      'absences',
    ),
    openRuns: quickList<z.output<typeof wireOpenRunSchema>>(
      shaped({ route: isRef, date: isString, start: isNumber, end: isNumber }),
      'open runs',
    ),
    openTasks: quickList<z.output<typeof wireOpenTaskSchema>>(
      shaped({
        id: isString,
        start: isNumber,
        end: isNumber,
        vehicle: isIndex,
        driver: nullable(isRef),
        description: isString,
        customer: nullable(isString),
      }),
      'open tasks',
    ),
  })
  .transform(expandCalendar);
