import { sql } from 'kysely';
import type { ApprovalState, EventRow } from '@rahti/domain';
import type { Tx } from '../db/tenant';
import { driverFilterCondition, type DriverFilters } from '../timesheet/driver-filters';
import { visibleShiftCondition, type SupervisionScope } from '../timesheet/supervision';

export interface EventListQuery extends DriverFilters {
  workType?: number | undefined;
  vehicleId?: string | undefined;
  approval?: ApprovalState | undefined;
}

/** A row as the query answers it; instants as Dates. */
export type EventListRow = Omit<EventRow, 'start' | 'end'> & { startAt: Date; endAt: Date | null };

/**
 * Events starting in [startAt, endAt) with their shift's driver, vehicles and approval, by
 * start and id, after the cursor's row; at most `limit` rows. The vehicles come from a
 * subquery per event row read, so a page costs its own rows only.
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
    conditions.push(sql`exists (select 1 from shift_vehicles fv where fv.organisation_id = s.organisation_id and fv.shift_id = s.id and fv.vehicle_id = ${query.vehicleId})`);
  }
  if (page.after) conditions.push(sql`(e.start_at, e.id) > (${page.after.startAt}::timestamptz, ${page.after.id}::uuid)`);
  const { rows } = await sql<EventListRow>`
    select
      e.id,
      e.shift_id as "shiftId",
      d.id as "driverId",
      concat(d.last_name, ' ', d.first_name) as "driverName",
      d.employee_number as "employeeNumber",
      e.work_type as "workType",
      e.start_at as "startAt",
      e.end_at as "endAt",
      floor(greatest(0, extract(epoch from coalesce(e.end_at, ${window.now}::timestamptz) - e.start_at)) / 60)::int as minutes,
      array(
        select v.register_number from shift_vehicles sv
        join vehicles v on v.organisation_id = sv.organisation_id and v.id = sv.vehicle_id
        where sv.organisation_id = s.organisation_id and sv.shift_id = s.id
        order by sv.position, v.register_number
      ) as "registerNumbers",
      e.answer,
      s.approval
    from shift_events e
    join shifts s on s.organisation_id = e.organisation_id and s.id = e.shift_id
    join drivers d on d.organisation_id = s.organisation_id and d.id = s.driver_id
    where ${sql.join(conditions, sql` and `)}
    order by e.start_at, e.id
    limit ${page.limit}`.execute(tx);
  return rows;
}
