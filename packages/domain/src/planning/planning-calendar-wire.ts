import { z } from 'zod';
import {
  calendarDriverSchema,
  calendarRouteSchema,
  type CalendarPlan,
  type CalendarRun,
  type PlanningCalendar,
} from './planning-calendar.schemas';

/**
 * GET /api/resource-planning/calendar as sent (issue 24, decision 0031): a month of 200 drivers
 * is 4 000 plans, and with every driver, vehicle and route named by its UUID in each of them the
 * answer was 431 KB gzipped (random UUIDs hardly compress). Here each is named once and referred
 * to by its index: a driver by its place in `drivers`, a route in `routes`, a vehicle in
 * `vehicles`, a planner in `users`; an id not in its list (a plan of a route ended before the
 * period) is sent as itself. Instants are minutes from `from` at 00:00 UTC (fractions for
 * seconds), and only the runs no plan covers are sent: a covered run is its plan. Plans come
 * driver by driver in start order, which gzip packs a fifth smaller than all drivers' plans by start.
 * `expandCalendar` gives back the `PlanningCalendar` the web draws.
 */
const ref = z.union([z.number().int().nonnegative(), z.uuid()]);
const minutes = z.number();

export const wirePlanSchema = z.object({
  id: z.uuid(),
  driver: ref,
  vehicles: z.array(z.number().int().nonnegative()),
  start: minutes,
  end: minutes,
  route: ref.nullable(),
  tasks: z.array(z.uuid()),
  status: z.enum(['draft', 'published']),
  createdBy: z.number().int().nonnegative().nullable(),
  version: z.number().int(),
});

export type WirePlan = z.output<typeof wirePlanSchema>;

export const wireShiftSchema = z.object({
  id: z.uuid(),
  driver: ref,
  vehicles: z.array(z.number().int().nonnegative()),
  start: minutes,
  end: minutes.nullable(),
  route: ref.nullable(),
  plannedShiftId: z.uuid().nullable(),
});

export const wireAbsenceSchema = z.object({
  id: z.uuid(),
  driver: ref,
  kind: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  approval: z.enum(['unapproved', 'checked', 'approved']),
});

export const wireOpenRunSchema = z.object({ route: ref, date: z.string(), start: minutes, end: minutes });

export const wireOpenTaskSchema = z.object({
  id: z.uuid(),
  start: minutes,
  end: minutes,
  vehicle: z.number().int().nonnegative(),
  driver: ref.nullable(),
  description: z.string(),
  customer: z.string().nullable(),
});

export const planningCalendarWireSchema = z.object({
  from: z.string(),
  to: z.string(),
  zone: z.string(),
  drivers: z.array(calendarDriverSchema),
  routes: z.array(calendarRouteSchema),
  vehicles: z.array(z.uuid()),
  users: z.array(z.uuid()),
  plans: z.array(wirePlanSchema),
  shifts: z.array(wireShiftSchema),
  absences: z.array(wireAbsenceSchema),
  openRuns: z.array(wireOpenRunSchema),
  openTasks: z.array(wireOpenTaskSchema),
});
export type PlanningCalendarWire = z.output<typeof planningCalendarWireSchema>;

const MINUTE_MS = 60_000;
const originOf = (from: string) => Date.parse(`${from}T00:00:00Z`);

/** Index of each value in a list built as they are met. */
function indexer() {
  const list: string[] = [];
  const places = new Map<string, number>();
  return {
    list,
    indexOf(value: string): number {
      let place = places.get(value);
      if (place === undefined) places.set(value, (place = list.push(value) - 1));
      return place;
    },
  };
}

/**
 * The calendar as sent: see `planningCalendarWireSchema`.
 *
 * @computation
 */
