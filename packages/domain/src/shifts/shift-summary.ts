import { BONUS_TYPES } from '../calculations/enumerations';
import { roundedHours } from '../payroll/periods';
import type { ShiftSummaryRow } from './shift-summary.schemas';
import { summaryTotals, type ShiftSummaryInput } from './summary-totals';

/**
 * One driver's row of the shift summary (spec section 3's export columns); each hour figure rounded once at the end.
 *
 * @computation
 */
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
    absences: [...totals.absences.entries()]
      .sort(([a], [b]) => a - b)
      .map(([workType, entry]) => ({
        workType,
        days: entry.days,
        hours: hoursOf(entry.hours),
        calendarDays: entry.calendarDays,
      })),
    allowances: totals.allowances,
    bonusHours: Object.fromEntries(
      BONUS_TYPES.map((type) => [type, roundedHours(totals.bonusMs[type])]),
    ) as ShiftSummaryRow['bonusHours'],
    instances: totals.instances,
    notApproved: totals.notApproved,
  };
}
