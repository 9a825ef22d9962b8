import { sql } from 'kysely';
import type { ApprovalState, EventRow } from '@rahti/domain';
import type { Tx } from '../db/tenant';
import { driverFilterCondition, type DriverFilters } from '../timesheet/driver-filters';
import { visibleShiftCondition, type SupervisionScope } from '../timesheet/supervision';
import { driverNameSql } from '../db/driver-names';

export interface EventListQuery extends DriverFilters {
  workType?: number | undefined;
  vehicleId?: string | undefined;
  approval?: ApprovalState | undefined;
}

/** A row as the query answers it; instants as Dates, the exact length in seconds (up to now while running). */
export type EventListRow = Omit<EventRow, 'start' | 'end' | 'minutes'> & {
  startAt: Date;
  endAt: Date | null;
  seconds: number;
};

/**
 * Events starting in [startAt, endAt) with their shift's driver, vehicles and approval, by
 * start and id, after the cursor's row; at most `limit` rows.
 */
export async function eventRows(
  tx: Tx,
  organisationId: string,
  scope: SupervisionScope,
  query: EventListQuery,
  window: { startAt: Date; endAt: Date; now: Date },
  page: { after: { startAt: Date; id: string } | undefined; limit: number },
): Promise<EventListRow[]> {
  const conditions = [
    sql`e.organisation_id = ${organisationId}`,
    sql`e.start_at >= ${window.startAt} and e.start_at < ${window.endAt}`,
    visibleShiftCondition(scope, 's'),
    driverFilterCondition(query, 'd'),
  ];
  if (query.workType !== undefined) conditions.push(sql`e.work_type = ${query.workType}`);
  if (query.approval) conditions.push(sql`s.approval = ${query.approval}`);
  if (query.vehicleId) {
    conditions.push(
      sql`exists (select 1 from shift_vehicles fv where fv.organisation_id = s.organisation_id and fv.shift_id = s.id and fv.vehicle_id = ${query.vehicleId})`,
    );
  }
  if (page.after)
    conditions.push(sql`(e.start_at, e.id) > (${page.after.startAt}::timestamptz, ${page.after.id}::uuid)`);
  // The page of events first, then the vehicles of its shifts in one grouped pass: a
  // subquery per row costs a plan execution per event, which a whole month's file cannot afford.
  const { rows } = await sql<EventListRow>`
    with page as (
      select
        e.id,
        e.shift_id,
        d.id as driver_id,
        ${driverNameSql(organisationId, sql.ref('d.first_name'), sql.ref('d.last_name'))} as driver_name,
        d.employee_number,
        d.driver_group_id,
        e.work_type,
        e.start_at,
        e.end_at,
        greatest(0, extract(epoch from coalesce(e.end_at, ${window.now}::timestamptz) - e.start_at))::float8 as seconds,
        e.answer,
        s.approval
      from shift_events e
      join shifts s on s.organisation_id = e.organisation_id and s.id = e.shift_id
      join drivers d on d.organisation_id = s.organisation_id and d.id = s.driver_id
      where ${sql.join(conditions, sql` and `)}
      order by e.start_at, e.id
      limit ${page.limit}
    ),
    shift_vehicle_numbers as (
      select sv.shift_id, array_agg(v.register_number order by sv.position, v.register_number) as register_numbers
      from shift_vehicles sv
      join vehicles v on v.organisation_id = sv.organisation_id and v.id = sv.vehicle_id
      where sv.organisation_id = ${organisationId} and sv.shift_id in (select distinct shift_id from page)
      group by sv.shift_id
    )
    select
      page.id,
      page.shift_id as "shiftId",
      page.driver_id as "driverId",
      page.driver_name as "driverName",
      page.employee_number as "employeeNumber",
      page.work_type as "workType",
      page.start_at as "startAt",
      page.end_at as "endAt",
      page.seconds,
      coalesce(svn.register_numbers, '{}') as "registerNumbers",
      page.answer,
      -- The driver group's question for the work type, as it reads now (the answer is kept, the question not).
      case when q.text is null then null else json_build_object('text', q.text, 'unit', q.unit) end as question,
      page.approval
    from page
    left join shift_vehicle_numbers svn on svn.shift_id = page.shift_id
    left join driver_group_questions q on q.organisation_id = ${organisationId} and q.driver_group_id = page.driver_group_id and q.work_type = page.work_type
    order by page.start_at, page.id`.execute(tx);
  return rows;
}
