import { percentOf, roundDecimal, sumMoney, subtractMoney, type PlanVsActual, type ReportRow } from '@rahti/domain';
import { createPlanVsActualService } from '../routes/plan-vs-actual.service';
import { createRoutesService } from '../routes/routes.service';
import { column, monthsBetween, sortedBy, type ReportSource } from './report-source';

interface Part {
  label: string;
  answer: PlanVsActual;
}

/**
 * Route plan against actual: the route page's own comparison (planned runs priced with the
 * route's vehicle rates beside the linked shifts and tasks), a month at a time as that page
 * computes it, for every month the period touches; per route (months added up) or per route
 * and month. Actual figures count the runs that have them, as the page does.
 */
export const routePlanReport: ReportSource = async (context, auth, report) => {
  const { vehicleIds, customerIds } = report.filters;
  const routes = (await createRoutesService(context).list(auth)).filter(
    (route) =>
      (vehicleIds.length === 0 || (route.vehicleId !== null && vehicleIds.includes(route.vehicleId))) &&
      (customerIds.length === 0 || (route.customerId !== null && customerIds.includes(route.customerId))),
  );
  const planVsActual = createPlanVsActualService(context);
  const months = monthsBetween(report.from, report.to);
  const byMonth = report.grouping === 'month';
  const groups = new Map<string, Part[]>();
  for (const route of routes)
    for (const month of months) {
      const answer = await planVsActual(auth, route.id, month);
      if (answer.runs.length === 0) continue;
      const label = route.code ? `${route.code} ${route.name}` : route.name;
      const key = byMonth ? `${route.id}/${month}` : route.id;
      groups.set(key, [...(groups.get(key) ?? []), { label: byMonth ? `${label} ${month}` : label, answer }]);
    }
  const rows = [...groups.values()].map((parts): ReportRow => {
    const planned = parts.map((part) => part.answer.planned);
    const actual = parts.flatMap((part) => (part.answer.actual ? [part.answer.actual] : []));
    const plannedIncome = sumMoney(planned.map((figures) => figures.income));
    const plannedCost = sumMoney(planned.map((figures) => figures.cost ?? 0));
    const actualIncome = sumMoney(actual.map((figures) => figures.income));
    const actualCost = sumMoney(actual.map((figures) => figures.cost ?? 0));
    const plannedMargin = percentOf(subtractMoney(plannedIncome, plannedCost), plannedIncome);
    const actualMargin = actual.length ? percentOf(subtractMoney(actualIncome, actualCost), actualIncome) : null;
    return {
      group: parts[0]!.label,
      runs: parts.reduce((sum, part) => sum + part.answer.runs.length, 0),
      plannedKm: roundDecimal(
        planned.reduce((sum, figures) => sum + figures.km, 0),
        1,
      ),
      actualKm: roundDecimal(
        actual.reduce((sum, figures) => sum + figures.km, 0),
        1,
      ),
      plannedIncome,
      actualIncome,
      plannedCost,
      actualCost,
      plannedMarginPercent: plannedMargin,
      actualMarginPercent: actualMargin,
      driftPoints:
        plannedMargin === null || actualMargin === null ? null : roundDecimal(actualMargin - plannedMargin, 2),
    };
  });
  return {
    columns: [
      { ...column('route', 'text'), key: 'group' },
      column('runs', 'number'),
      column('plannedKm', 'km'),
      column('actualKm', 'km'),
      column('plannedIncome', 'money'),
      column('actualIncome', 'money'),
      column('plannedCost', 'money'),
      column('actualCost', 'money'),
      column('plannedMarginPercent', 'number'),
      column('actualMarginPercent', 'number'),
      column('driftPoints', 'number'),
    ],
    rows: sortedBy(rows, (row) => String(row.group), auth.language),
    notSummed: ['plannedMarginPercent', 'actualMarginPercent', 'driftPoints'],
  };
};
