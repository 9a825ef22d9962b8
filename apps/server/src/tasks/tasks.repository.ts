import { sql, type RawBuilder } from 'kysely';
import type { TaskFilters, TaskInput, TasksQuery } from '@rahti/domain';
import type { Tx } from '../db/tenant';
import { driverNameSql } from '../db/driver-names';
import { distanceCostSql, figuresSql, marginSql, profitSql, timeCostSql } from './task-costs-sql';

export interface TaskRow {
  id: string;
  start_at: Date;
  end_at: Date;
  customer_id: string | null;
  customer_name: string | null;
  vehicle_id: string;
  vehicle_name: string;
  driver_id: string | null;
  driver_name: string | null;
  department_id: string | null;
  route_id: string | null;
  shift_id: string | null;
  source: 'internal' | 'external';
  external_id: string | null;
  description: string;
  pickup: string;
  delivery: string;
  weight_kg: number | null;
  pallets: number | null;
  km: number;
  income: number;
  other_costs: number;
  time_cost_per_hour: number;
  distance_cost_per_km: number;
  calculation_id: string | null;
  is_shared: boolean;
  invoice_id: string | null;
  version: number;
  created_at: Date;
  updated_at: Date;
}

export interface FigureRow {
  count: number;
  hours: number;
  km: number;
  income: number;
  total_cost: number;
  profit: number;
}

/** Where a period's tasks start, as instants (the caller turns local dates into them). */
export interface TaskWindow {
  from: Date;
  until: Date;
}

/** The columns a write sets, priced with `rates`. */
export interface TaskValues {
  input: TaskInput;
  rates: { calculationId: string; timeCostPerHour: number; distanceCostPerKm: number };
  shiftId?: string | null;
}

const SORTS: Record<TasksQuery['sort'], RawBuilder<unknown>> = {
  start: sql`t.start_at asc, t.id`,
  '-start': sql`t.start_at desc, t.id`,
  income: sql`t.income asc, t.start_at desc, t.id`,
  '-income': sql`t.income desc, t.start_at desc, t.id`,
  profit: sql`${profitSql} asc, t.start_at desc, t.id`,
  '-profit': sql`${profitSql} desc, t.start_at desc, t.id`,
  margin: sql`${marginSql} asc nulls first, t.start_at desc, t.id`,
  '-margin': sql`${marginSql} desc nulls last, t.start_at desc, t.id`,
};

