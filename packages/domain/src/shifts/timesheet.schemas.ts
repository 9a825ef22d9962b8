import { z } from 'zod';
import { uuidField } from '../platform/fields';
import { periodCheck } from './period-check';
import { absenceSchema } from './absence.schemas';
import { APPROVAL_STATES, localDateField, shiftSchema } from './shift.schemas';

/**
 * The timesheet's read shapes (issue 10). A period is a range of local dates `from`–`to`
 * (inclusive) in the organisation's time zone; a shift belongs to the date its first event
 * starts on, an absence to every date it covers.
 */

export const PAGE_LIMITS = { default: 100, max: 500 } as const;
/** At most a year per request: a pay period is two weeks or a month. */
export const PERIOD_DAYS_MAX = 366;

const optionalUuid = uuidField.optional();

/** `to` not before `from`, and at most PERIOD_DAYS_MAX days. */
const checkPeriod = periodCheck(PERIOD_DAYS_MAX);

export const periodQuerySchema = z.object({ from: localDateField, to: localDateField }).superRefine(checkPeriod);

/** Who is in the list: the filters of the timesheet's top bar. */
const driverFilters = {
  departmentId: optionalUuid,
  baseId: optionalUuid,
  driverGroupId: optionalUuid,
  driverId: optionalUuid,
  /** Part of a driver's name or employee number. */
  search: z.string().trim().max(100, 'validation:tooLong').optional(),
};

const paging = {
  /** Opaque; the previous page's `nextCursor`. */
  cursor: z.string().max(200).optional(),
  limit: z.coerce
    .number()
    .int('validation:integer')
    .min(1, 'validation:invalid')
    .max(PAGE_LIMITS.max, 'validation:invalid')
    .default(PAGE_LIMITS.default),
};

export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });

const driversInPeriod = { from: localDateField, to: localDateField, ...driverFilters, ...paging };
/** GET /api/shift-summary: the drivers of the top bar's filters, a page at a time. */
export const filteredDriversQuerySchema = z.object(driversInPeriod).superRefine(checkPeriod);
/**
 * GET /api/timesheet/drivers: one row per driver for the period (the clerk's overview).
 * `notApproved=true` keeps the drivers with a shift or absence of the period not yet approved
 * (the payroll summary's link to what holds a period back).
 */
export const timesheetDriversQuerySchema = z
  .object({
    ...driversInPeriod,
    notApproved: z
      .enum(['true', 'false'], { error: 'validation:invalid' })
      .optional()
      .transform((value) => value === 'true'),
  })
  .superRefine(checkPeriod);
export const timesheetDriverRowSchema = z.object({
  driverId: z.uuid(),
  name: z.string(),
  employeeNumber: z.string(),
  driverGroupId: z.uuid().nullable(),
  shiftCount: z.number().int(),
  /** Minutes of every event (breaks included) of the period's shifts; running events up to now. */
  eventMinutes: z.number().int(),
  ongoingCount: z.number().int(),
  unapprovedCount: z.number().int(),
  checkedCount: z.number().int(),
  approvedCount: z.number().int(),
  driverEditCount: z.number().int(),
  absenceCount: z.number().int(),
});
export type TimesheetDriverRow = z.infer<typeof timesheetDriverRowSchema>;
export const timesheetDriversPageSchema = pageSchema(timesheetDriverRowSchema);

/** GET /api/timesheet/drivers/:driverId?from&to: everything of one driver's period. */
export const driverPeriodSchema = z.object({
  driver: z.object({ id: z.uuid(), name: z.string(), employeeNumber: z.string(), driverGroupId: z.uuid().nullable() }),
  timeZone: z.string(),
  from: z.string(),
  to: z.string(),
  shifts: z.array(shiftSchema),
  absences: z.array(absenceSchema),
});
export type DriverPeriod = z.infer<typeof driverPeriodSchema>;

/** Both ends or neither; with both, checkPeriod's rules. */
function checkOptionalPeriod(period: { from?: string; to?: string }, ctx: z.RefinementCtx): void {
  if (period.from !== undefined && period.to !== undefined) checkPeriod({ from: period.from, to: period.to }, ctx);
  else if (period.from !== undefined || period.to !== undefined)
    ctx.addIssue({ code: 'custom', message: 'validation:required', path: [period.from === undefined ? 'from' : 'to'] });
}

