import type { SummaryGroup } from '../shifts/summary-totals';
import { absenceTotals } from '../shifts/summary-totals';
import { finnishHolidayCalendar, type HolidayCalendar } from './finnish-holidays';
import { periodHours, periodReductionHours, type PeriodAbsence } from './overtime';
import { payrollRowFromTotals, type PayrollSummaryInput } from './payroll-summary';
import type { PayrollSummaryRow } from './payroll-summary.schemas';
import type { DriverShiftSums } from './shift-pay-parts';
import { isEmployedOn, type Employment } from './working-days';

export interface PayrollSumsInput extends Pick<
  PayrollSummaryInput,
  'driver' | 'grossWagePerHour' | 'wages' | 'allowanceAmounts'
> {
  /** Null for a driver without a group: no standard hours, so no overtime. */
  group: Pick<SummaryGroup, 'standardWorkingHours' | 'guaranteedHours'> | null;
  /** The period, local dates inclusive. */
  from: string;
  to: string;
  /** The driver's approved shifts of the period, summed (addShiftToSums, or the same sums in SQL). */
  sums: DriverShiftSums;
  /** The driver's approved absences touching the period. */
  approvedAbsences: readonly (PeriodAbsence & { workType: number })[];
  /** The driver's employment: working days of the period outside it lower the standard and guaranteed hours. None: employed throughout. */
  employment?: Employment | null;
  calendar?: HolidayCalendar;
}

const holidayReductions = new WeakMap<HolidayCalendar, Map<string, number>>();

/** periodReductionHours, remembered for drivers without absences employed all period: 500 drivers share one period's holidays. */
function reductionHours(
  from: string,
  to: string,
  absences: readonly PeriodAbsence[],
  calendar: HolidayCalendar,
  employment: Employment | null | undefined,
): number {
  const isEmployedThroughout = isEmployedOn(from, employment) && isEmployedOn(to, employment);
  if (absences.length > 0 || !isEmployedThroughout)
    return periodReductionHours(from, to, absences, calendar, employment);
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
 * period against the group's hours lowered by holidays, absences and days outside the
 * driver's employment), or null when nothing is approved. A caller that keeps each shift's
 * parts reads a period without its events.
 *
 * @computation
 */
export function payrollSummaryRowFromSums(input: PayrollSumsInput): PayrollSummaryRow | null {
  const { sums, from, to } = input;
  const calendar = input.calendar ?? finnishHolidayCalendar;
  const period = input.group
    ? periodHours({
        paidHours: sums.paidMs / 3_600_000,
        standardHours: input.group.standardWorkingHours,
        guaranteedHours: input.group.guaranteedHours,
        reductionHours: reductionHours(from, to, input.approvedAbsences, calendar, input.employment),
      })
    : null;
  return payrollRowFromTotals(
    { ...sums, absences: absenceTotals(input.approvedAbsences, from, to, calendar), period },
    input,
  );
}
