import {
  addDays,
  holidayCalendarFor,
  localMidnight,
  suggestPlans,
  type PlannedShiftsQuery,
  type PlanSuggestions,
  type SuggestRoute,
} from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { withTenant } from '../db/tenant';
import type { AuthContext } from '../http/access';
import { organisationTimeZone } from '../timesheet/history';
import { supervisionScope } from '../timesheet/supervision';
import { planCreator } from './plan-creator';
import { planningFactsOf, readPlanningFacts } from './plan-conflicts.service';
import { planningCalendarRepository as calendar, type CalendarWindow } from './planning-calendar.repository';
import { runsOf } from './planning-calendar.service';
import { plannedShiftsRepository } from './planned-shifts.repository';

/** A route's usual drivers are those of its plans and shifts of the last eight weeks. */
const USUAL_DAYS = 56;
const DAY_MS = 86_400_000;

/** Everything "Fill the week" weighs, read in one transaction. */
async function readSuggestFacts(context: AppContext, auth: AuthContext, query: PlannedShiftsQuery) {
  return withTenant(context.database.db, auth.organisationId, async (tx) => {
    const org = auth.organisationId;
    const zone = await organisationTimeZone(tx, org);
    const window: CalendarWindow = {
      fromDate: query.from,
      toDate: query.to,
      from: new Date(localMidnight(query.from, zone)),
      to: new Date(localMidnight(addDays(query.to, 1), zone)),
    };
    const scope = await supervisionScope(tx, auth);
    const drivers = await calendar.drivers(tx, org, scope, window);
    const routes = await calendar.routes(tx, org, window);
    const vehicleIds = [...new Set(routes.flatMap((route) => (route.vehicle_id ? [route.vehicle_id] : [])))];
    return {
      zone,
      drivers,
      routes,
      // Every plan in the period, anyone's draft too: a run someone is drafting is not open.
      plans: await calendar.plans(tx, org, scope, window),
      vehicleBases: await calendar.vehicleBases(tx, org, vehicleIds),
      usual: await calendar.usualDrivers(tx, org, new Date(context.now().getTime() - USUAL_DAYS * DAY_MS)),
      facts:
        drivers.length === 0
          ? undefined
          : await readPlanningFacts(tx, auth, {
              driverIds: drivers.map((driver) => driver.id),
              vehicleIds,
              taskIds: [],
              routeIds: routes.map((route) => route.id),
              from: window.from.getTime(),
              to: window.to.getTime(),
            }),
    };
  });
}

/** "Fill the week" (issue 24, decision 0030): the period's open runs suggested as the caller's drafts. */
export function createPlanSuggestService(context: AppContext) {
  return {
    async suggest(auth: AuthContext, query: PlannedShiftsQuery): Promise<PlanSuggestions> {
      const read = await readSuggestFacts(context, auth, query);
      if (!read.facts) return { suggestions: [], unfilled: [] };
      // After the read has committed.
      const runs = runsOf(read, query, { zone: read.zone, holidays: holidayCalendarFor(auth.organisationCurrency) })
        .filter((run) => run.plannedShiftId === null)
        .map((run, index) => ({ ...run, key: String(index) }));
      const planned = new Map<string, number>();
      for (const plan of read.plans)
        planned.set(
          plan.driver_id,
          (planned.get(plan.driver_id) ?? 0) + (Date.parse(plan.end_at) - Date.parse(plan.start_at)) / 60_000,
        );
      const bases = new Map(read.vehicleBases.map((vehicle) => [vehicle.id, vehicle.base_id]));
      const routes = new Map<string, SuggestRoute>(
        read.routes.map((route) => [
          route.id,
          {
            usualDriverIds: read.usual.filter((row) => row.route_id === route.id).map((row) => row.driver_id),
            vehicleId: route.vehicle_id,
            baseId: route.vehicle_id ? (bases.get(route.vehicle_id) ?? null) : null,
          },
        ]),
      );
      const driverIds = read.drivers.map((driver) => driver.id);
      const facts = planningFactsOf(read.facts, [], context.now().getTime(), driverIds);
      // Another planner's draft does not count as a conflict (decision 0029), but its driver and
      // vehicle are spoken for: the suggestions go around it.
      const mine = planCreator(auth);
      const othersDrafts = read.plans
        .filter((plan) => plan.status === 'draft' && plan.created_by !== mine)
        .map((plan) => ({
          id: plan.id,
          driverId: plan.driver_id,
          vehicleIds: plan.vehicle_ids,
          start: Date.parse(plan.start_at),
          end: Date.parse(plan.end_at),
          routeId: plan.route_id,
          taskIds: plan.task_ids,
        }));
      const { suggestions, unfilled } = suggestPlans(
        runs.map((run) => ({
          key: run.key,
          routeId: run.routeId,
          start: Date.parse(run.start),
          end: Date.parse(run.end),
        })),
        read.drivers.map((driver) => ({
          id: driver.id,
          baseId: driver.base_id,
          plannedMinutes: planned.get(driver.id) ?? 0,
        })),
        routes,
        { ...facts, storedPlans: [...facts.storedPlans, ...othersDrafts] },
      );
      const runOf = new Map(runs.map((run) => [run.key, run]));
      const saved = await withTenant(context.database.db, auth.organisationId, async (tx) => {
        const ids: string[] = [];
        for (const { runKey, plan } of suggestions) {
          const run = runOf.get(runKey)!;
          ids.push(
            await plannedShiftsRepository.insert(tx, auth.organisationId, planCreator(auth), {
              driverId: plan.driverId,
              vehicleIds: [...plan.vehicleIds],
              start: run.start,
              end: run.end,
              routeId: run.routeId,
              taskIds: [],
              status: 'draft',
            }),
          );
        }
        return ids;
      });
      return {
        suggestions: suggestions.map(({ runKey, plan, reasons }, index) => {
          const run = runOf.get(runKey)!;
          return {
            plannedShiftId: saved[index]!,
            routeId: run.routeId,
            date: run.date,
            driverId: plan.driverId,
            vehicleIds: [...plan.vehicleIds],
            start: run.start,
            end: run.end,
            reasons,
          };
        }),
        unfilled: unfilled.map(({ runKey, blockedBy }) => {
          const run = runOf.get(runKey)!;
          return { routeId: run.routeId, date: run.date, start: run.start, blockedBy };
        }),
      };
    },
  };
}
