import { sql } from 'kysely';
import type { TimesheetDriverRow } from '@rahti/domain';
import type { Tx } from '../db/tenant';
import { driverNameSql } from '../db/driver-names';
import { driverFilterCondition, type DriverFilters } from './driver-filters';
import { visibleDriverCondition, visibleShiftCondition, type SupervisionScope } from './supervision';

export interface PeriodListQuery extends DriverFilters {
  from: string;
  to: string;
  limit: number;
  /** Only drivers with a shift or absence of the period not yet approved. */
  notApproved?: boolean;
}

/** A row as the query answers it: the page's driver (named in the organisation's order), the period's counts and its exact event seconds. */
export interface PeriodListRow extends Omit<TimesheetDriverRow, 'driverId' | 'eventMinutes'> {
  driverId: string;
  firstName: string;
  lastName: string;
  eventSeconds: number;
}

/**
 * The clerk's overview in one statement: a page of drivers (by last name, first name, id), and
 * for those drivers only, the period's shifts and absences aggregated in grouped subqueries.
 * Event hours come from each shift's totals (kept by triggers, migration 0008), so 500 drivers
 * with a month of 10 000 shifts read 10 000 shift rows, not their 60 000 events
 * (bench/timesheet.ts measures it).
 */
export async function periodListRows(...args: Parameters<typeof periodListQuery>): Promise<PeriodListRow[]> {
  const { rows } = await periodListQuery(...args).execute(args[0]);
  return rows;
}

export function periodListQuery(
  _tx: Tx,
  organisationId: string,
  scope: SupervisionScope,
  query: PeriodListQuery,
  period: { startAt: Date; endAt: Date; now: Date },
  after: readonly string[] | undefined,
) {
  const afterCondition = after
    ? sql`and (d.last_name, d.first_name, d.id) > (${after[0]}, ${after[1]}, ${after[2]}::uuid)`
    : sql``;
  // The same items the payroll summary counts as not approved: the period's shifts the caller sees, and its absences.
  const notApprovedCondition = query.notApproved
    ? sql`and (exists (select 1 from shifts s where s.organisation_id = ${organisationId} and s.driver_id = d.id and s.start_at >= ${period.startAt} and s.start_at < ${period.endAt}
          and s.approval <> 'approved' and ${visibleShiftCondition(scope, 's')})
        or exists (select 1 from absences a where a.organisation_id = ${organisationId} and a.driver_id = d.id and a.start_date <= ${query.to}::date and a.end_date >= ${query.from}::date
          and a.approval <> 'approved'))`
    : sql``;
  return sql<PeriodListRow>`
    with page as (
      select d.id, d.first_name, d.last_name, d.employee_number, d.driver_group_id
      from drivers d
      where d.organisation_id = ${organisationId}
        and ${visibleDriverCondition(scope, 'd.id')}
        and ${driverFilterCondition(query, 'd')}
        ${notApprovedCondition}
        ${afterCondition}
      order by d.last_name, d.first_name, d.id
      limit ${query.limit + 1}
    ),
    period_shifts as (
      select s.id, s.driver_id, s.end_at, s.approval, s.has_driver_edit, s.ended_event_seconds, s.running_event_since
      from shifts s
      join page on page.id = s.driver_id
      where s.organisation_id = ${organisationId}
        and s.start_at >= ${period.startAt} and s.start_at < ${period.endAt}
        and ${visibleShiftCondition(scope, 's')}
    ),
    shift_counts as (
      select driver_id,
        count(*) as shift_count,
        count(*) filter (where end_at is null) as ongoing_count,
        count(*) filter (where approval = 'unapproved') as unapproved_count,
        count(*) filter (where approval = 'checked') as checked_count,
        count(*) filter (where approval = 'approved') as approved_count,
        count(*) filter (where has_driver_edit) as driver_edit_count,
        -- Kept on each shift by triggers (migration 0008); a running event counts up to now.
        sum(ended_event_seconds) + coalesce(sum(greatest(0, extract(epoch from ${period.now}::timestamptz - running_event_since))), 0) as event_seconds
      from period_shifts
      group by driver_id
    ),
    absence_counts as (
      select a.driver_id, count(*) as absence_count, count(*) filter (where a.has_driver_edit) as driver_edit_count
      from absences a
      join page on page.id = a.driver_id
      where a.organisation_id = ${organisationId} and a.start_date <= ${query.to}::date and a.end_date >= ${query.from}::date
      group by a.driver_id
    )
    select
      page.id as "driverId",
      page.first_name as "firstName",
      page.last_name as "lastName",
      ${driverNameSql(organisationId, sql.ref('page.first_name'), sql.ref('page.last_name'))} as "name",
      page.employee_number as "employeeNumber",
      page.driver_group_id as "driverGroupId",
      coalesce(sc.shift_count, 0)::int as "shiftCount",
      coalesce(sc.event_seconds, 0)::float8 as "eventSeconds",
      coalesce(sc.ongoing_count, 0)::int as "ongoingCount",
      coalesce(sc.unapproved_count, 0)::int as "unapprovedCount",
      coalesce(sc.checked_count, 0)::int as "checkedCount",
      coalesce(sc.approved_count, 0)::int as "approvedCount",
      (coalesce(sc.driver_edit_count, 0) + coalesce(ac.driver_edit_count, 0))::int as "driverEditCount",
      coalesce(ac.absence_count, 0)::int as "absenceCount"
    from page
    left join shift_counts sc on sc.driver_id = page.id
    left join absence_counts ac on ac.driver_id = page.id
    order by page.last_name, page.first_name, page.id`;
}
