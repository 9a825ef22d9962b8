import { z } from 'zod';
import { uuidField } from '../platform/fields';
import { periodCheck } from '../shifts/period-check';
import { localDateField } from '../shifts/shift.schemas';

/**
 * The report catalogue (issue 27, spec section 2 "/report"): which reports there are, how each
 * may be grouped, and the one input every report takes. `POST /api/organisation/report` (the
 * spec's `POST Organisation/Report`) answers the computed table as a file.
 */
export const REPORT_KINDS = [
  'driversHours',
  'vehicles',
  'taskProfitability',
  'routePlanVsActual',
  'payrollSummary',
  'emissions',
  'fleetUpkeepCosts',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export const REPORT_GROUPINGS = ['driver', 'vehicle', 'customer', 'route', 'month', 'type'] as const;
export type ReportGrouping = (typeof REPORT_GROUPINGS)[number];

export const REPORT_FILTERS = ['departmentIds', 'vehicleIds', 'driverIds', 'customerIds'] as const;
export type ReportFilter = (typeof REPORT_FILTERS)[number];

/** At most a year and a day, as the task list allows: a report reads the same services. */
export const REPORT_PERIOD_DAYS_MAX = 367;
/** Ids in one filter: a fleet of a few hundred vehicles fits. */
export const REPORT_FILTER_IDS_MAX = 500;

const ids = z.array(uuidField).max(REPORT_FILTER_IDS_MAX, 'validation:invalid').default([]);

export const reportFiltersSchema = z.object({
  departmentIds: ids,
  vehicleIds: ids,
  driverIds: ids,
  customerIds: ids,
});
export type ReportFilters = z.output<typeof reportFiltersSchema>;

/** What a report is computed from: kind, local dates from–to (both included), grouping, filters. */
export const reportQuerySchema = z.object({
  kind: z.enum(REPORT_KINDS, { error: 'validation:invalid' }),
  from: localDateField,
  to: localDateField,
  grouping: z.enum(REPORT_GROUPINGS, { error: 'validation:invalid' }).optional(),
  filters: reportFiltersSchema.default({ departmentIds: [], vehicleIds: [], driverIds: [], customerIds: [] }),
});

const checkPeriod = periodCheck(REPORT_PERIOD_DAYS_MAX);

/** Period in order and not too long; the grouping one the kind offers. */
function checkReport(report: z.output<typeof reportQuerySchema>, ctx: z.RefinementCtx): void {
  checkPeriod(report, ctx);
  if (report.grouping && !REPORT_CATALOGUE[report.kind].groupings.includes(report.grouping))
    ctx.addIssue({ code: 'custom', message: 'validation:invalid', path: ['grouping'] });
}

export const reportDefinitionSchema = reportQuerySchema.superRefine(checkReport);
export type ReportDefinition = z.output<typeof reportDefinitionSchema>;

/** POST /api/organisation/report: the definition and the file format. */
export const reportInputSchema = reportQuerySchema
  .extend({ format: z.enum(REPORT_FORMATS, { error: 'validation:invalid' }).default('csv') })
  .superRefine(checkReport);
export type ReportInput = z.output<typeof reportInputSchema>;
export type ReportInputBody = z.input<typeof reportInputSchema>;

export interface ReportCatalogueEntry {
  /** The first is the default. */
  groupings: readonly ReportGrouping[];
  filters: readonly ReportFilter[];
  /** Payroll figures are for those who may export payroll (the payroll export's level). */
  access: 'signedIn' | 'adminOrSuperuser';
}

/**
 * Each report's groupings and filters, following what the computation it reads offers: the
 * shift summary is per driver, plan against actual per route and month, and so on.
 */
export const REPORT_CATALOGUE: Record<ReportKind, ReportCatalogueEntry> = {
  driversHours: { groupings: ['driver'], filters: ['departmentIds', 'driverIds'], access: 'signedIn' },
  vehicles: { groupings: ['vehicle', 'month'], filters: ['vehicleIds'], access: 'signedIn' },
  taskProfitability: {
    groupings: ['customer'],
    filters: ['departmentIds', 'vehicleIds', 'driverIds', 'customerIds'],
    access: 'signedIn',
  },
  routePlanVsActual: { groupings: ['route', 'month'], filters: ['vehicleIds', 'customerIds'], access: 'signedIn' },
  payrollSummary: { groupings: ['driver'], filters: ['driverIds'], access: 'adminOrSuperuser' },
  emissions: {
    groupings: ['vehicle', 'customer', 'month'],
    filters: ['vehicleIds', 'customerIds'],
    access: 'signedIn',
  },
  fleetUpkeepCosts: { groupings: ['vehicle', 'type', 'month'], filters: ['vehicleIds'], access: 'signedIn' },
};

export const reportCatalogueSchema = z.array(
  z.object({
    kind: z.enum(REPORT_KINDS),
    groupings: z.array(z.enum(REPORT_GROUPINGS)),
    filters: z.array(z.enum(REPORT_FILTERS)),
    access: z.enum(['signedIn', 'adminOrSuperuser']),
  }),
);
export type ReportCatalogue = z.output<typeof reportCatalogueSchema>;

/** The grouping a definition is computed with: the asked one, else the kind's first. */
export function groupingOf(report: Pick<ReportDefinition, 'kind' | 'grouping'>): ReportGrouping {
  return report.grouping ?? REPORT_CATALOGUE[report.kind].groupings[0]!;
}

export const reportIdParamsSchema = z.object({ id: uuidField });
