import { sql, type RawBuilder, type Updateable } from 'kysely';
import type { DistanceSource, IncomeBasis, Recurrence, RouteInput, Waypoint } from '@rahti/domain';
import type { RoutesTable } from '../db/schema';
import type { Tx } from '../db/tenant';

/** A route as the register reads it: every column but its waypoints. */
export interface RouteSummaryRow {
  id: string;
  name: string;
  code: string;
  customer_id: string | null;
  customer_name: string | null;
  vehicle_id: string | null;
  vehicle_name: string | null;
  department_id: string | null;
  subcontractor: string;
  required_licences: string[];
  recurrence: Recurrence | null;
  income_basis: IncomeBasis;
  income: number;
  distance_km: number;
  driving_minutes: number;
  distance_source: DistanceSource;
  ended_on: string | null;
  version: number;
  created_at: Date;
  updated_at: Date;
}

export interface RouteRow extends RouteSummaryRow {
  waypoints: Waypoint[];
}

/** The columns a write sets: the input, with the distance and time as measured or typed. */
export interface RouteValues {
  input: RouteInput;
  distanceKm: number;
  drivingMinutes: number;
  distanceSource: DistanceSource;
}

function columnsOf({ input, distanceKm, drivingMinutes, distanceSource }: RouteValues) {
  return {
    name: input.name,
    code: input.code,
    customer_id: input.customerId ?? null,
    vehicle_id: input.vehicleId ?? null,
    department_id: input.departmentId ?? null,
    subcontractor: input.subcontractor,
    required_licences: JSON.stringify(input.requiredLicences),
    waypoints: JSON.stringify(input.waypoints),
    recurrence: input.recurrence ? JSON.stringify(input.recurrence) : null,
    income_basis: input.incomeBasis,
    income: input.income,
    distance_km: distanceKm,
    driving_minutes: drivingMinutes,
    distance_source: distanceSource,
  };
}

/**
 * The routes matching `where`, by name, with their customer's and vehicle's names, and their
 * waypoints when `waypoints` is set. The rows come back as one JSON array in one text value: a
 * register of a thousand routes reads in half the time PGlite takes to hand over its columns row
 * by row (bench/routes.ts). Timestamps arrive as text and are made Dates here.
 */
async function selectRoutes<Row extends RouteSummaryRow>(
  tx: Tx,
  organisationId: string,
  where: RawBuilder<unknown>,
  waypoints: Row extends RouteRow ? true : false,
): Promise<Row[]> {
  const { rows } = await sql<{
    routes: string;
  }>`select coalesce(json_agg(x order by lower(x.name), x.id), '[]')::text as routes
    from (select r.id, r.name, r.code, r.customer_id, c.name as customer_name,
        r.vehicle_id, coalesce(nullif(v.name, ''), v.register_number) as vehicle_name, r.department_id, r.subcontractor,
        r.required_licences, ${waypoints ? sql`r.waypoints,` : sql``} r.recurrence, r.income_basis, r.income,
        r.distance_km, r.driving_minutes, r.distance_source, r.ended_on, r.version, r.created_at, r.updated_at
      from routes r
      left join customers c on c.organisation_id = r.organisation_id and c.id = r.customer_id
      left join vehicles v on v.organisation_id = r.organisation_id and v.id = r.vehicle_id
      where r.organisation_id = ${organisationId} and ${where}) x`.execute(tx);
  const parsed = JSON.parse(rows[0]!.routes) as (Omit<Row, 'created_at' | 'updated_at'> &
    Record<'created_at' | 'updated_at', string>)[];
  return parsed.map(
    (row) => ({ ...row, created_at: new Date(row.created_at), updated_at: new Date(row.updated_at) }) as Row,
  );
}

/** A write that bumps the version, when `version` (if given) is still the current one. */
async function bump(
  tx: Tx,
  organisationId: string,
  id: string,
  version: number | undefined,
  set: Updateable<RoutesTable>,
): Promise<boolean> {
  let query = tx
    .updateTable('routes')
    .set({ ...set, version: sql`version + 1`, updated_at: sql`now()` })
    .where('organisation_id', '=', organisationId)
    .where('id', '=', id);
  if (version !== undefined) query = query.where('version', '=', version);
  const row = await query.returning('id').executeTakeFirst();
  return row !== undefined;
}

/** Routes (issue 23); organisation first. */
export const routesRepository = {
  /** The register: every route without its waypoints. */
  list(tx: Tx, organisationId: string): Promise<RouteSummaryRow[]> {
    return selectRoutes<RouteSummaryRow>(tx, organisationId, sql`true`, false);
  },

  async find(tx: Tx, organisationId: string, id: string): Promise<RouteRow | undefined> {
    return (await selectRoutes<RouteRow>(tx, organisationId, sql`r.id = ${id}`, true))[0];
  },

  async insert(tx: Tx, organisationId: string, values: RouteValues): Promise<string> {
    const row = await tx
      .insertInto('routes')
      .values({ organisation_id: organisationId, ...columnsOf(values) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  /** Saves the whole route when `version` is still current; false when it is not (or the route is gone). */
  update(tx: Tx, organisationId: string, id: string, version: number, values: RouteValues): Promise<boolean> {
    return bump(tx, organisationId, id, version, columnsOf(values));
  },

  /** A new recurrence (its exceptions changed) at the version it was read at. */
  setRecurrence(tx: Tx, organisationId: string, id: string, version: number, recurrence: Recurrence) {
    return bump(tx, organisationId, id, version, { recurrence: JSON.stringify(recurrence) });
  },

  setEnd(tx: Tx, organisationId: string, id: string, endedOn: string | null): Promise<boolean> {
    return bump(tx, organisationId, id, undefined, { ended_on: endedOn });
  },

  /** What still names the route: plans of its runs, shifts the driver app linked to it, tasks that were its runs. */
  async dependents(
    tx: Tx,
    organisationId: string,
    id: string,
  ): Promise<{ plannedShifts: number; shifts: number; tasks: number }> {
    const { rows } = await sql<{ plannedShifts: number; shifts: number; tasks: number }>`select
        (select count(*) from planned_shifts where organisation_id = ${organisationId} and route_id = ${id})::int as "plannedShifts",
        (select count(*) from shifts where organisation_id = ${organisationId} and route_id = ${id})::int as shifts,
        (select count(*) from tasks where organisation_id = ${organisationId} and route_id = ${id})::int as tasks`.execute(
      tx,
    );
    return rows[0]!;
  },

  async delete(tx: Tx, organisationId: string, id: string): Promise<boolean> {
    const result = await tx
      .deleteFrom('routes')
      .where('organisation_id', '=', organisationId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  },
};
