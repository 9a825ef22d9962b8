import { exportPayroll, payrollLines, PAYROLL_LINES, type PayrollCode, type PayrollExportRequest, type PayrollExportResult, type PayrollLine, type PayrollLineKind, type PayrollSystem } from '@rahti/domain';
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
import { forEachPayrollBatch, payrollRates } from './payroll-data';
import { payrollRepository } from './payroll.repository';

const isLine = (value: string | null): value is PayrollLineKind => (PAYROLL_LINES as readonly (string | null)[]).includes(value);

/**
 * A payroll export (issue 12): the approved items of a date range as one system's file(s). The
 * lines are made a batch of drivers at a time; overtime and guaranteed top-up come from the pay
 * periods wholly inside the range. Maestro's problems answer instead of files.
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
        const lines: PayrollLine[] = [];
        await forEachPayrollBatch(tx, organisationId, scope, period, async (batch) => {
          const vehicleCodes = await payrollRepository.vehicleCodes(tx, organisationId, batch.flatMap((data) => data.shifts.map((shift) => shift.id)));
          const drivers = batch.map((data) => ({
            driver: {
              id: data.driver.id,
              name: data.name,
              employeeNumber: data.driver.employee_number,
              grossWagePerHour: data.driver.gross_wage_per_hour === null ? null : Number(data.driver.gross_wage_per_hour),
              costCentre: data.driver.department_name ?? '',
            },
            group: data.group,
            shifts: data.shifts.map((shift) => ({ ...shift, vehicleCodes: vehicleCodes.get(shift.id) ?? [] })),
            absences: data.absences,
          }));
          lines.push(...payrollLines({ from: request.from, to: request.to, timeZone, now, drivers, codes, categories: request.categories, payPeriods, wages, allowanceAmounts }).lines);
        });
        if (lines.length === 0) throw new ApiError(422, 'payroll:noMatchingShifts');
        const result = exportPayroll(system, lines, settings, { from: request.from, to: request.to, createdAt: new Date(now), organisationName: organisation.name });
        return { ...result, overtimePeriods: payPeriods };
      });
    },
  };
}
