import {
  emptyShiftSums,
  formatDriverName,
  groupBy,
  payrollSummaryRowFromSums,
  type AllowanceDefaults,
  type PayrollSummary,
  type WageDefaults,
} from '@rahti/domain';
import { organisationDriverNameOrder } from '../db/driver-names';
import type { Tx } from '../db/tenant';
import { shiftSummaryRepository } from '../shift-summary/shift-summary.repository';
import type { PayPartsScope } from './pay-parts-sql';
import { driverPeriodSums } from './payroll-sums';
import { payrollRepository } from './payroll.repository';

export interface PeriodSummaryContext extends PayPartsScope {
  rates: { wages: WageDefaults; allowanceAmounts: AllowanceDefaults };
}

/**
 * The payroll summary of a range of local dates (a pay period, or an export's range): a row per
 * driver the caller sees with an approved shift or absence in it, and how many of its items are
 * not approved. The one computation behind GET /api/payroll/summary and every payroll export
 * (interpretation.md, "Payroll rules"). The shifts are summed in the database from their kept
 * pay parts (the missing and stale ones computed first), so no event is read once they are kept.
 */
export async function periodSummary(tx: Tx, context: PeriodSummaryContext): Promise<PayrollSummary> {
  const { organisationId, scope, period } = context;
  const sums = await driverPeriodSums(tx, context);
  const absences = await payrollRepository.periodAbsences(tx, organisationId, scope, period);
  // Everyone with a shift (approved or not) or an absence of the period that the caller sees.
  const drivers = await payrollRepository.driversByIds(tx, organisationId, [
    ...new Set([...sums.keys(), ...absences.map((absence) => absence.driver_id)]),
  ]);
  const groupIds = [...new Set(drivers.flatMap((driver) => (driver.driver_group_id ? [driver.driver_group_id] : [])))];
  const groups = new Map(
    (await shiftSummaryRepository.groups(tx, organisationId, groupIds)).map((group) => [group.id, group]),
  );
  // Rows stay sorted by last name; the name is written in the organisation's order (payroll files keep their own).
  const nameOrder = await organisationDriverNameOrder(tx, organisationId);

  const summary: PayrollSummary = { rows: [], unapprovedCount: 0 };
  summary.unapprovedCount += absences.filter((absence) => absence.approval !== 'approved').length;
  const approvedAbsences = groupBy(
    absences.filter((absence) => absence.approval === 'approved'),
    (absence) => absence.driver_id,
  );
  for (const driver of drivers) {
    const driverSums = sums.get(driver.id);
    summary.unapprovedCount += driverSums?.unapprovedShifts ?? 0;
    const group = driver.driver_group_id ? groups.get(driver.driver_group_id) : undefined;
    const row = payrollSummaryRowFromSums({
      driver: {
        id: driver.id,
        name: formatDriverName({ firstName: driver.first_name, lastName: driver.last_name }, nameOrder),
        employeeNumber: driver.employee_number,
        driverGroupId: driver.driver_group_id,
      },
      group: group
        ? {
            standardWorkingHours: Number(group.standard_working_hours),
            guaranteedHours: Number(group.guaranteed_hours),
          }
        : null,
      from: period.from,
      to: period.to,
      sums: driverSums?.sums ?? emptyShiftSums(),
      approvedAbsences: (approvedAbsences.get(driver.id) ?? []).map((absence) => ({
        workType: absence.work_type,
        startDate: absence.start_date,
        endDate: absence.end_date,
        hours: absence.hours,
      })),
      employment: { start: driver.employment_start, end: driver.employment_end },
      grossWagePerHour: driver.gross_wage_per_hour === null ? null : Number(driver.gross_wage_per_hour),
      ...context.rates,
    });
    if (row) summary.rows.push(row);
  }
  return summary;
}
