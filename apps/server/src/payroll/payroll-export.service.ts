import { exportPayroll, payrollLines, PAYROLL_LINES, type PayrollCode, type PayrollExportRequest, type PayrollExportResult, type PayrollLineKind, type PayrollSystem } from '@rahti/domain';
import type { AppContext } from '../app-context';
import { withTenant } from '../db/tenant';
import { ApiError } from '../http/api-error';
import type { AuthContext } from '../http/access';
import { payPeriodsRepository } from '../pay-periods/pay-periods.repository';
import { salaryTypeCodesRepository } from '../salary-type-codes/salary-type-codes.repository';
import { organisationTimeZone } from '../timesheet/history';
import { periodBounds } from '../timesheet/records';
import { supervisionScope } from '../timesheet/supervision';
import { payrollExportSettingsStore } from './payroll-export-settings';
import { payrollExportDrivers } from './payroll-export-data';
import { payrollRates } from './payroll-data';

const isLine = (value: string | null): value is PayrollLineKind => (PAYROLL_LINES as readonly (string | null)[]).includes(value);

/**
 * A payroll export (issue 12): the approved items of a date range as one system's file(s), made
 * from the shifts' kept pay parts; overtime and guaranteed top-up come from the pay periods
 * wholly inside the range. Maestro's problems answer instead of files.
 */
export function createPayrollExportService(context: AppContext) {
  const { db } = context.database;
  return {
    export(auth: AuthContext, request: PayrollExportRequest): Promise<PayrollExportResult> {
      return withTenant(db, auth.organisationId, async (tx) => {
        const organisationId = auth.organisationId;
        const timeZone = await organisationTimeZone(tx, organisationId);
        const scope = await supervisionScope(tx, auth);
        const { wages, allowanceAmounts } = await payrollRates(tx, organisationId);
        const codes: PayrollCode[] = (await salaryTypeCodesRepository.list(tx, organisationId)).map((row) => ({
          code: row.code,
          name: row.name,
          workType: row.work_type,
          payrollLine: isLine(row.payroll_line) ? row.payroll_line : null,
        }));
        const system = request.system as PayrollSystem;
        const settings = await payrollExportSettingsStore.forSystem(tx, organisationId, system);
        const organisation = await tx.selectFrom('organisations').select('name').where('id', '=', organisationId).executeTakeFirstOrThrow();
        const payPeriods = (await payPeriodsRepository.list(tx, organisationId, request))
          .filter((period) => period.start_date >= request.from && period.end_date <= request.to)
          .map((period) => ({ from: period.start_date, to: period.end_date }));

        const period = { from: request.from, to: request.to, ...periodBounds(request.from, request.to, timeZone) };
        const now = Date.now();
        const drivers = await payrollExportDrivers(tx, { organisationId, scope, period, timeZone, now });
        const { lines } = payrollLines({ from: request.from, to: request.to, timeZone, now, drivers, codes, categories: request.categories, payPeriods, wages, allowanceAmounts });
        if (lines.length === 0) throw new ApiError(422, 'payroll:noMatchingShifts');
        const result = exportPayroll(system, lines, settings, { from: request.from, to: request.to, createdAt: new Date(now), organisationName: organisation.name });
        return { ...result, overtimePeriods: payPeriods };
      });
    },
  };
}
