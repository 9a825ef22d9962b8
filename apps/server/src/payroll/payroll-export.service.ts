import {
  exportPayroll,
  payrollLines,
  PAYROLL_LINES,
  type PayPeriodSummary,
  type PayrollCode,
  type PayrollExportRequest,
  type PayrollExportResult,
  type PayrollLineKind,
  type PayrollSystem,
} from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
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
import { periodSummary } from './payroll-period-summary';

const isLine = (value: string | null): value is PayrollLineKind =>
  (PAYROLL_LINES as readonly (string | null)[]).includes(value);

/**
 * A payroll export (issue 12, issue 21): the range's payroll summary as one system's file(s).
 * It is the summary's computation (periodSummary), not a second one: only the drivers the
 * range's summary lists are exported, and each pay period wholly inside the range gives the
 * overtime and guaranteed top-up of its summary's rows, so a file holds exactly what the page
 * shows. A range with items not approved is refused unless the caller asks for the approved
 * items only. Day lines come from the shifts' kept pay parts; Maestro's problems answer
 * instead of files.
 */
export function createPayrollExportService(context: AppContext) {
  const { db } = context.database;
  return {
    export(auth: AuthContext, request: PayrollExportRequest): Promise<PayrollExportResult> {
      return withTenant(db, auth.organisationId, async (tx) => {
        const organisationId = auth.organisationId;
        const timeZone = await organisationTimeZone(tx, organisationId);
        const scope = await supervisionScope(tx, auth);
        const rates = await payrollRates(tx, organisationId);
        const now = context.now();
        const summaryOf = (from: string, to: string) =>
          periodSummary(tx, {
            organisationId,
            scope,
            period: { from, to, ...periodBounds(from, to, timeZone) },
            timeZone,
            now: now.getTime(),
            rates,
          });

        const range = await summaryOf(request.from, request.to);
        if (range.unapprovedCount > 0 && request.allowNotApproved !== true)
          throw new ApiError(422, 'payroll:itemsNotApproved', { count: range.unapprovedCount });
        const payPeriods: PayPeriodSummary[] = [];
        for (const period of await payPeriodsRepository.list(tx, organisationId, request)) {
          if (period.start_date < request.from || period.end_date > request.to) continue;
          const isRange = period.start_date === request.from && period.end_date === request.to;
          payPeriods.push({
            from: period.start_date,
            to: period.end_date,
            rows: isRange ? range.rows : (await summaryOf(period.start_date, period.end_date)).rows,
          });
        }

        const codes: PayrollCode[] = (await salaryTypeCodesRepository.list(tx, organisationId)).map((row) => ({
          code: row.code,
          name: row.name,
          workType: row.work_type,
          payrollLine: isLine(row.payroll_line) ? row.payroll_line : null,
        }));
        const system = request.system as PayrollSystem;
        const settings = await payrollExportSettingsStore.forSystem(tx, organisationId, system);
        const organisation = await tx
          .selectFrom('organisations')
          .select('name')
          .where('id', '=', organisationId)
          .executeTakeFirstOrThrow();

        const period = { from: request.from, to: request.to, ...periodBounds(request.from, request.to, timeZone) };
        const listed = range.rows.map((row) => row.driverId);
        const drivers = await payrollExportDrivers(
          tx,
          { organisationId, scope, period, timeZone, now: now.getTime() },
          listed,
        );
        const { lines } = payrollLines({
          from: request.from,
          to: request.to,
          timeZone,
          now: now.getTime(),
          drivers,
          codes,
          categories: request.categories,
          payPeriods,
          ...rates,
        });
        if (lines.length === 0) throw new ApiError(422, 'payroll:noMatchingShifts');
        const result = exportPayroll(system, lines, settings, {
          from: request.from,
          to: request.to,
          createdAt: now,
          timeZone,
          organisationName: organisation.name,
        });
        return {
          ...result,
          overtimePeriods: payPeriods.map(({ from, to }) => ({ from, to })),
          notApprovedCount: range.unapprovedCount,
        };
      });
    },
  };
}
