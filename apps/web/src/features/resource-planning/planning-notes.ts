import type { CalendarPlan } from '@rahti/domain';
import type { CalendarRoute, CalendarShift } from './calendar-model';

const HOUR_MS = 3_600_000;

/** What the plans in view earn by their routes, and the routes whose runs earn nothing set. */
export interface PlannedIncome {
  /** The sum, in cents: each plan's income rounded to the cent, then added. */
  cents: number;
  /** Plans on a route with an income. */
  counted: number;
  /** Routes with no income set (0), with how many plans in view are on each: their incomes could not be added. */
  withoutIncome: { routeId: string; plans: number }[];
}

/**
 * The plans' income (spec section 8, "incomes could not be added"): a route's income per run, or
 * per hour × the plan's hours. Plans without a route have no income to add and are left out.
 */
export function plannedIncome(plans: readonly CalendarPlan[], routes: readonly CalendarRoute[]): PlannedIncome {
  const byId = new Map(routes.map((route) => [route.id, route]));
  const missing = new Map<string, number>();
  let cents = 0;
  let counted = 0;
  for (const plan of plans) {
    const route = plan.routeId === null ? undefined : byId.get(plan.routeId);
    if (!route) continue;
    if (route.income <= 0) {
      missing.set(route.id, (missing.get(route.id) ?? 0) + 1);
      continue;
    }
    const hours = (Date.parse(plan.end) - Date.parse(plan.start)) / HOUR_MS;
    cents += Math.round(route.income * 100 * (route.incomeBasis === 'perHour' ? hours : 1));
    counted += 1;
  }
  return { cents, counted, withoutIncome: [...missing].map(([routeId, count]) => ({ routeId, plans: count })) };
}

/**
 * Recorded shifts whose events match no route (spec section 8, "events without a matching
 * route"): the shift carried out a plan of a route but was recorded without that route, so its
 * kilometres and hours do not count for the route's actuals.
 */
export function shiftsOffTheirRoute(
  shifts: readonly CalendarShift[],
  plansById: ReadonlyMap<string, CalendarPlan>,
): { shift: CalendarShift; plannedRouteId: string }[] {
  const off: { shift: CalendarShift; plannedRouteId: string }[] = [];
  for (const shift of shifts) {
    if (shift.end === null || shift.plannedShiftId === null) continue;
    const plannedRouteId = plansById.get(shift.plannedShiftId)?.routeId;
    if (plannedRouteId && shift.routeId !== plannedRouteId) off.push({ shift, plannedRouteId });
  }
  return off;
}
