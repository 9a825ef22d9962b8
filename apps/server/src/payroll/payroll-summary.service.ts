import { payrollSummaryRow, type PayrollSummary, type PayrollSummaryQuery } from '@rahti/domain';
import type { AppContext } from '../app-context';
import { withTenant } from '../db/tenant';
import { notFound } from '../http/api-error';
import type { AuthContext } from '../http/access';
import { payPeriodsRepository } from '../pay-periods/pay-periods.repository';
import { organisationTimeZone } from '../timesheet/history';
import { periodBounds } from '../timesheet/records';
import { supervisionScope } from '../timesheet/supervision';
import { forEachPayrollBatch, payrollRates } from './payroll-data';

/**
 * The payroll summary of one pay period (issue 12): a row per driver with an approved item, and
 * how many of the period's items are not approved yet. A supervisor sees their drivers only.
 */
export function createPayrollSummaryService(context: AppContext) {
  const { db } = context.database;
  return {
    summary(auth: AuthContext, query: PayrollSummaryQuery): Promise<PayrollSummary> {
      return withTenant(db, auth.organisationId, async (tx) => {
        const payPeriod = await payPeriodsRepository.find(tx, auth.organisationId, query.payPeriodId);
        if (!payPeriod) throw notFound();
        const timeZone = await organisationTimeZone(tx, auth.organisationId);
        const scope = await supervisionScope(tx, auth);
        const { wages, allowanceAmounts } = await payrollRates(tx, auth.organisationId);
        const period = { from: payPeriod.start_date, to: payPeriod.end_date, ...periodBounds(payPeriod.start_date, payPeriod.end_date, timeZone) };
        const now = Date.now();
        const summary: PayrollSummary = { rows: [], unapprovedCount: 0 };
        await forEachPayrollBatch(tx, auth.organisationId, scope, period, (batch) => {
          for (const data of batch) {
            const { row, unapprovedCount } = payrollSummaryRow({
              driver: { id: data.driver.id, name: data.name, employeeNumber: data.driver.employee_number, driverGroupId: data.driver.driver_group_id },
              group: data.group,
              from: period.from,
              to: period.to,
              timeZone,
              shifts: data.shifts,
              absences: data.absences,
              now,
              grossWagePerHour: data.driver.gross_wage_per_hour === null ? null : Number(data.driver.gross_wage_per_hour),
              wages,
              allowanceAmounts,
            });
            if (row) summary.rows.push(row);
            summary.unapprovedCount += unapprovedCount;
          }
        });
        return summary;
      });
    },
  };
}
