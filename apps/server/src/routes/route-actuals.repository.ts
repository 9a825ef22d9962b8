import { sql } from 'kysely';
import type { Tx } from '../db/tenant';

/** A shift the driver app linked to a route: its times, odometer and waiting (wait and queue events) in seconds. */
export interface RouteShiftRow {
  id: string;
  start_at: Date;
  end_at: Date;
  start_km: number | null;
  end_km: number | null;
  waiting_seconds: number;
}

/** A task that was a run of a route. */
export interface RouteTaskRow {
  id: string;
  start_at: Date;
  end_at: Date;
  km: number;
  income: number;
  other_costs: number;
}

/** Waiting is work types 4 (wait) and 10 (queue) of spec section 3. */
const WAITING_WORK_TYPES = [4, 10];

/** What was recorded against a route between two instants; organisation first. */
export const routeActualsRepository = {
  /** The ended shifts linked to the route that start in [from, until). */
  async shifts(tx: Tx, organisationId: string, routeId: string, from: Date, until: Date): Promise<RouteShiftRow[]> {
    const { rows } = await sql<RouteShiftRow>`select s.id, s.start_at, s.end_at, s.start_km, s.end_km,
        coalesce((select sum(extract(epoch from (e.end_at - e.start_at))) from shift_events e
          where e.organisation_id = s.organisation_id and e.shift_id = s.id and e.end_at is not null
            and e.work_type = any(${WAITING_WORK_TYPES}::smallint[])), 0) as waiting_seconds
      from shifts s
      where s.organisation_id = ${organisationId} and s.route_id = ${routeId}
        and s.start_at >= ${from} and s.start_at < ${until} and s.end_at is not null
      order by s.start_at, s.id`.execute(tx);
    return rows;
  },

  /** The tasks linked to the route that start in [from, until). */
  tasks(tx: Tx, organisationId: string, routeId: string, from: Date, until: Date): Promise<RouteTaskRow[]> {
    return tx
      .selectFrom('tasks')
      .select(['id', 'start_at', 'end_at', 'km', 'income', 'other_costs'])
      .where('organisation_id', '=', organisationId)
      .where('route_id', '=', routeId)
      .where('start_at', '>=', from)
      .where('start_at', '<', until)
      .orderBy('start_at')
      .orderBy('id')
      .execute();
  },
};
