import { sql } from 'kysely';
import type { Tx } from '../db/tenant';
import { jsonRows } from '../db/json-rows';
import type { DrivingEventRow } from '../driving-time/driving-time.repository';
import { planVehicleIds, planTaskIds, shiftVehicleIds, epochMs } from './planning-sql';

/** A stored plan as conflicts see it: instants as UTC milliseconds. */
export interface StoredPlanRow {
  id: string;
  driver_id: string;
  vehicle_ids: string[];
  start_ms: number;
  end_ms: number;
  route_id: string | null;
  task_ids: string[];
  /** A recorded shift carries it out: the shift's events stand for its driving. */
  carried_out: boolean;
}

export interface RecordedShiftRow {
  id: string;
  driver_id: string;
  vehicle_ids: string[];
  start_ms: number;
  end_ms: number | null;
  planned_shift_id: string | null;
}

/** What is asked about: the posted plans' drivers (at least one), vehicles, tasks and span. */
export interface FactsQuery {
  organisationId: string;
  /** Whose drafts count beside the published plans: the caller's (null: an API client's). */
  createdBy: string | null;
  driverIds: readonly string[];
  vehicleIds: readonly string[];
  taskIds: readonly string[];
  /** Posted plans' refs that are stored plans' ids: they stand in for those plans, so those are not read. */
  postedIds: readonly string[];
  /** The span time conflicts look at: the posted plans' earliest start to latest end. */
  from: Date;
  to: Date;
  /** The wider span driving time looks at for the posted drivers (weeks before and after). */
  historyFrom: Date;
  historyTo: Date;
}

const ids = (values: readonly string[]) => (values.length === 0 ? sql`null::uuid` : sql.join(values));

/**
 * The reads behind a conflict check (issue 24), each one statement. Stored plans are the
 * published ones and the caller's drafts: of the posted drivers over the driving-time span, of
 * the posted vehicles over the plans' span, and any naming a posted task.
 */
export const planningFactsRepository = {
  storedPlans(tx: Tx, q: FactsQuery): Promise<StoredPlanRow[]> {
    return jsonRows(
      tx,
      sql<StoredPlanRow>`select p.id, p.driver_id,
          ${planVehicleIds('p')} as vehicle_ids,
          ${epochMs('p.start_at')} as start_ms,
          ${epochMs('p.end_at')} as end_ms,
          p.route_id,
          ${planTaskIds('p')} as task_ids,
          exists (select 1 from shifts s where s.organisation_id = p.organisation_id and s.planned_shift_id = p.id) as carried_out
        from planned_shifts p
        where p.organisation_id = ${q.organisationId}
          and (p.status = 'published' or p.created_by is not distinct from ${q.createdBy})
          and not (p.id = any(${[...q.postedIds]}::uuid[]))
          and (
            (p.driver_id in (${ids(q.driverIds)}) and p.start_at < ${q.historyTo} and p.end_at > ${q.historyFrom})
            or (p.start_at < ${q.to} and p.end_at > ${q.from} and exists (select 1 from planned_shift_vehicles pv
              where pv.organisation_id = p.organisation_id and pv.planned_shift_id = p.id and pv.vehicle_id in (${ids(q.vehicleIds)})))
            or exists (select 1 from planned_shift_tasks pt
              where pt.organisation_id = p.organisation_id and pt.planned_shift_id = p.id and pt.task_id in (${ids(q.taskIds)})))`,
    );
  },

  /** Which of the posted stored plans a recorded shift has carried out. */
  async carriedOut(tx: Tx, q: FactsQuery): Promise<string[]> {
    if (q.postedIds.length === 0) return [];
    const rows = await tx
      .selectFrom('shifts')
      .select('planned_shift_id')
      .distinct()
      .where('organisation_id', '=', q.organisationId)
      .where(sql<boolean>`planned_shift_id = any(${[...q.postedIds]}::uuid[])`)
      .execute();
    return rows.flatMap((row) => (row.planned_shift_id ? [row.planned_shift_id] : []));
  },

  /** Recorded shifts of the posted drivers or vehicles overlapping the plans' span (a running one has no end). */
  recordedShifts(tx: Tx, q: FactsQuery): Promise<RecordedShiftRow[]> {
    return jsonRows(
      tx,
      sql<RecordedShiftRow>`select s.id, s.driver_id,
          ${shiftVehicleIds('s')} as vehicle_ids,
          ${epochMs('s.start_at')} as start_ms,
          ${epochMs('s.end_at')} as end_ms,
          s.planned_shift_id
        from shifts s
        where s.organisation_id = ${q.organisationId}
          and s.start_at < ${q.to} and (s.end_at is null or s.end_at > ${q.from})
          and (s.driver_id in (${ids(q.driverIds)}) or exists (select 1 from shift_vehicles sv
            where sv.organisation_id = s.organisation_id and sv.shift_id = s.id and sv.vehicle_id in (${ids(q.vehicleIds)})))`,
    );
  },

  /** The posted drivers' shift events over the driving-time span, as the driving-time view reads them. */
  events(tx: Tx, q: FactsQuery): Promise<DrivingEventRow[]> {
    if (q.driverIds.length === 0) return Promise.resolve([]);
    return jsonRows(
      tx,
      sql<DrivingEventRow>`select s.driver_id, e.shift_id, e.work_type,
          ${epochMs('e.start_at')} as start_ms,
          ${epochMs('e.end_at')} as end_ms
        from shifts s
        join shift_events e on e.organisation_id = s.organisation_id and e.shift_id = s.id
        where s.organisation_id = ${q.organisationId} and s.driver_id in (${ids(q.driverIds)})
          and s.start_at >= ${q.historyFrom} and s.start_at < ${q.historyTo}
        order by s.driver_id, s.start_at, e.start_at`,
    );
  },

  licences(tx: Tx, q: FactsQuery) {
    return tx
      .selectFrom('driver_licences')
      .select(['driver_id', 'code', 'expires_on'])
      .where('organisation_id', '=', q.organisationId)
      .where('driver_id', 'in', q.driverIds)
      .execute();
  },

  /** The approved absences of the posted drivers between two local dates. */
  absences(tx: Tx, q: FactsQuery, fromDate: string, toDate: string) {
    return tx
      .selectFrom('absences')
      .select(['id', 'driver_id', 'start_date', 'end_date'])
      .where('organisation_id', '=', q.organisationId)
      .where('driver_id', 'in', q.driverIds)
      .where('approval', '=', 'approved')
      .where('start_date', '<=', toDate)
      .where('end_date', '>=', fromDate)
      .execute();
  },

  payPeriods(tx: Tx, organisationId: string, fromDate: string, toDate: string) {
    return tx
      .selectFrom('pay_periods')
      .select(['start_date', 'end_date'])
      .where('organisation_id', '=', organisationId)
      .where('start_date', '<=', toDate)
      .where('end_date', '>=', fromDate)
      .execute();
  },

  /** The required licences and driving time of these routes. */
  routes(tx: Tx, organisationId: string, routeIds: readonly string[]) {
    if (routeIds.length === 0) return Promise.resolve([]);
    return tx
      .selectFrom('routes')
      .select(['id', 'required_licences', 'driving_minutes'])
      .where('organisation_id', '=', organisationId)
      .where('id', 'in', routeIds)
      .execute();
  },
};
