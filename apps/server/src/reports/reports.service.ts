import {
  groupingOf,
  hasAccess,
  REPORT_CATALOGUE,
  REPORT_KINDS,
  totalsOf,
  type ReportCatalogue,
  type ReportDefinition,
  type ReportKind,
  type ReportTable,
} from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import type { AuthContext } from '../http/access';
import { forbidden } from '../http/api-error';
import { driversHoursReport } from './drivers-hours.report';
import { emissionsReport } from './emissions.report';
import { fleetUpkeepReport } from './fleet-upkeep.report';
import { payrollReport } from './payroll.report';
import type { ReportSource } from './report-source';
import { routePlanReport } from './route-plan.report';
import { taskProfitabilityReport } from './task-profitability.report';
import { vehiclesReport } from './vehicles.report';

const SOURCES: Record<ReportKind, ReportSource> = {
  driversHours: driversHoursReport,
  vehicles: vehiclesReport,
  taskProfitability: taskProfitabilityReport,
  routePlanVsActual: routePlanReport,
  payrollSummary: payrollReport,
  emissions: emissionsReport,
  fleetUpkeepCosts: fleetUpkeepReport,
};

/**
 * Reports (issue 27): a report is computed once as a table (columns, rows, totals of the rows as
 * shown) that the preview, the CSV, the XLSX and the PDF all present. Each kind reads through the
 * services whose pages show the same figures, so a report cannot disagree with its page.
 */
export function createReportsService(context: AppContext) {
  return {
    /** The reports this caller may run: payroll figures only for those who may export payroll. */
    catalogue(auth: AuthContext): ReportCatalogue {
      return REPORT_KINDS.filter((kind) => hasAccess(REPORT_CATALOGUE[kind].access, auth)).map((kind) => ({
        kind,
        groupings: [...REPORT_CATALOGUE[kind].groupings],
        filters: [...REPORT_CATALOGUE[kind].filters],
        access: REPORT_CATALOGUE[kind].access,
      }));
    },

    async compute(auth: AuthContext, report: ReportDefinition): Promise<ReportTable> {
      if (!hasAccess(REPORT_CATALOGUE[report.kind].access, auth)) throw forbidden();
      const grouping = groupingOf(report);
      const body = await SOURCES[report.kind](context, auth, { ...report, grouping });
      return {
        kind: report.kind,
        grouping,
        from: report.from,
        to: report.to,
        columns: body.columns,
        rows: body.rows,
        totals: totalsOf(body.columns, body.rows, body.notSummed),
      };
    },
  };
}
