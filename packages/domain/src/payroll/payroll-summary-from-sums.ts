import type { SummaryGroup } from '../shifts/shift-summary';
import { absenceTotals } from '../shifts/summary-totals';
import { finnishHolidayCalendar, type HolidayCalendar } from './finnish-holidays';
import { periodHours, periodReductionHours, type PeriodAbsence } from './overtime';
import { payrollRowFromTotals, type PayrollSummaryInput } from './payroll-summary';
import type { PayrollSummaryRow } from './payroll-summary.schemas';
import type { DriverShiftSums } from './shift-pay-parts';

export interface PayrollSumsInput extends Pick<PayrollSummaryInput, 'driver' | 'grossWagePerHour' | 'wages' | 'allowanceAmounts'> {
  /** Null for a driver without a group: no standard hours, so no overtime. */
  group: Pick<SummaryGroup, 'standardWorkingHours' | 'guaranteedHours'> | null;
  /** The period, local dates inclusive. */
  from: string;
  to: string;
  /** The driver's approved shifts of the period, summed (addShiftToSums, or the same sums in SQL). */
  sums: DriverShiftSums;
  /** The driver's approved absences touching the period. */
  approvedAbsences: readonly (PeriodAbsence & { workType: number })[];
  calendar?: HolidayCalendar;
}

const holidayReductions = new WeakMap<HolidayCalendar, Map<string, number>>();

/** periodReductionHours, remembered for drivers without absences: 500 drivers share one period's holidays. */
function reductionHours(from: string, to: string, absences: readonly PeriodAbsence[], calendar: HolidayCalendar): number {
  if (absences.length > 0) return periodReductionHours(from, to, absences, calendar);
  let known = holidayReductions.get(calendar);
  if (!known) holidayReductions.set(calendar, (known = new Map()));
  const key = `${from} ${to}`;
  let hours = known.get(key);
  if (hours === undefined) {
    if (known.size >= 1_000) known.clear();
    known.set(key, (hours = periodReductionHours(from, to, [], calendar)));
  }
  return hours;
}

/**
 * One driver's payroll row from the period's shift sums rather than every shift's events: the
 * same row payrollSummaryRow gives for those shifts (overtime and the guaranteed top-up per
 * period against the group's hours lowered by holidays and absences), or null when nothing is
 * approved. A caller that keeps each shift's parts reads a period without its events.
 */
export function payrollSummaryRowFromSums(input: PayrollSumsInput): PayrollSummaryRow | null {
  const { sums, from, to } = input;
  const period = input.group
    ? periodHours({
        paidHours: sums.paidMs / 3_600_000,
        standardHours: input.group.standardWorkingHours,
        guaranteedHours: input.group.guaranteedHours,
        reductionHours: reductionHours(from, to, input.approvedAbsences, input.calendar ?? finnishHolidayCalendar),
      })
    : null;
  return payrollRowFromTotals({ ...sums, absences: absenceTotals(input.approvedAbsences, from, to), period }, input);
}
