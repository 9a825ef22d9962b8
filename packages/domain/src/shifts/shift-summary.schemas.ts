import { z } from 'zod';
import { BONUS_TYPES } from '../calculations/enumerations';
import { filteredDriversQuerySchema, pageSchema } from './timesheet.schemas';

/**
 * GET /api/shift-summary and /api/shift-summary.csv (issue 10): per driver and period, the
 * shift summary export columns of spec section 3. The filters are the timesheet's top bar
 * (period, department, base, group, driver, search) and the JSON list pages like it.
 */
export const shiftSummaryQuerySchema = filteredDriversQuerySchema;
export type ShiftSummaryQuery = z.infer<typeof shiftSummaryQuerySchema>;

/** Spec section 3: "instances of waiting, queueing, paid break, break, driving, loading, unloading, refueling and maintenance". */
export const SUMMARY_INSTANCE_TYPES = {
  wait: [4],
  queue: [10],
  paidBreak: [6],
  break: [5],
  drive: [1, 19],
  load: [2],
  unload: [3],
  refuel: [7],
  maintenance: [8],
} as const satisfies Record<string, readonly number[]>;
export type SummaryInstanceType = keyof typeof SUMMARY_INSTANCE_TYPES;
export const SUMMARY_INSTANCE_KEYS = Object.keys(SUMMARY_INSTANCE_TYPES) as SummaryInstanceType[];

/** Daily allowance types counted in the summary (0 is "none"). */
export const SUMMARY_ALLOWANCE_TYPES = ['1', '2', '3', '4', '5', '6'] as const;

const count = z.number().int();
const hours = z.number();

export const shiftSummaryRowSchema = z.object({
  driverId: z.uuid(),
  name: z.string(),
  employeeNumber: z.string(),
  driverGroupId: z.uuid().nullable(),
  /** Approved shifts of the period (the ones counted). */
  shiftCount: count,
  /** Paid hours of the approved shifts. Every hour figure is rounded once, to 2 decimals. */
  hours,
  eveningHours: hours,
  nightHours: hours,
  sundayHours: hours,
  overtime50Hours: hours,
  overtime100Hours: hours,
  guaranteedTopUpHours: hours,
  /** The group's standard hours less weekday holidays and absences; null without a group. */
  standardHours: hours.nullable(),
  /**
   * Per absence type in the period: the working days (Monday–Friday, not public holidays) of
   * whole-day absences, the hours of hour-based ones on those days, and the calendar days of both.
   */
  absences: z.array(z.object({ workType: z.number().int(), days: count, hours, calendarDays: count })),
  /** Count of shifts per daily allowance type 1–6. */
  allowances: z.object(
    Object.fromEntries(SUMMARY_ALLOWANCE_TYPES.map((type) => [type, count])) as Record<
      (typeof SUMMARY_ALLOWANCE_TYPES)[number],
      typeof count
    >,
  ),
  /** Per bonus type: its hours, or the shift's paid hours for a bonus without hours. */
  bonusHours: z.object(
    Object.fromEntries(BONUS_TYPES.map((type) => [type, hours])) as Record<(typeof BONUS_TYPES)[number], typeof hours>,
  ),
  /** Counts of events per kind (drive = types 1 and 19). */
  instances: z.object(
    Object.fromEntries(SUMMARY_INSTANCE_KEYS.map((key) => [key, count])) as Record<SummaryInstanceType, typeof count>,
  ),
  /** Items of the period left out because they are not approved (spec section 4). */
  notApproved: z.object({ shifts: count, absences: count }),
});
export type ShiftSummaryRow = z.infer<typeof shiftSummaryRowSchema>;

export const shiftSummaryPageSchema = pageSchema(shiftSummaryRowSchema);
export type ShiftSummaryPage = z.infer<typeof shiftSummaryPageSchema>;
