import { allowanceDefaults, wageDefaults } from '../../../calculations/wage-defaults';
import type { ShiftSummaryInput } from '../../../shifts/summary-totals';
import { payrollSummaryRow } from '../../payroll-summary';
import type { PayrollSummaryRow } from '../../payroll-summary.schemas';
import type { Employment } from '../../working-days';
import type { PayrollDriverInput } from '../payroll-line';
import type { PayPeriodSummary } from '../period-lines';

/**
 * For the export's tests: each pay period with the payroll summary's rows of these drivers
 * (payrollSummaryRow from their events), as the server hands the export the summary's rows.
 */
export function periodSummaries(
  drivers: readonly PayrollDriverInput[],
  periods: readonly { from: string; to: string }[],
  context: { timeZone: string; now: number; employment?: ReadonlyMap<string, Employment> },
): (Omit<PayPeriodSummary, 'rows'> & { rows: PayrollSummaryRow[] })[] {
  return periods.map(({ from, to }) => ({
    from,
    to,
    rows: drivers.flatMap((input): PayrollSummaryRow[] => {
      const { row } = payrollSummaryRow({
        driver: {
          id: input.driver.id,
          name: input.driver.name,
          employeeNumber: input.driver.employeeNumber,
          driverGroupId: input.group ? 'g' : null,
        },
        group: input.group,
        from,
        to,
        timeZone: context.timeZone,
        now: context.now,
        employment: context.employment?.get(input.driver.id) ?? null,
        // The summary reads only these fields; the export's input has the same states as text.
        shifts: input.shifts.map((shift) => ({
          ...shift,
          events: shift.events.map((event, index) => ({
            ...event,
            id: String(index),
            answer: null,
            cutBefore: false,
            cutAfter: false,
          })),
        })) as unknown as ShiftSummaryInput['shifts'],
        absences: input.absences as ShiftSummaryInput['absences'],
        grossWagePerHour: input.driver.grossWagePerHour,
        wages: wageDefaults(),
        allowanceAmounts: allowanceDefaults(),
      });
      return row ? [row] : [];
    }),
  }));
}
