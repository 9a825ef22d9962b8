import type { Kysely } from 'kysely';
import {
  addDays,
  estimateRoute,
  expandRecurrence,
  holidayCalendarFor,
  localDateOf,
  routeInputSchema,
  type RouteInput,
} from '@rahti/domain';
import type { Database } from '../db/schema';
import { withTenant } from '../db/tenant';
import { routesRepository } from '../routes/routes.repository';
import { DEMO_ROUTES, type DemoRoute } from './demo-routes-data';

const ZONE = 'Europe/Helsinki';
/** A demo shift is a route's run when it starts within this much of the run's start. */
const START_SLACK_MS = 3 * 3_600_000;

interface ShiftStart {
  id: string;
  employeeNumber: string;
  startMs: number;
}

/** The shifts among `shifts` that were the route's runs: its driver's, starting near a run's start. */
function runsOf(route: RouteInput, demo: DemoRoute, shifts: readonly ShiftStart[], from: string, to: string): string[] {
  if (!route.recurrence) return [];
  const runs = expandRecurrence(route.recurrence, { from, to }, { zone: ZONE, holidays: holidayCalendarFor('EUR') });
  const drivers = new Set(demo.runs.map((run) => run.employeeNumber));
  return shifts
    .filter((shift) => drivers.has(shift.employeeNumber))
    .filter((shift) => runs.some((run) => Math.abs(Date.parse(run.start) - shift.startMs) <= START_SLACK_MS))
    .map((shift) => shift.id);
}

/**
 * The demo's routes (issue 23) with their distance estimated from the waypoints, and the demo
 * shifts (and the tasks made of them) that ran as their occurrences linked to them, so the route
 * page's plan against actual has a month of runs. Added only when the organisation has no route.
 */
export async function seedDemoRoutes(db: Kysely<Database>, organisationId: string, now: Date): Promise<string[]> {
  const org = organisationId;
  const read = await withTenant(db, org, async (tx) => {
    if (await tx.selectFrom('routes').select('id').where('organisation_id', '=', org).executeTakeFirst()) return null;
    return {
      customers: await tx.selectFrom('customers').select(['id', 'name']).where('organisation_id', '=', org).execute(),
      vehicles: await tx
        .selectFrom('vehicles')
        .select(['id', 'vehicle_code'])
        .where('organisation_id', '=', org)
        .execute(),
      departments: await tx
        .selectFrom('departments')
        .select(['id', 'name'])
        .where('organisation_id', '=', org)
        .execute(),
      shifts: await tx
        .selectFrom('shifts as s')
        .innerJoin('drivers as d', (join) =>
          join.onRef('d.organisation_id', '=', 's.organisation_id').onRef('d.id', '=', 's.driver_id'),
        )
        .select(['s.id', 'd.employee_number as employeeNumber', 's.start_at'])
        .where('s.organisation_id', '=', org)
        .execute(),
    };
  });
  if (!read) return [];

  const idOf = <T extends { id: string }>(rows: readonly T[], match: (row: T) => boolean) =>
    rows.find(match)?.id ?? null;
  const shifts = read.shifts.map((shift) => ({
    id: shift.id,
    employeeNumber: shift.employeeNumber,
    startMs: new Date(shift.start_at).getTime(),
  }));
  const today = localDateOf(now.getTime(), ZONE);
  const planned = DEMO_ROUTES.map((demo) => {
    const input = routeInputSchema.parse({
      ...demo.input,
      customerId: idOf(read.customers, (customer) => customer.name === demo.customer),
      vehicleId: idOf(read.vehicles, (vehicle) => vehicle.vehicle_code === demo.vehicleCode),
      departmentId: idOf(read.departments, (department) => department.name === demo.department),
    });
    return {
      input,
      distance: estimateRoute(input.waypoints),
      runs: runsOf(input, demo, shifts, addDays(today, -60), today),
      endedOn: demo.endedDaysAgo === undefined ? null : addDays(today, -demo.endedDaysAgo),
    };
  });

  const linked = await withTenant(db, org, async (tx) => {
    let count = 0;
    for (const route of planned) {
      const id = await routesRepository.insert(tx, org, {
        input: route.input,
        distanceKm: route.distance.distanceKm,
        drivingMinutes: route.distance.drivingMinutes,
        distanceSource: 'estimate',
      });
      if (route.endedOn) await routesRepository.setEnd(tx, org, id, route.endedOn);
      if (route.runs.length === 0) continue;
      await tx
        .updateTable('shifts')
        .set({ route_id: id })
        .where('organisation_id', '=', org)
        .where('id', 'in', route.runs)
        .execute();
      await tx
        .updateTable('tasks')
        .set({ route_id: id })
        .where('organisation_id', '=', org)
        .where('shift_id', 'in', route.runs)
        .execute();
      count += route.runs.length;
    }
    return count;
  });
  return [`${DEMO_ROUTES.length} routes`, ...(linked > 0 ? [`${linked} shifts on routes`] : [])];
}
