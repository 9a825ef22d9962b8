import { sql } from 'kysely';
import { DRIVER_SYNC_LIMITS, type DriverPlannedShift } from '@rahti/domain';
import type { Tx } from '../db/tenant';

const DAY_MS = 86_400_000;

/** An upcoming planned shift of the driver, as read: what the answer shows, with what moves when it changes. */
export interface UpcomingPlanRow {
  id: string;
  start_at: Date;
  end_at: Date;
  route_id: string | null;
  route_name: string | null;
  route_code: string | null;
  /** In the plan's order. */
  vehicles: { id: string; registerNumber: string }[];
  version: number;
  updated_at: Date;
}

/**
 * The driver's published planned shifts (issue 24) that end after `now` and start within
 * `plannedDays`, not yet carried out by a recorded shift (`shifts.planned_shift_id`), by start.
 * Drafts never reach the phone. A plan's `version` and `updated_at` grow with every change of it
 * (publishing, times, route, vehicles); the route's name and code and the vehicles' register
 * numbers are read here, so these rows are what the sync cursor hashes.
 */
export function upcomingPlanRows(
  tx: Tx,
  organisationId: string,
  driverId: string,
  now: Date,
): Promise<UpcomingPlanRow[]> {
  const until = new Date(now.getTime() + DRIVER_SYNC_LIMITS.plannedDays * DAY_MS);
  return tx
    .selectFrom('planned_shifts as p')
    .leftJoin('routes as r', (join) =>
      join.onRef('r.organisation_id', '=', 'p.organisation_id').onRef('r.id', '=', 'p.route_id'),
    )
    .select(['p.id', 'p.start_at', 'p.end_at', 'p.route_id', 'r.name as route_name', 'r.code as route_code'])
    .select(
      sql<UpcomingPlanRow['vehicles']>`coalesce((
        select json_agg(json_build_object('id', v.id, 'registerNumber', v.register_number) order by pv.position)
        from planned_shift_vehicles pv
        join vehicles v on v.organisation_id = pv.organisation_id and v.id = pv.vehicle_id
        where pv.organisation_id = p.organisation_id and pv.planned_shift_id = p.id), '[]')`.as('vehicles'),
    )
    .select(['p.version', 'p.updated_at'])
    .where('p.organisation_id', '=', organisationId)
    .where('p.driver_id', '=', driverId)
    .where('p.status', '=', 'published')
    .where('p.end_at', '>', now)
    .where('p.start_at', '<', until)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('shifts as s')
            .select('s.id')
            .whereRef('s.organisation_id', '=', 'p.organisation_id')
            .whereRef('s.planned_shift_id', '=', 'p.id'),
        ),
      ),
    )
    .orderBy('p.start_at')
    .orderBy('p.id')
    .execute();
}

/** The planned shifts as the driver app gets them; instants as UTC ISO, as a shift's. */
export function driverPlannedShiftsOf(rows: readonly UpcomingPlanRow[]): DriverPlannedShift[] {
  return rows.map((row) => ({
    id: row.id,
    start: row.start_at.toISOString(),
    end: row.end_at.toISOString(),
    routeId: row.route_id,
    routeName: row.route_name,
    routeCode: row.route_code,
    vehicleIds: row.vehicles.map((vehicle) => vehicle.id),
    vehicleNames: row.vehicles.map((vehicle) => vehicle.registerNumber),
  }));
}
