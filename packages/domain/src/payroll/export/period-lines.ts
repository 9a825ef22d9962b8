import type { HolidayCalendar } from '../finnish-holidays';
import { periodHours, periodReductionHours } from '../overtime';
import { roundedHours } from '../periods';
import type { LineFields } from './make-line';
import type { PayrollLineKind } from './payroll-export.schemas';
import type { PayrollDriverInput, PayrollLine } from './payroll-line';
import type { DriverShiftDays } from './shift-days';

export interface PayPeriodDates {
  from: string;
  to: string;
}

/**
 * Overtime 50 %, overtime 100 % and the guaranteed top-up of one driver for each pay period
 * (interpretation.md, "Payroll rules": they are counted per pay period, never per day): the
 * approved shifts starting in the period (a shift belongs whole to its start date), against
 * its standard and guaranteed hours lowered by weekday holidays and approved absences. One
 * line per non-zero figure, dated the period's last day, with the same arithmetic and
 * rounding as the summary. A driver without a group gets none.
 */
export function periodLines(
  input: PayrollDriverInput,
  periods: readonly PayPeriodDates[],
  context: { calendar: HolidayCalendar; shiftDays: DriverShiftDays },
  make: (fields: LineFields) => PayrollLine,
): PayrollLine[] {
  const group = input.group;
  if (!group) return [];
  const approvedAbsences = input.absences.filter((absence) => absence.approval === 'approved');
  const lines: PayrollLine[] = [];
  for (const period of periods) {
    // Added up in the order given, as the summary does, so the rounding agrees to the hundredth.
    let paidMs = 0;
    for (const shift of context.shiftDays.paidShifts) if (shift.date >= period.from && shift.date <= period.to) paidMs += shift.paidMs;
    const hours = periodHours({
      paidHours: paidMs / 3_600_000,
      standardHours: group.standardWorkingHours,
      guaranteedHours: group.guaranteedHours,
      reductionHours: periodReductionHours(period.from, period.to, approvedAbsences, context.calendar),
    });
    const vehicleCode = context.shiftDays.days.find((day) => day.date === period.to)?.vehicleCode ?? '';
    const figures: [PayrollLineKind, number][] = [
      ['overtime50', hours.overtime50Hours],
      ['overtime100', hours.overtime100Hours],
      ['guaranteedTopUp', hours.guaranteedTopUpHours],
    ];
    for (const [kind, value] of figures) {
      const quantity = roundedHours(value * 3_600_000);
      if (quantity !== 0) lines.push(make({ category: 'shifts', kind, workType: null, date: period.to, endDate: period.to, quantity, unit: 'hours', vehicleCode }));
    }
  }
  return lines;
}