function whereSql(organisationId: string, filters: TaskFilters, window: TaskWindow, now: Date): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [
    sql`t.organisation_id = ${organisationId}`,
    sql`t.start_at >= ${window.from}`,
    sql`t.start_at < ${window.until}`,
  ];
  if (filters.driverIds?.length) parts.push(sql`t.driver_id = any(${filters.driverIds}::uuid[])`);
  if (filters.vehicleIds?.length) parts.push(sql`t.vehicle_id = any(${filters.vehicleIds}::uuid[])`);
  if (filters.customerId) parts.push(sql`t.customer_id = ${filters.customerId}`);
  if (filters.departmentId) parts.push(sql`t.department_id = ${filters.departmentId}`);
  if (filters.source) parts.push(sql`t.source = ${filters.source}`);
  if (filters.invoiced === 'no') parts.push(sql`t.invoice_id is null`);
  if (filters.invoiced === 'yes') parts.push(sql`t.invoice_id is not null`);
  if (filters.status === 'done') parts.push(sql`t.end_at <= ${now}`);
  if (filters.status === 'upcoming') parts.push(sql`t.end_at > ${now}`);
  if (filters.search) {
    const pattern = `%${filters.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(
      sql`(t.description ilike ${pattern} or t.pickup ilike ${pattern} or t.delivery ilike ${pattern} or t.external_id ilike ${pattern}
        or exists (select 1 from customers c where c.organisation_id = t.organisation_id and c.id = t.customer_id and c.name ilike ${pattern}))`,
    );
  }
  return sql.join(parts, sql` and `);
}

function selectTasks(organisationId: string): RawBuilder<unknown> {
  return sql`select t.id, t.start_at, t.end_at, t.customer_id, c.name as customer_name, t.vehicle_id, coalesce(nullif(v.name, ''), v.register_number) as vehicle_name,
      t.driver_id, ${driverNameSql(organisationId, sql`d.first_name`, sql`d.last_name`)} as driver_name,
      t.department_id, t.route_id, t.shift_id, t.source, t.external_id, t.description, t.pickup, t.delivery, t.weight_kg, t.pallets,
      t.km, t.income, t.other_costs, t.time_cost_per_hour, t.distance_cost_per_km, t.calculation_id, t.is_shared,
      t.invoice_id, t.version, t.created_at, t.updated_at
    from tasks t
    join vehicles v on v.organisation_id = t.organisation_id and v.id = t.vehicle_id
    left join customers c on c.organisation_id = t.organisation_id and c.id = t.customer_id
    left join drivers d on d.organisation_id = t.organisation_id and d.id = t.driver_id`;
}

function valuesOf({ input, rates, shiftId }: TaskValues) {
  return {
    start_at: input.start,
    end_at: input.end,
    customer_id: input.customerId ?? null,
    vehicle_id: input.vehicleId,
    driver_id: input.driverId ?? null,
    department_id: input.departmentId ?? null,
    route_id: input.routeId ?? null,
    source: input.source ?? 'internal',
    external_id: input.externalId ?? null,
    description: input.description ?? '',
    pickup: input.pickup ?? '',
    delivery: input.delivery ?? '',
    weight_kg: input.weightKg ?? null,
    pallets: input.pallets ?? null,
    km: input.km,
    income: input.income,
    other_costs: input.otherCosts ?? 0,
    time_cost_per_hour: rates.timeCostPerHour,
    distance_cost_per_km: rates.distanceCostPerKm,
    calculation_id: rates.calculationId,
    ...(shiftId !== undefined ? { shift_id: shiftId } : {}),
  };
}

export const tasksRepository = {
  async page(tx: Tx, organisationId: string, query: TasksQuery, window: TaskWindow, now: Date) {
    const where = whereSql(organisationId, query, window, now);
    // The page is chosen on the tasks alone; names are joined for its rows only.
    const items = await sql<TaskRow>`with page as (
        select t.id from tasks t where ${where} order by ${SORTS[query.sort]} limit ${query.limit} offset ${query.offset})
      ${selectTasks(organisationId)} join page on page.id = t.id
      where t.organisation_id = ${organisationId} order by ${SORTS[query.sort]}`.execute(tx);
    const total = await sql<{ total: number }>`select count(*)::int as total from tasks t where ${where}`.execute(tx);
    return { rows: items.rows, total: total.rows[0]?.total ?? 0 };
  },

  async find(tx: Tx, organisationId: string, id: string): Promise<TaskRow | undefined> {
    const result = await sql<TaskRow>`${selectTasks(organisationId)}
      where t.organisation_id = ${organisationId} and t.id = ${id}`.execute(tx);
    return result.rows[0];
  },

  async findMany(tx: Tx, organisationId: string, ids: readonly string[]): Promise<TaskRow[]> {
    if (ids.length === 0) return [];
    const result = await sql<TaskRow>`${selectTasks(organisationId)}
      where t.organisation_id = ${organisationId} and t.id = any(${ids}::uuid[]) order by t.start_at, t.id`.execute(tx);
    return result.rows;
  },

  /** The filtered tasks summed, per ISO week of the organisation's zone and per customer. */
  async totals(tx: Tx, organisationId: string, filters: TaskFilters, window: TaskWindow, now: Date, zone: string) {
    const where = whereSql(organisationId, filters, window, now);
    const all = await sql<
      FigureRow & { time_cost: number; distance_cost: number; other_costs: number }
    >`select ${figuresSql()},
        coalesce(sum(${timeCostSql}), 0) as time_cost,
        coalesce(sum(${distanceCostSql}), 0) as distance_cost,
        coalesce(sum(t.other_costs), 0) as other_costs
      from tasks t where ${where}`.execute(tx);
    const weeks = await sql<FigureRow & { week: string; monday: string }>`select
        to_char(date_trunc('week', t.start_at at time zone ${zone}), 'IYYY-"W"IW') as week,
        to_char(date_trunc('week', t.start_at at time zone ${zone}), 'YYYY-MM-DD') as monday,
        ${figuresSql()}
      from tasks t where ${where} group by 1, 2 order by 2`.execute(tx);
    const customers = await sql<FigureRow & { customer_id: string | null; name: string | null }>`select
        t.customer_id, (select c.name from customers c where c.organisation_id = t.organisation_id and c.id = t.customer_id) as name,
        ${figuresSql()}
      from tasks t where ${where} group by t.organisation_id, t.customer_id order by sum(t.income) desc`.execute(tx);
    return { all: all.rows[0]!, weeks: weeks.rows, customers: customers.rows };
  },

  async insert(tx: Tx, organisationId: string, values: TaskValues): Promise<string> {
    const row = await tx
      .insertInto('tasks')
      .values({ organisation_id: organisationId, ...valuesOf(values) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  /** One task per shift and vehicle: a second time the shift's task exists and nothing is added. */
  async insertFromShift(tx: Tx, organisationId: string, values: TaskValues): Promise<string | undefined> {
    const row = await tx
      .insertInto('tasks')
      .values({ organisation_id: organisationId, ...valuesOf(values) })
      .onConflict((conflict) =>
        conflict.columns(['organisation_id', 'shift_id', 'vehicle_id']).where('shift_id', 'is not', null).doNothing(),
      )
      .returning('id')
      .executeTakeFirst();
    return row?.id;
  },

  /** Saves the whole task when `version` is still current; undefined when it is not (or the task is gone). */
  async update(tx: Tx, organisationId: string, id: string, version: number, values: TaskValues) {
    return tx
      .updateTable('tasks')
      .set({ ...valuesOf(values), version: sql`version + 1`, updated_at: sql`now()` })
      .where('organisation_id', '=', organisationId)
      .where('id', '=', id)
      .where('version', '=', version)
      .returning('id')
      .executeTakeFirst();
  },

  async delete(tx: Tx, organisationId: string, id: string): Promise<boolean> {
    const result = await tx
      .deleteFrom('tasks')
      .where('organisation_id', '=', organisationId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  },

  async deleteBySource(tx: Tx, organisationId: string, source: 'internal' | 'external'): Promise<number> {
    const result = await tx
      .deleteFrom('tasks')
      .where('organisation_id', '=', organisationId)
      .where('source', '=', source)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },
};
