import { emptyShiftSums, payrollSummaryRowFromSums, type PayrollSummary, type PayrollSummaryQuery, type PeriodAbsence } from '@rahti/domain';
import type { AppContext } from '../app-context';
import { withTenant } from '../db/tenant';
import { notFound } from '../http/api-error';
import type { AuthContext } from '../http/access';
import { payPeriodsRepository } from '../pay-periods/pay-periods.repository';
import { shiftSummaryRepository } from '../shift-summary/shift-summary.repository';
import { organisationTimeZone } from '../timesheet/history';
import { periodBounds } from '../timesheet/records';
import { supervisionScope } from '../timesheet/supervision';
import { payrollRates } from './payroll-data';
import { driverPeriodSums } from './payroll-sums';
import { payrollRepository } from './payroll.repository';

/**
 * The payroll summary of one pay period (issue 12): a row per driver with an approved item, and
 * how many of the period's items are not approved yet. A supervisor sees their drivers only.
 * The shifts are summed in the database from their kept pay parts (the missing and stale ones
 * computed first), so a request reads no events once the parts are kept.
 */
export function createPayrollSummaryService(context: AppContext) {
  const { db } = context.database;
  return {
    summary(auth: AuthContext, query: PayrollSummaryQuery): Promise<PayrollSummary> {
      return withTenant(db, auth.organisationId, async (tx) => {
        const organisationId = auth.organisationId;
        const payPeriod = await payPeriodsRepository.find(tx, organisationId, query.payPeriodId);
        if (!payPeriod) throw notFound();
        const timeZone = await organisationTimeZone(tx, organisationId);
        const scope = await supervisionScope(tx, auth);
        const { wages, allowanceAmounts } = await payrollRates(tx, organisationId);
        const period = { from: payPeriod.start_date, to: payPeriod.end_date, ...periodBounds(payPeriod.start_date, payPeriod.end_date, timeZone) };
        const partsScope = { organisationId, scope, period, timeZone, now: Date.now() };

        const sums = await driverPeriodSums(tx, partsScope);
        const absences = await payrollRepository.periodAbsences(tx, organisationId, scope, period);
        // Everyone with a shift (approved or not) or an absence of the period that the caller sees.
        const drivers = await payrollRepository.driversByIds(tx, organisationId, [...new Set([...sums.keys(), ...absences.map((absence) => absence.driver_id)])]);
        const groupIds = [...new Set(drivers.flatMap((driver) => (driver.driver_group_id ? [driver.driver_group_id] : [])))];
        const groups = new Map((await shiftSummaryRepository.groups(tx, organisationId, groupIds)).map((group) => [group.id, group]));

        const summary: PayrollSummary = { rows: [], unapprovedCount: 0 };
        const approvedAbsences = new Map<string, (PeriodAbsence & { workType: number })[]>();
        for (const absence of absences) {
          if (absence.approval !== 'approved') summary.unapprovedCount += 1;
          else approvedAbsences.set(absence.driver_id, [...(approvedAbsences.get(absence.driver_id) ?? []), { workType: absence.work_type, startDate: absence.start_date, endDate: absence.end_date, hours: absence.hours }]);
        }
        for (const driver of drivers) {
          const driverSums = sums.get(driver.id);
          summary.unapprovedCount += driverSums?.unapprovedShifts ?? 0;
          const group = driver.driver_group_id ? groups.get(driver.driver_group_id) : undefined;
          const row = payrollSummaryRowFromSums({
            driver: { id: driver.id, name: `${driver.last_name} ${driver.first_name}`, employeeNumber: driver.employee_number, driverGroupId: driver.driver_group_id },
            group: group ? { standardWorkingHours: Number(group.standard_working_hours), guaranteedHours: Number(group.guaranteed_hours) } : null,
            from: period.from,
            to: period.to,
            sums: driverSums?.sums ?? emptyShiftSums(),
            approvedAbsences: approvedAbsences.get(driver.id) ?? [],
            grossWagePerHour: driver.gross_wage_per_hour === null ? null : Number(driver.gross_wage_per_hour),
            wages,
            allowanceAmounts,
          });
          if (row) summary.rows.push(row);
        }
        return summary;
      });
    },
  };
}
