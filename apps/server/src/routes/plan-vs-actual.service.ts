import { localMidnight, nextDate, type PlanVsActual } from '@rahti/domain';
import type { ServiceContext } from '../platform/app-context';
import { withTenant } from '../db/tenant';
import { notFound } from '../http/api-error';
import type { AuthContext } from '../http/access';
import { currentMonth, monthRange } from './route-calendar';
import { occurrencesOf } from './route-dto';
import { pricingOf, readBeside } from './route-reads';
import { routeActualsRepository } from './route-actuals.repository';
import { routesRepository } from './routes.repository';
import { planAgainstActual } from './plan-vs-actual';

/** GET /api/routes/:id/plan-vs-actual: the month's runs beside the shifts and tasks linked to them. */
export function createPlanVsActualService(context: ServiceContext) {
  const { db } = context.database;
  return async (auth: AuthContext, id: string, asked?: string): Promise<PlanVsActual> => {
    const org = auth.organisationId;
    const read = await withTenant(db, org, async (tx) => {
      const row = await routesRepository.find(tx, org, id);
      if (!row) return undefined;
      const beside = await readBeside(tx, org, [row]);
      const month = asked ?? currentMonth(context.now().getTime(), beside.zone);
      const range = monthRange(month);
      const from = new Date(localMidnight(range.from, beside.zone));
      const until = new Date(localMidnight(nextDate(range.to), beside.zone));
      return {
        ...beside,
        month,
        shifts: await routeActualsRepository.shifts(tx, org, id, from, until),
        tasks: await routeActualsRepository.tasks(tx, org, id, from, until),
      };
    });
    if (!read) throw notFound();
    const row = read.rows[0]!;
    const { calendar, rates } = pricingOf(auth, read);
    return planAgainstActual({
      row,
      rates: (row.vehicle_id && rates.get(row.vehicle_id)) || null,
      month: read.month,
      zone: read.zone,
      occurrences: occurrencesOf(row, monthRange(read.month), calendar),
      shifts: read.shifts,
      tasks: read.tasks,
    });
  };
}
