import { sql } from 'kysely';
import { monthOf, type Recurrence } from '@rahti/domain';
import type { Tx } from '../db/tenant';
import { jsonRows } from '../db/json-rows';
import { driverNameSql } from '../db/driver-names';
import { visibleDriverCondition, visibleShiftCondition, type SupervisionScope } from '../timesheet/supervision';
import { visiblePlanCondition } from './planned-shifts.repository';
import { planVehicleIds, planTaskIds, shiftVehicleIds } from './planning-sql';

/** The calendar's period: local dates for absences and employment, instants for the rest. */
export interface CalendarWindow {
  fromDate: string;
  toDate: string;
  from: Date;
  to: Date;
}

/**
 * The calendar's reads (issue 24), each one statement read as JSON (db/json-rows.ts): a month
 * of a large office is thousands of rows. Instants come back as ISO text.
 */
export const planningCalendarRepository = {
  /** The drivers the caller sees who are employed at some time in the period, in name order. */
  drivers(tx: Tx, organisationId: string, scope: SupervisionScope, w: CalendarWindow) {
    return jsonRows(
      tx,
      sql<{
        id: string;
        name: string;
        employee_number: string;
        base_id: string | null;
        department_id: string | null;
        driver_group_id: string | null;
        standard_hours: number | null;
      }>`select d.id, coalesce(${driverNameSql(organisationId, sql`d.first_name`, sql`d.last_name`)}, d.username) as name,
          d.employee_number, d.base_id, d.department_id, d.driver_group_id, g.standard_working_hours::float8 as standard_hours
        from drivers d
        left join driver_groups g on g.organisation_id = d.organisation_id and g.id = d.driver_group_id
        where d.organisation_id = ${organisationId} and ${visibleDriverCondition(scope, 'd.id')}
          and (d.employment_end is null or d.employment_end >= ${w.fromDate}::date)
          and (d.employment_start is null or d.employment_start <= ${w.toDate}::date)
        order by lower(d.last_name), lower(d.first_name), d.id`,
    );
  },

  plans(tx: Tx, organisationId: string, scope: SupervisionScope, w: CalendarWindow) {
    return jsonRows(
      tx,
      sql<{
        id: string;
        driver_id: string;
        vehicle_ids: string[];
        start_at: string;
        end_at: string;
        route_id: string | null;
        task_ids: string[];
        status: 'draft' | 'published';
        created_by: string | null;
        version: number;
      }>`select p.id, p.driver_id,
          ${planVehicleIds('p')} as vehicle_ids,
          p.start_at, p.end_at, p.route_id,
          ${planTaskIds('p')} as task_ids,
          p.status, p.created_by, p.version
        from planned_shifts p
        where p.organisation_id = ${organisationId} and p.start_at < ${w.to} and p.end_at > ${w.from}
          and ${visiblePlanCondition(scope)}
        order by p.start_at, p.id`,
    );
  },

  /** Recorded shifts overlapping the period (a running one has no end). */
  shifts(tx: Tx, organisationId: string, scope: SupervisionScope, w: CalendarWindow) {
    return jsonRows(
      tx,
      sql<{
        id: string;
        driver_id: string;
        vehicle_ids: string[];
        start_at: string;
        end_at: string | null;
        route_id: string | null;
        planned_shift_id: string | null;
      }>`select s.id, s.driver_id,
          ${shiftVehicleIds('s')} as vehicle_ids,
          s.start_at, s.end_at, s.route_id, s.planned_shift_id
        from shifts s
        where s.organisation_id = ${organisationId} and s.start_at < ${w.to} and (s.end_at is null or s.end_at > ${w.from})
          and ${visibleShiftCondition(scope, 's')}
        order by s.start_at, s.id`,
    );
  },

  absences(tx: Tx, organisationId: string, scope: SupervisionScope, w: CalendarWindow) {
    return jsonRows(
      tx,
      sql<{
        id: string;
        driver_id: string;
        kind: string;
        start_date: string;
        end_date: string;
        approval: 'unapproved' | 'checked' | 'approved';
      }>`select a.id, a.driver_id, a.kind, a.start_date, a.end_date, a.approval
        from absences a
        where a.organisation_id = ${organisationId} and a.start_date <= ${w.toDate}::date and a.end_date >= ${w.fromDate}::date
          and ${visibleDriverCondition(scope, 'a.driver_id')}
        order by a.start_date, a.id`,
    );
  },

  /**
   * The period's tasks to plan: no plan names them and no recorded shift has carried them out. A
   * supervisor sees those of their drivers and those not given to anyone yet.
   */
  openTasks(tx: Tx, organisationId: string, scope: SupervisionScope, w: CalendarWindow) {
    return jsonRows(
      tx,
      sql<{
        id: string;
        start_at: string;
        end_at: string;
        vehicle_id: string;
        driver_id: string | null;
        description: string;
        pickup: string;
        delivery: string;
        customer: string | null;
      }>`select t.id, t.start_at, t.end_at, t.vehicle_id, t.driver_id, t.description, t.pickup, t.delivery,
          c.name as customer
        from tasks t
        left join customers c on c.organisation_id = t.organisation_id and c.id = t.customer_id
        where t.organisation_id = ${organisationId} and t.start_at < ${w.to} and t.end_at > ${w.from}
          and t.shift_id is null
          and (t.driver_id is null or ${visibleDriverCondition(scope, 't.driver_id')})
          and not exists (select 1 from planned_shift_tasks pt
            where pt.organisation_id = t.organisation_id and pt.task_id = t.id)
        order by t.start_at, t.id`,
    );
  },

  /** The routes running at some time in the period (ended ones up to their end). */
  routes(tx: Tx, organisationId: string, w: CalendarWindow) {
    return jsonRows(
      tx,
      sql<{
        id: string;
        name: string;
        code: string;
        required_licences: string[];
        driving_minutes: number;
        department_id: string | null;
        vehicle_id: string | null;
        base_id: string | null;
        income_basis: 'perRun' | 'perHour';
        income: number;
        recurrence: Recurrence | null;
        ended_on: string | null;
      }>`select r.id, r.name, r.code, r.required_licences, r.driving_minutes, r.department_id, r.vehicle_id,
          v.base_id, r.income_basis, r.income::float8 as income, r.recurrence, r.ended_on
        from routes r
        left join vehicles v on v.organisation_id = r.organisation_id and v.id = r.vehicle_id
        where r.organisation_id = ${organisationId} and (r.ended_on is null or r.ended_on >= ${w.fromDate}::date)
        order by lower(r.name), r.id`,
    );
  },

  /** Vehicles' bases, for the routes' vehicles. */
  vehicleBases(tx: Tx, organisationId: string, vehicleIds: readonly string[]) {
    if (vehicleIds.length === 0) return Promise.resolve([]);
    return tx
      .selectFrom('vehicles')
      .select(['id', 'base_id'])
      .where('organisation_id', '=', organisationId)
      .where('id', 'in', vehicleIds)
      .execute();
  },

  /** How many plans and recorded shifts of each route each driver had since `since`, most first. */
  usualDrivers(tx: Tx, organisationId: string, since: Date) {
    return jsonRows(
      tx,
      sql<{ route_id: string; driver_id: string; runs: number }>`select route_id, driver_id, count(*)::int as runs
        from (
          select route_id, driver_id from planned_shifts
            where organisation_id = ${organisationId} and route_id is not null and start_at >= ${since}
          union all
          select route_id, driver_id from shifts
            where organisation_id = ${organisationId} and route_id is not null and start_at >= ${since}
        ) runs
        group by route_id, driver_id
        order by route_id, count(*) desc, driver_id`,
    );
  },

  /** The pay period holding `date`, or its calendar month without one (as the timesheet reads it). */
  async periodHolding(tx: Tx, organisationId: string, date: string): Promise<{ from: string; to: string }> {
    const period = await tx
      .selectFrom('pay_periods')
      .select(['start_date', 'end_date'])
      .where('organisation_id', '=', organisationId)
      .where('start_date', '<=', date)
      .where('end_date', '>=', date)
      .executeTakeFirst();
    return period ? { from: period.start_date, to: period.end_date } : monthOf(date);
  },
};
