import {
  localDateOf,
  type CalendarPlan,
  type CalendarRun,
  type CalendarTask,
  type PlanningCalendar,
} from '@rahti/domain';
import { addDays } from '../../lib/calendar-dates';
import type { PlanningFilters } from './use-planning-params';

export type CalendarDriver = PlanningCalendar['drivers'][number];
export type CalendarRoute = PlanningCalendar['routes'][number];
export type CalendarShift = PlanningCalendar['shifts'][number];
export type CalendarAbsence = PlanningCalendar['absences'][number];

/** What one driver's day cell holds. */
export interface DayBlocks {
  plans: CalendarPlan[];
  shifts: CalendarShift[];
  absences: CalendarAbsence[];
}

/** The calendar after the filters: the rows, the plans in view and what each day cell holds. */
export interface CalendarModel {
  drivers: CalendarDriver[];
  /** The plans shown (the ones conflicts are checked for, drafts published or discarded). */
  plans: CalendarPlan[];
  /** Driver id → local date → blocks; a driver without blocks has no entry. */
  cells: Map<string, Map<string, DayBlocks>>;
  /** Runs no plan covers yet, in start order. */
  openRuns: CalendarRun[];
  /** Tasks no plan names yet, unassigned or of a driver in view, in start order. */
  openTasks: CalendarTask[];
}

const driverShown = (driver: CalendarDriver, filters: PlanningFilters) =>
  (!filters.baseId || driver.baseId === filters.baseId) &&
  (!filters.departmentId || driver.departmentId === filters.departmentId) &&
  (!filters.driverGroupId || driver.driverGroupId === filters.driverGroupId);

/**
 * The calendar's data as the filters leave it. A route filter hides the runs and blocks of other
 * departments' or bases' routes (blocks without a route stay); a vehicle filter keeps the blocks with a
 * vehicle whose name or register number holds the text.
 */
export function buildCalendarModel(
  calendar: PlanningCalendar,
  filters: PlanningFilters,
  vehicleNames: ReadonlyMap<string, string>,
): CalendarModel {
  const routes = new Map(calendar.routes.map((route) => [route.id, route]));
  const routeShown = (routeId: string | null) =>
    routeId === null ||
    ((!filters.routeDepartmentId || routes.get(routeId)?.departmentId === filters.routeDepartmentId) &&
      (!filters.routeBaseId || routes.get(routeId)?.baseId === filters.routeBaseId));
  const vehicleText = filters.vehicle.trim().toLocaleLowerCase();
  const vehicleShown = (ids: readonly string[]) =>
    !vehicleText || ids.some((id) => vehicleNames.get(id)?.toLocaleLowerCase().includes(vehicleText));
  const blockShown = (block: { routeId: string | null; vehicleIds: string[] }) =>
    routeShown(block.routeId) && vehicleShown(block.vehicleIds);

  const drivers = calendar.drivers.filter((driver) => driverShown(driver, filters));
  const shownIds = new Set(drivers.map((driver) => driver.id));
  const inView = (block: { driverId: string }) => shownIds.has(block.driverId);
  const plans = filters.hidden.has('planned') ? [] : calendar.plans.filter((p) => inView(p) && blockShown(p));
  const shifts = filters.hidden.has('recorded') ? [] : calendar.shifts.filter((s) => inView(s) && blockShown(s));
  const absences = filters.hidden.has('absences') ? [] : calendar.absences.filter(inView);

  const cells = new Map<string, Map<string, DayBlocks>>();
  const cellOf = (driverId: string, date: string) => {
    let days = cells.get(driverId);
    if (!days) cells.set(driverId, (days = new Map()));
    let blocks = days.get(date);
    if (!blocks) days.set(date, (blocks = { plans: [], shifts: [], absences: [] }));
    return blocks;
  };
  const dayOf = (instant: string) => localDateOf(Date.parse(instant), calendar.zone);
  for (const plan of plans) cellOf(plan.driverId, dayOf(plan.start)).plans.push(plan);
  for (const shift of shifts) cellOf(shift.driverId, dayOf(shift.start)).shifts.push(shift);
  for (const absence of absences) {
    const first = absence.startDate > calendar.from ? absence.startDate : calendar.from;
    const last = absence.endDate < calendar.to ? absence.endDate : calendar.to;
    for (let date = first; date <= last; date = addDays(date, 1)) cellOf(absence.driverId, date).absences.push(absence);
  }
  for (const days of cells.values())
    for (const blocks of days.values()) blocks.plans.sort((a, b) => Date.parse(a.start) - Date.parse(b.start));

  const openRuns = calendar.runs
    .filter((run) => run.plannedShiftId === null && routeShown(run.routeId))
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  const openTasks = calendar.tasks.filter(
    (task) => (task.driverId === null || shownIds.has(task.driverId)) && vehicleShown([task.vehicleId]),
  );
  return { drivers, plans, cells, openRuns, openTasks };
}
