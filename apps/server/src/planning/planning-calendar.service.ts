import {
  addDays,
  compactCalendar,
  holidayCalendarFor,
  localMidnight,
  type CalendarRun,
  type PlanningCalendarWire,
  type PlannedShiftsQuery,
} from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { withTenant } from '../db/tenant';
import type { AuthContext } from '../http/access';
import { organisationTimeZone } from '../timesheet/history';
import { supervisionScope } from '../timesheet/supervision';
import { occurrencesOf, type RouteCalendar } from '../routes/route-dto';
import { planningCalendarRepository as calendar, type CalendarWindow } from './planning-calendar.repository';

export type CalendarRead = Awaited<ReturnType<typeof readCalendar>>;

const iso = (value: string) => new Date(value).toISOString();

export async function readCalendar(context: AppContext, auth: AuthContext, query: PlannedShiftsQuery) {
  return withTenant(context.database.db, auth.organisationId, async (tx) => {
    const zone = await organisationTimeZone(tx, auth.organisationId);
    const window: CalendarWindow = {
      fromDate: query.from,
      toDate: query.to,
      from: new Date(localMidnight(query.from, zone)),
      to: new Date(localMidnight(addDays(query.to, 1), zone)),
    };
    const scope = await supervisionScope(tx, auth);
    const org = auth.organisationId;
    return {
      zone,
      // The groups' standard hours are per pay period (interpretation.md): the period of `from` gives the day's share.
      standardPeriod: await calendar.periodHolding(tx, org, query.from),
      drivers: await calendar.drivers(tx, org, scope, window),
      plans: await calendar.plans(tx, org, scope, window),
      shifts: await calendar.shifts(tx, org, scope, window),
      absences: await calendar.absences(tx, org, scope, window),
      tasks: await calendar.openTasks(tx, org, scope, window),
      routes: await calendar.routes(tx, org, window),
    };
  });
}

/**
 * Each route's runs in the period, with the plan covering each: a plan of that route starting
 * at the run's start. Runs after the commit, on what was read.
 *
 * @computation
 */
/** Monday to Friday days from `from` to `to`, both included. */
function weekdaysIn(period: { from: string; to: string }): number {
  let count = 0;
  for (let day = period.from; day <= period.to; day = addDays(day, 1)) {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) count += 1;
  }
  return count;
}

export function runsOf(
  read: Pick<CalendarRead, 'plans' | 'routes'>,
  range: { from: string; to: string },
  routeCalendar: RouteCalendar,
): CalendarRun[] {
  const planned = new Map<string, string>();
  for (const plan of read.plans)
    if (plan.route_id) planned.set(`${plan.route_id}|${Date.parse(plan.start_at)}`, plan.id);
  return read.routes.flatMap((route) =>
    occurrencesOf(route, range, routeCalendar).map((run) => ({
      routeId: route.id,
      date: run.date,
      start: run.start,
      end: run.end,
      plannedShiftId: planned.get(`${route.id}|${Date.parse(run.start)}`) ?? null,
    })),
  );
}

/** The resource-planning calendar's data (issue 24): read, commit, then place the runs and send it compact (decision 0031). */
export function createPlanningCalendarService(context: AppContext) {
  return {
    async calendar(auth: AuthContext, query: PlannedShiftsQuery): Promise<PlanningCalendarWire> {
      const read = await readCalendar(context, auth, query);
      const routeCalendar = { zone: read.zone, holidays: holidayCalendarFor(auth.organisationCurrency) };
      const periodWeekdays = Math.max(1, weekdaysIn(read.standardPeriod));
      return compactCalendar({
        from: query.from,
        to: query.to,
        zone: read.zone,
        drivers: read.drivers.map((driver) => ({
          id: driver.id,
          name: driver.name,
          employeeNumber: driver.employee_number,
          baseId: driver.base_id,
          departmentId: driver.department_id,
          driverGroupId: driver.driver_group_id,
          standardHours:
            driver.standard_hours === null ? null : Math.round((driver.standard_hours / periodWeekdays) * 100) / 100,
        })),
        routes: read.routes.map((route) => ({
          id: route.id,
          name: route.name,
          code: route.code,
          requiredLicences: route.required_licences,
          drivingMinutes: route.driving_minutes,
          departmentId: route.department_id,
          incomeBasis: route.income_basis,
          income: route.income,
          baseId: route.base_id,
          vehicleId: route.vehicle_id,
        })),
        plans: read.plans.map((plan) => ({
          id: plan.id,
          driverId: plan.driver_id,
          vehicleIds: plan.vehicle_ids,
          start: iso(plan.start_at),
          end: iso(plan.end_at),
          routeId: plan.route_id,
          taskIds: plan.task_ids,
          status: plan.status,
          createdBy: plan.created_by,
          version: plan.version,
        })),
        shifts: read.shifts.map((shift) => ({
          id: shift.id,
          driverId: shift.driver_id,
          vehicleIds: shift.vehicle_ids,
          start: iso(shift.start_at),
          end: shift.end_at === null ? null : iso(shift.end_at),
          routeId: shift.route_id,
          plannedShiftId: shift.planned_shift_id,
        })),
        absences: read.absences.map((absence) => ({
          id: absence.id,
          driverId: absence.driver_id,
          kind: absence.kind,
          startDate: absence.start_date,
          endDate: absence.end_date,
          approval: absence.approval,
        })),
        runs: runsOf(read, { from: query.from, to: query.to }, routeCalendar),
        tasks: read.tasks.map((task) => ({
          id: task.id,
          start: iso(task.start_at),
          end: iso(task.end_at),
          vehicleId: task.vehicle_id,
          driverId: task.driver_id,
          description: task.description || [task.pickup, task.delivery].filter(Boolean).join(' → '),
          customer: task.customer,
        })),
      });
    },
  };
}