/**
 * GET /api/shifts (and the spec's GET Organisation/Shifts/): shifts of a period, paged. Without
 * `from` and `to` the period is the current pay period (the one holding today in the
 * organisation's time zone), or the current month when no pay period holds today.
 */
export const shiftsQuerySchema = z
  .object({
    from: localDateField.optional(),
    to: localDateField.optional(),
    ...driverFilters,
    approval: z.enum(APPROVAL_STATES).optional(),
    ...paging,
  })
  .superRefine(checkOptionalPeriod);
export const shiftsPageSchema = pageSchema(shiftSchema);

/** GET /api/absences */
export const absencesQuerySchema = z
  .object({
    from: localDateField,
    to: localDateField,
    ...driverFilters,
    approval: z.enum(APPROVAL_STATES).optional(),
    ...paging,
  })
  .superRefine(checkPeriod);
export const absencesPageSchema = pageSchema(absenceSchema);

/**
 * POST /api/timesheet/approve: approves every shift and absence of one driver in a range of
 * local dates (a week in the web) in one action. Items with a pending driver edit and ongoing
 * shifts are left as they are and named in `skipped`.
 */
export const approveRangeSchema = z
  .object({ driverId: uuidField, from: localDateField, to: localDateField })
  .superRefine(checkPeriod);
export const approveRangeResultSchema = z.object({
  approvedShifts: z.number().int(),
  approvedAbsences: z.number().int(),
  skipped: z.array(
    z.object({
      itemType: z.enum(['shift', 'absence']),
      id: z.uuid(),
      reason: z.enum(['driverEditPending', 'ongoing']),
    }),
  ),
});

/** GET /api/events: every event across drivers (the beta `/events` page); `.csv` for the file. */
export const eventsQuerySchema = z
  .object({
    from: localDateField,
    to: localDateField,
    ...driverFilters,
    workType: z.coerce.number().int().min(1).max(28).optional(),
    vehicleId: optionalUuid,
    approval: z.enum(APPROVAL_STATES).optional(),
    ...paging,
  })
  .superRefine(checkPeriod);
export const eventRowSchema = z.object({
  id: z.uuid(),
  shiftId: z.uuid(),
  driverId: z.uuid(),
  driverName: z.string(),
  employeeNumber: z.string(),
  workType: z.number(),
  start: z.string(),
  end: z.string().nullable(),
  /** Up to now for a running event; whole minutes, rounded once (platform/durations). */
  minutes: z.number().int(),
  /** The exact length in seconds, for "45 s" under a minute. */
  durationSeconds: z.number().min(0).optional(),
  registerNumbers: z.array(z.string()),
  /** The driver's answer to their driver group's question for the work type. */
  answer: z.string().nullable(),
  /** That question and its unit ("Pallets loaded?", "pcs"), as the group asks it now; null when it asks none. */
  question: z.object({ text: z.string(), unit: z.string() }).nullable().optional(),
  approval: z.enum(APPROVAL_STATES),
});
export type EventRow = z.infer<typeof eventRowSchema>;
export const eventsPageSchema = pageSchema(eventRowSchema);

/** GET /api/shifts/:id/history and /api/absences/:id/history: who changed what, newest first. */
export const HISTORY_ACTIONS = [
  'create',
  'update',
  'driverEdit',
  'split',
  'merge',
  'end',
  'check',
  'uncheck',
  'approve',
  'removeApproval',
  'acceptDriverEdit',
  'rejectDriverEdit',
  'delete',
] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];
export const historyEntrySchema = z.object({
  id: z.uuid(),
  at: z.string(),
  /** Null when the person was removed since; `byName` keeps their name as it was. */
  byUserId: z.uuid().nullable(),
  byName: z.string(),
  action: z.enum(HISTORY_ACTIONS),
  /** The item as it was before and after (null for a creation or a removal). */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/**
 * Supervisors (spec section 6): a User made the supervisor of drivers or of planned shifts sees
 * only the shifts assigned to them. GET /api/supervisors, PUT /api/supervisors/:userId.
 */
export const supervisorInputSchema = z.object({
  driverIds: z.array(uuidField).max(5000, 'validation:tooLong').default([]),
  plannedShiftIds: z.array(uuidField).max(5000, 'validation:tooLong').default([]),
});
export const supervisorSchema = z.object({
  userId: z.uuid(),
  driverIds: z.array(z.uuid()),
  plannedShiftIds: z.array(z.uuid()),
});
export type Supervisor = z.infer<typeof supervisorSchema>;
