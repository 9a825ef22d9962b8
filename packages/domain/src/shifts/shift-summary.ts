import { BONUS_TYPES } from '../calculations/enumerations';
import type { PaidBreakType } from '../driver-groups/driver-group-rules';
import type { HolidayCalendar } from '../payroll/finnish-holidays';
import { roundedHours } from '../payroll/periods';
import type { WorkTimeWindows } from '../payroll/time-windows';
import type { Employment } from '../payroll/working-days';
import type { Absence } from './absence.schemas';
import type { Shift } from './shift.schemas';
import type { ShiftSummaryRow } from './shift-summary.schemas';
import { summaryTotals } from './summary-totals';

export interface SummaryGroup {
  standardWorkingHours: number;
  guaranteedHours: number;
  paidBreakType: PaidBreakType;
  paidBreakLimitMinutes: number | null;
}

export interface ShiftSummaryInput {
  driver: { id: string; name: string; employeeNumber: string; driverGroupId: string | null };
  /** Null for a driver without a group: breaks unpaid, no standard hours, so no overtime. */
  group: SummaryGroup | null;
  /** The period, local dates inclusive, in `timeZone`. */
  from: string;
  to: string;
  timeZone: string;
  /** The driver's shifts; those starting outside the period are left out here. */
  shifts: readonly Pick<Shift, 'start' | 'approval' | 'events' | 'bonuses' | 'dailyAllowance'>[];
  absences: readonly Pick<Absence, 'workType' | 'startDate' | 'endDate' | 'hours' | 'approval'>[];
  /** A running event counts up to now. */
  now: number;
  /** The driver's employment: working days of the period outside it lower the standard and guaranteed hours. None: employed throughout. */
  employment?: Employment | null;
  windows?: WorkTimeWindows;
  calendar?: HolidayCalendar;
}

/** One driver's row of the shift summary (spec section 3's export columns); each hour figure rounded once at the end. */
export function shiftSummaryRow(input: ShiftSummaryInput): ShiftSummaryRow {
  const totals = summaryTotals(input);
  const { period } = totals;
  const hoursOf = (value: number) => roundedHours(value * 3_600_000);

  return {
    driverId: input.driver.id,
    name: input.driver.name,
    employeeNumber: input.driver.employeeNumber,
    driverGroupId: input.driver.driverGroupId,
    shiftCount: totals.shiftCount,
    hours: roundedHours(totals.paidMs),
    eveningHours: roundedHours(totals.windowMs.evening),
    nightHours: roundedHours(totals.windowMs.night),
    sundayHours: roundedHours(totals.windowMs.sunday),
    overtime50Hours: period ? hoursOf(period.overtime50Hours) : 0,
    overtime100Hours: period ? hoursOf(period.overtime100Hours) : 0,
    guaranteedTopUpHours: period ? hoursOf(period.guaranteedTopUpHours) : 0,
    standardHours: period ? hoursOf(period.standardHours) : null,
    absences: [...totals.absences.entries()].sort(([a], [b]) => a - b).map(([workType, entry]) => ({ workType, days: entry.days, hours: hoursOf(entry.hours), calendarDays: entry.calendarDays })),
    allowances: totals.allowances,
    bonusHours: Object.fromEntries(BONUS_TYPES.map((type) => [type, roundedHours(totals.bonusMs[type])])) as ShiftSummaryRow['bonusHours'],
    instances: totals.instances,
    notApproved: totals.notApproved,
  };
}
