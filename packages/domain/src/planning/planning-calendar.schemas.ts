import { z } from 'zod';
import { INCOME_BASES } from '../routes/route.schemas';

/**
 * GET /api/resource-planning/calendar (issue 24): what the calendar draws for a period in one
 * answer, kept small (a month of 200 drivers is thousands of blocks): names are given once, in
 * `drivers` and `routes`, and the blocks refer to them by id.
 */
export const calendarDriverSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  employeeNumber: z.string(),
  baseId: z.uuid().nullable(),
  departmentId: z.uuid().nullable(),
  driverGroupId: z.uuid().nullable(),
  /**
   * The group's standard hours a weekday (the season view's yardstick): its hours per pay period
   * over the weekdays of the pay period holding `from` (its calendar month without one); null
   * without a group.
   */
  standardHours: z.number().nullable(),
});

export const calendarPlanSchema = z.object({
  id: z.uuid(),
  driverId: z.uuid(),
  vehicleIds: z.array(z.uuid()),
  start: z.string(),
  end: z.string(),
  routeId: z.uuid().nullable(),
  taskIds: z.array(z.uuid()),
  status: z.enum(['draft', 'published']),
  createdBy: z.uuid().nullable(),
  version: z.number().int(),
});

export const calendarShiftSchema = z.object({
  id: z.uuid(),
  driverId: z.uuid(),
  vehicleIds: z.array(z.uuid()),
  start: z.string(),
  /** Null while the shift runs. */
  end: z.string().nullable(),
  routeId: z.uuid().nullable(),
  plannedShiftId: z.uuid().nullable(),
});

export const calendarAbsenceSchema = z.object({
  id: z.uuid(),
  driverId: z.uuid(),
  kind: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  approval: z.enum(['unapproved', 'checked', 'approved']),
});

/** A route's run in the period, and the plan that covers it (one starting at its start), if any. */
export const calendarRunSchema = z.object({
  routeId: z.uuid(),
  date: z.string(),
  start: z.string(),
  end: z.string(),
  plannedShiftId: z.uuid().nullable(),
});

/** A task of the period no plan names yet and no recorded shift has carried out: one to plan. */
export const calendarTaskSchema = z.object({
  id: z.uuid(),
  start: z.string(),
  end: z.string(),
  vehicleId: z.uuid(),
  /** The driver the task was given, if any. */
  driverId: z.uuid().nullable(),
  /** The task's description, or its pickup and delivery places when it has none. */
  description: z.string(),
  customer: z.string().nullable(),
});

export const calendarRouteSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  code: z.string(),
  requiredLicences: z.array(z.string()),
  drivingMinutes: z.number().int(),
  departmentId: z.uuid().nullable(),
  /** What a run earns: `income` per run, or per hour of the plan (0: no income set). */
  incomeBasis: z.enum(INCOME_BASES),
  income: z.number(),
  /** The base of the route's vehicle: a route has no base of its own (the spec's "route by base" filter). */
  baseId: z.uuid().nullable(),
  /** The vehicle whose calculation prices the route: the one a plan of its runs usually takes. */
  vehicleId: z.uuid().nullable(),
});

export const planningCalendarSchema = z.object({
  from: z.string(),
  to: z.string(),
  zone: z.string(),
  drivers: z.array(calendarDriverSchema),
  routes: z.array(calendarRouteSchema),
  plans: z.array(calendarPlanSchema),
  shifts: z.array(calendarShiftSchema),
  absences: z.array(calendarAbsenceSchema),
  runs: z.array(calendarRunSchema),
  tasks: z.array(calendarTaskSchema),
});
export type PlanningCalendar = z.output<typeof planningCalendarSchema>;
export type CalendarPlan = z.output<typeof calendarPlanSchema>;
export type CalendarRun = z.output<typeof calendarRunSchema>;
export type CalendarTask = z.output<typeof calendarTaskSchema>;
