import { sql, type RawBuilder } from 'kysely';
import type { AnalyticsGrouping, PeriodMonth } from '@rahti/domain';
import type { Tx } from '../db/tenant';
import { totalCostSql } from '../tasks/task-costs-sql';

/** Where the period's tasks and shifts start, as instants, and what "now" cuts a running shift at. */
export interface AnalyticsWindow {
  from: Date;
  until: Date;
  now: Date;
  zone: string;
  groupBy: AnalyticsGrouping;
  departmentIds?: readonly string[];
  /** The period's local months, in order, each cut to the period. */
  months: readonly PeriodMonth[];
}

/**
 * A cell of sums: per vehicle (`month` is '') or per local month 'YYYY-MM' (`vehicle_id` is
 * null, except in the in-shift cells, which always name the vehicle). `vehicle_id` is null too
 * for shifts recorded without a vehicle.
 */
interface Cell {
  vehicle_id: string | null;
  month: string;
}
export interface TaskCell extends Cell {
  task_count: number;
  revenue: number;
  cost: number;
  km: number;
}
/** A cell of shifts: their count, km and the seconds of their ended events (see KeptEventSeconds). */
export interface ShiftCell extends Cell {
  shift_count: number;
  km: number;
  ended: number;
  drive: number;
  empty_drive: number;
  wait: number;
  queue: number;
  unpaid_break: number;
}
export interface InShiftCell extends Cell {
  seconds: number;
}
export interface AnalyticsVehicleRow {
  id: string;
  label: string;
  is_active: boolean;
}

/**
 * The local month of an instant of the period, only when the answer is split by month: found
 * among the months' starts (worked out once, in the domain) by `width_bucket`'s binary search:
 * `to_char` in the zone for every row doubled the reads' time on PGlite (decision 0041).
 */
function monthOf(column: RawBuilder<unknown>, window: AnalyticsWindow): RawBuilder<unknown> {
  if (window.groupBy !== 'month') return sql`''`;
  const labels = window.months.map((month) => month.month);
  const starts = window.months.map((month) => new Date(month.startMs).toISOString());
  return sql`(${labels}::text[])[width_bucket(${column}, ${starts}::timestamptz[])]`;
}

function shiftsWhere(organisationId: string, window: AnalyticsWindow): RawBuilder<unknown> {
  const parts = [
    sql`s.organisation_id = ${organisationId}`,
    sql`s.start_at >= ${window.from}`,
    sql`s.start_at < ${window.until}`,
  ];
  if (window.departmentIds?.length)
    parts.push(sql`exists (select 1 from drivers d where d.organisation_id = s.organisation_id and d.id = s.driver_id
      and d.department_id = any(${window.departmentIds}::uuid[]))`);
  return sql.join(parts, sql` and `);
}

/** A shift's end for the analytics: a running shift ends now, and no shift past the period. */
const shiftEndSql = (window: AnalyticsWindow) => sql`least(coalesce(s.end_at, ${window.now}), ${window.until})`;

/**
 * The analytics' reads: every query sums in the database per vehicle or local month, so the
 * answer is a few hundred rows at most however many tasks, shifts and events there are.
 */
export const analyticsRepository = {
  async organisation(tx: Tx, organisationId: string) {
    return tx
      .selectFrom('organisations')
      .select(['time_zone', 'currency'])
      .where('id', '=', organisationId)
      .executeTakeFirstOrThrow();
  },

  async vehicles(tx: Tx, organisationId: string): Promise<AnalyticsVehicleRow[]> {
    const result =
      await sql<AnalyticsVehicleRow>`select v.id, coalesce(nullif(v.name, ''), v.register_number) as label, v.is_active
      from vehicles v where v.organisation_id = ${organisationId}`.execute(tx);
    return result.rows;
  },

  /** Tasks by their start; cost is each task's rounded costs summed, as the task list sums them. */
  async tasks(tx: Tx, organisationId: string, window: AnalyticsWindow): Promise<TaskCell[]> {
    const department = window.departmentIds?.length
      ? sql`and t.department_id = any(${window.departmentIds}::uuid[])`
      : sql``;
    const vehicle = window.groupBy === 'vehicle' ? sql`t.vehicle_id` : sql`null::uuid`;
    const result = await sql<TaskCell>`select ${vehicle} as vehicle_id, ${monthOf(sql`t.start_at`, window)} as month,
        count(*)::int as task_count, coalesce(sum(t.income), 0) as revenue,
        coalesce(sum(${totalCostSql}), 0) as cost, coalesce(sum(t.km), 0) as km
      from tasks t
      where t.organisation_id = ${organisationId} and t.start_at >= ${window.from} and t.start_at < ${window.until} ${department}
      group by 1, 2`.execute(tx);
    return result.rows;
  },

  /**
   * Shifts by their start, filed under their first vehicle, with their odometer km and the
   * seconds of their ended events, all and per work type the analytics tell apart: kept on each
   * shift by triggers (migrations 0008, 0041), so no event is read.
   */
  async shifts(tx: Tx, organisationId: string, window: AnalyticsWindow): Promise<ShiftCell[]> {
    const vehicle = window.groupBy === 'vehicle' ? sql`s.first_vehicle_id` : sql`null::uuid`;
    const result = await sql<ShiftCell>`select ${vehicle} as vehicle_id, ${monthOf(sql`s.start_at`, window)} as month,
        count(*)::int as shift_count,
        coalesce(sum(case when s.end_km >= s.start_km then s.end_km - s.start_km else 0 end), 0) as km,
        sum(s.ended_event_seconds)::float8 as ended, sum(s.ended_drive_seconds)::float8 as drive,
        sum(s.ended_empty_drive_seconds)::float8 as empty_drive, sum(s.ended_wait_seconds)::float8 as wait,
        sum(s.ended_queue_seconds)::float8 as queue, sum(s.ended_break_seconds)::float8 as unpaid_break
      from shifts s where ${shiftsWhere(organisationId, window)}
      group by 1, 2`.execute(tx);
    return result.rows;
  },

  /** Seconds each vehicle was in a shift (every vehicle of a shift), cut to the period. */
  async inShift(tx: Tx, organisationId: string, window: AnalyticsWindow): Promise<InShiftCell[]> {
    const result = await sql<InShiftCell>`select sv.vehicle_id, ${monthOf(sql`s.start_at`, window)} as month,
        coalesce(sum(greatest(extract(epoch from ${shiftEndSql(window)} - s.start_at), 0)), 0)::float8 as seconds
      from shifts s join shift_vehicles sv on sv.organisation_id = s.organisation_id and sv.shift_id = s.id
      where ${shiftsWhere(organisationId, window)}
      group by 1, 2`.execute(tx);
    return result.rows;
  },
};
