import { z } from 'zod';
import { BONUS_TYPES } from '../calculations/enumerations';
import { uuidField } from '../platform/fields';

/** GET /api/payroll/summary?payPeriodId=… (issue 12's contract: keep the shape). */
export const payrollSummaryQuerySchema = z.object({ payPeriodId: uuidField });
export type PayrollSummaryQuery = z.infer<typeof payrollSummaryQuerySchema>;

const hours = z.number();
const count = z.number().int();
const money = z.number();

/**
 * One driver's payroll row for a pay period: only approved shifts and absences count. Every hour
 * figure is rounded once, to 2 decimals, half up; money is computed from the unrounded hours and
 * rounded once, to cents. The record keys are type numbers as strings (JSON has no number keys).
 */
export const payrollSummaryRowSchema = z.object({
  driverId: z.uuid(),
  employeeNumber: z.string(),
  name: z.string(),
  paidHours: hours,
  eveningHours: hours,
  nightHours: hours,
  sundayHours: hours,
  overtime50Hours: hours,
  overtime100Hours: hours,
  guaranteedTopUpHours: hours,
  /** Shifts per daily allowance type 1–6. */
  allowances: z.record(z.string(), count),
  bonusHours: z.object(
    Object.fromEntries(BONUS_TYPES.map((type) => [type, hours])) as Record<(typeof BONUS_TYPES)[number], typeof hours>,
  ),
  /**
   * Per absence type (11–18, 20–28), on the organisation's working days (Monday–Friday, not
   * public holidays), the days that lower the standard hours: `hours` is 8 h a working day of
   * whole-day absences plus the hours of hour-based ones, `days` is those hours ÷ 8 (to 0.01: a
   * 4-hour training is 0.5), and `calendarDays` every day the absences cover.
   */
  absences: z.record(z.string(), z.object({ days: hours, hours, calendarDays: count })),
  /** Events per work type of the approved shifts. */
  eventCounts: z.record(z.string(), count),
  wages: money,
  allowanceAmount: money,
  employerCost: money,
});
export type PayrollSummaryRow = z.infer<typeof payrollSummaryRowSchema>;

export const payrollSummarySchema = z.object({
  rows: z.array(payrollSummaryRowSchema),
  /** Shifts and absences of the period that are not approved (left out of the rows). */
  unapprovedCount: count,
});
export type PayrollSummary = z.infer<typeof payrollSummarySchema>;