export function compactCalendar(calendar: PlanningCalendar): PlanningCalendarWire {
  const origin = originOf(calendar.from);
  const at = (instant: string) => (Date.parse(instant) - origin) / MINUTE_MS;
  const driverPlaces = new Map(calendar.drivers.map((driver, place) => [driver.id, place]));
  const routePlaces = new Map(calendar.routes.map((route, place) => [route.id, place]));
  const driver = (id: string) => driverPlaces.get(id) ?? id;
  const route = (id: string | null) => (id === null ? null : (routePlaces.get(id) ?? id));
  const vehicles = indexer();
  const users = indexer();
  return {
    from: calendar.from,
    to: calendar.to,
    zone: calendar.zone,
    drivers: calendar.drivers,
    routes: calendar.routes,
    plans: calendar.plans
      .map((plan) => ({
        id: plan.id,
        driver: driver(plan.driverId),
        vehicles: plan.vehicleIds.map(vehicles.indexOf),
        start: at(plan.start),
        end: at(plan.end),
        route: route(plan.routeId),
        tasks: plan.taskIds,
        status: plan.status,
        createdBy: plan.createdBy === null ? null : users.indexOf(plan.createdBy),
        version: plan.version,
      }))
      .sort(byDriverThenStart),
    shifts: calendar.shifts.map((shift) => ({
      id: shift.id,
      driver: driver(shift.driverId),
      vehicles: shift.vehicleIds.map(vehicles.indexOf),
      start: at(shift.start),
      end: shift.end === null ? null : at(shift.end),
      route: route(shift.routeId),
      plannedShiftId: shift.plannedShiftId,
    })),
    absences: calendar.absences.map(({ driverId, ...absence }) => ({ ...absence, driver: driver(driverId) })),
    openRuns: calendar.runs
      .filter((run) => run.plannedShiftId === null)
      .map((run) => ({ route: route(run.routeId)!, date: run.date, start: at(run.start), end: at(run.end) })),
    openTasks: calendar.tasks.map((task) => ({
      id: task.id,
      start: at(task.start),
      end: at(task.end),
      vehicle: vehicles.indexOf(task.vehicleId),
      driver: task.driverId === null ? null : driver(task.driverId),
      description: task.description,
      customer: task.customer,
    })),
    vehicles: vehicles.list,
    users: users.list,
  };
}

/** Listed drivers' plans first, in the list's order, then the others by id; each driver's by start. */
function byDriverThenStart(a: WirePlan, b: WirePlan): number {
  if (a.driver !== b.driver) {
    if (typeof a.driver === 'number' && typeof b.driver === 'number') return a.driver - b.driver;
    if (typeof a.driver === 'number') return -1;
    if (typeof b.driver === 'number') return 1;
    return a.driver < b.driver ? -1 : 1;
  }
  return a.start - b.start;
}

/** The calendar the web draws from the answer: ids and ISO instants again; `runs` are the open ones. */
export function expandCalendar(wire: PlanningCalendarWire): PlanningCalendar {
  const origin = originOf(wire.from);
  const iso = (minutesFromOrigin: number) => new Date(Math.round(origin + minutesFromOrigin * MINUTE_MS)).toISOString();
  const driverId = (value: number | string) => (typeof value === 'number' ? listed(wire.drivers, value).id : value);
  const routeId = (value: number | string) => (typeof value === 'number' ? listed(wire.routes, value).id : value);
  const vehicleIds = (places: readonly number[]) => places.map((place) => listed(wire.vehicles, place));
  const plans: CalendarPlan[] = wire.plans.map((plan) => ({
    id: plan.id,
    driverId: driverId(plan.driver),
    vehicleIds: vehicleIds(plan.vehicles),
    start: iso(plan.start),
    end: iso(plan.end),
    routeId: plan.route === null ? null : routeId(plan.route),
    taskIds: plan.tasks,
    status: plan.status,
    createdBy: plan.createdBy === null ? null : listed(wire.users, plan.createdBy),
    version: plan.version,
  }));
  const runs: CalendarRun[] = wire.openRuns.map((run) => ({
    routeId: routeId(run.route),
    date: run.date,
    start: iso(run.start),
    end: iso(run.end),
    plannedShiftId: null,
  }));
  return {
    from: wire.from,
    to: wire.to,
    zone: wire.zone,
    drivers: wire.drivers,
    routes: wire.routes,
    plans,
    shifts: wire.shifts.map((shift) => ({
      id: shift.id,
      driverId: driverId(shift.driver),
      vehicleIds: vehicleIds(shift.vehicles),
      start: iso(shift.start),
      end: shift.end === null ? null : iso(shift.end),
      routeId: shift.route === null ? null : routeId(shift.route),
      plannedShiftId: shift.plannedShiftId,
    })),
    absences: wire.absences.map(({ driver, ...absence }) => ({ ...absence, driverId: driverId(driver) })),
    runs,
    tasks: wire.openTasks.map((task) => ({
      id: task.id,
      start: iso(task.start),
      end: iso(task.end),
      vehicleId: listed(wire.vehicles, task.vehicle),
      driverId: task.driver === null ? null : driverId(task.driver),
      description: task.description,
      customer: task.customer,
    })),
  };
}

function listed<T>(list: readonly T[], place: number): T {
  const value = list[place];
  if (value === undefined) throw new Error(`The calendar refers to entry ${place} of a list of ${list.length}`);
  return value;
}
