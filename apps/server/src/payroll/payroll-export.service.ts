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
import { payPartsOf } from './pay-parts';
import { payrollExportDrivers, readPayrollExport } from './payroll-export-data';
import { payrollRates } from './payroll-data';
import { periodSummaryOf, readPeriodSummary, unapprovedCount, type PeriodSummaryRead } from './payroll-period-summary';

const isLine = (value: string | null): value is PayrollLineKind =>
  (PAYROLL_LINES as readonly (string | null)[]).includes(value);

/**
 * A payroll export (issue 12, issue 21): the range's payroll summary as one system's file(s).
 * It is the summary's computation (periodSummaryOf), not a second one: only the drivers the
 * range's summary lists are exported, and each pay period wholly inside the range gives the
 * overtime and guaranteed top-up of its summary's rows, so a file holds exactly what the page
 * shows. A range with items not approved is refused unless the caller asks for the approved
 * items only. Day lines come from the shifts' kept pay parts; Maestro's problems answer
 * instead of files.
 */
export function createPayrollExportService(context: AppContext) {
  const { db } = context.database;

  /** Everything the export is computed from, read in one transaction. */
  async function read(auth: AuthContext, request: PayrollExportRequest) {
    const organisationId = auth.organisationId;
    return withTenant(db, organisationId, async (tx) => {
      const timeZone = await organisationTimeZone(tx, organisationId);
      const scope = await supervisionScope(tx, auth);
      const rates = await payrollRates(tx, organisationId);
      const now = context.now();
      const scopeOf = (from: string, to: string) => ({
        organisationId,
        scope,
        period: { from, to, ...periodBounds(from, to, timeZone) },
        timeZone,
        now: now.getTime(),
      });

      const range = await readPeriodSummary(tx, { ...scopeOf(request.from, request.to), rates });
      const notApproved = unapprovedCount(range);
      if (notApproved > 0 && request.allowNotApproved !== true)
        throw new ApiError(422, 'payroll:itemsNotApproved', { count: notApproved });
      // The pay periods wholly inside the range, each with its own summary (the range's own when they are one).
      const payPeriods: { from: string; to: string; read: PeriodSummaryRead | null }[] = [];
      for (const period of await payPeriodsRepository.list(tx, organisationId, request)) {
        if (period.start_date < request.from || period.end_date > request.to) continue;
        const isRange = period.start_date === request.from && period.end_date === request.to;
        payPeriods.push({
          from: period.start_date,
          to: period.end_date,
          read: isRange ? null : await readPeriodSummary(tx, { ...scopeOf(period.start_date, period.end_date), rates }),
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
      // The summary's candidates: the export keeps those its rows list once they are computed.
      const exportRead = await readPayrollExport(
        tx,
        scopeOf(request.from, request.to),
        range.drivers.map((driver) => driver.id),
        new Set(range.sums.unkept.map((shift) => shift.id)),
      );
      return { timeZone, now, rates, range, payPeriods, codes, system, settings, organisation, exportRead };
    });
  }

  return {
    async export(auth: AuthContext, request: PayrollExportRequest): Promise<PayrollExportResult> {
      // Read, commit, then compute (issue 28); parts computed meanwhile are kept in a short write of their own.
      const { timeZone, now, rates, range, payPeriods, codes, system, settings, organisation, exportRead } = await read(
        auth,
        request,
      );
      const parts = await payPartsOf(
        (work) => withTenant(db, auth.organisationId, work),
        range.context,
        [range, ...payPeriods.flatMap((period) => period.read ?? [])]
          .flatMap((summary) => summary.sums.unkept)
          .concat(exportRead.unkept),
      );
      const rangeSummary = periodSummaryOf(range, parts);
      const periodSummaries: PayPeriodSummary[] = payPeriods.map((period) => ({
        from: period.from,
        to: period.to,
        rows: period.read ? periodSummaryOf(period.read, parts).rows : rangeSummary.rows,
      }));
      const listed = new Set(rangeSummary.rows.map((row) => row.driverId));
      const { lines } = payrollLines({
        from: request.from,
        to: request.to,
        timeZone,
        now: now.getTime(),
        drivers: payrollExportDrivers(exportRead, listed, parts),
        codes,
        categories: request.categories,
        payPeriods: periodSummaries,
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
        overtimePeriods: periodSummaries.map(({ from, to }) => ({ from, to })),
        notApprovedCount: rangeSummary.unapprovedCount,
      };
    },
  };
}
