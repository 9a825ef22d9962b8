import { sql, type RawBuilder } from 'kysely';
import type { PlannedShiftInput, PlannedShiftStatus } from '@rahti/domain';
import type { Tx } from '../db/tenant';
import { jsonRows } from '../db/json-rows';
import { driverNameSql } from '../db/driver-names';
import { visibleDriverCondition, type SupervisionScope } from '../timesheet/supervision';
import { planVehicleIds, planTaskIds } from './planning-sql';

/** A planned shift as read, with the names the calendar shows; instants as ISO text. */
export interface PlannedShiftRow {
  id: string;
  driver_id: string;
  driver_name: string;
  vehicle_ids: string[];
  vehicle_names: string[];
  start_at: string;
  end_at: string;
  route_id: string | null;
  route_name: string | null;
  task_ids: string[];
  status: PlannedShiftStatus;
  created_by: string | null;
  published_at: string | null;
  version: number;
  created_at: string;
  updated_at: string;
}

/** What the plans a caller sees are: a supervisor's assigned drivers and planned shifts, else all. */
export function visiblePlanCondition(scope: SupervisionScope): RawBuilder<boolean> {
  if (scope.all) return sql<boolean>`true`;
  const plans =
    scope.plannedShiftIds.length === 0
      ? sql<boolean>`false`
      : sql<boolean>`p.id in (${sql.join(scope.plannedShiftIds)})`;
  return sql<boolean>`(${visibleDriverCondition(scope, 'p.driver_id')} or ${plans})`;
}

/**
 * Plans matching `where` (on alias `p`), by start then id, with their driver's, vehicles' and
 * route's names; read as one JSON value (db/json-rows.ts): a month of a large office is
 * thousands of plans.
 */
/** A plan as the conflict check takes it. */
export type CheckablePlanRow = Pick<
  PlannedShiftRow,
  'id' | 'driver_id' | 'vehicle_ids' | 'start_at' | 'end_at' | 'route_id' | 'task_ids'
>;

function selectPlans(tx: Tx, organisationId: string, where: RawBuilder<boolean>): Promise<PlannedShiftRow[]> {
  return jsonRows<PlannedShiftRow>(
    tx,
    sql<PlannedShiftRow>`select p.id, p.driver_id,
        coalesce(${driverNameSql(organisationId, sql`d.first_name`, sql`d.last_name`)}, d.username) as driver_name,
        ${planVehicleIds('p')} as vehicle_ids,
        coalesce((select json_agg(coalesce(nullif(v.name, ''), v.register_number) order by pv.position)
          from planned_shift_vehicles pv join vehicles v on v.organisation_id = pv.organisation_id and v.id = pv.vehicle_id
          where pv.organisation_id = p.organisation_id and pv.planned_shift_id = p.id), '[]') as vehicle_names,
        p.start_at, p.end_at, p.route_id, r.name as route_name,
        ${planTaskIds('p')} as task_ids,
        p.status, p.created_by, p.published_at, p.version, p.created_at, p.updated_at
      from planned_shifts p
      join drivers d on d.organisation_id = p.organisation_id and d.id = p.driver_id
      left join routes r on r.organisation_id = p.organisation_id and r.id = p.route_id
      where p.organisation_id = ${organisationId} and ${where}
      order by p.start_at, p.id`,
  );
}

/** The columns a write sets from the input. */
function columnsOf(input: PlannedShiftInput) {
  return {
    driver_id: input.driverId,
    route_id: input.routeId ?? null,
    start_at: input.start,
    end_at: input.end,
  };
}

async function writeParts(tx: Tx, organisationId: string, id: string, input: PlannedShiftInput): Promise<void> {
  await tx
    .deleteFrom('planned_shift_vehicles')
    .where('organisation_id', '=', organisationId)
    .where('planned_shift_id', '=', id)
    .execute();
  await tx
    .deleteFrom('planned_shift_tasks')
    .where('organisation_id', '=', organisationId)
    .where('planned_shift_id', '=', id)
    .execute();
  if (input.vehicleIds.length > 0)
    await tx
      .insertInto('planned_shift_vehicles')
      .values(
        input.vehicleIds.map((vehicleId, position) => ({
          organisation_id: organisationId,
          planned_shift_id: id,
          vehicle_id: vehicleId,
          position,
        })),
      )
      .execute();
  const taskIds = [...new Set(input.taskIds ?? [])];
  if (taskIds.length > 0)
    await tx
      .insertInto('planned_shift_tasks')
      .values(taskIds.map((taskId) => ({ organisation_id: organisationId, planned_shift_id: id, task_id: taskId })))
      .execute();
}

/** Planned shifts (issue 24); organisation first. */
export const plannedShiftsRepository = {
  /** The plans the caller sees overlapping [from, to) (UTC instants), drafts and published. */
  list(tx: Tx, organisationId: string, scope: SupervisionScope, from: Date, to: Date): Promise<PlannedShiftRow[]> {
    return selectPlans(
      tx,
      organisationId,
      sql<boolean>`p.start_at < ${to} and p.end_at > ${from} and ${visiblePlanCondition(scope)}`,
    );
  },

  /**
   * The same plans as `list`, with only what the conflict check reads: the names, each a query
   * per plan, took the calendar's check of a month (4 000 plans) longer than the check itself.
   */
  checkable(
    tx: Tx,
    organisationId: string,
    scope: SupervisionScope,
    from: Date,
    to: Date,
  ): Promise<CheckablePlanRow[]> {
    return jsonRows<CheckablePlanRow>(
      tx,
      sql<CheckablePlanRow>`select p.id, p.driver_id, ${planVehicleIds('p')} as vehicle_ids, p.start_at, p.end_at,
          p.route_id, ${planTaskIds('p')} as task_ids
        from planned_shifts p
        where p.organisation_id = ${organisationId} and p.start_at < ${to} and p.end_at > ${from}
          and ${visiblePlanCondition(scope)}
        order by p.start_at, p.id`,
    );
  },

  async find(tx: Tx, organisationId: string, id: string): Promise<PlannedShiftRow | undefined> {
    return (await selectPlans(tx, organisationId, sql<boolean>`p.id = ${id}`))[0];
  },

  findMany(tx: Tx, organisationId: string, ids: readonly string[]): Promise<PlannedShiftRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return selectPlans(tx, organisationId, sql<boolean>`p.id in (${sql.join(ids)})`);
  },

  async insert(tx: Tx, organisationId: string, createdBy: string | null, input: PlannedShiftInput): Promise<string> {
    const published = input.status === 'published';
    const { id } = await tx
      .insertInto('planned_shifts')
      .values({
        organisation_id: organisationId,
        ...columnsOf(input),
        status: input.status,
        created_by: createdBy,
        published_at: published ? sql<Date>`now()` : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeParts(tx, organisationId, id, input);
    return id;
  },

  /** Saves the whole plan when `version` is still current; false when it is not (or the plan is gone). */
  async update(tx: Tx, organisationId: string, id: string, version: number, input: PlannedShiftInput) {
    const published = input.status === 'published';
    const row = await tx
      .updateTable('planned_shifts')
      .set({
        ...columnsOf(input),
        status: input.status,
        // Published once, it keeps its first publication time; back to a draft, it has none.
        published_at: published ? sql<Date>`coalesce(published_at, now())` : null,
        version: sql<number>`version + 1`,
        updated_at: sql<Date>`now()`,
      })
      .where('organisation_id', '=', organisationId)
      .where('id', '=', id)
      .where('version', '=', version)
      .returning('id')
      .executeTakeFirst();
    if (!row) return false;
    await writeParts(tx, organisationId, id, input);
    return true;
  },

  /** Publishes the drafts among `ids`; the ids published. */
  async publish(tx: Tx, organisationId: string, ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await tx
      .updateTable('planned_shifts')
      .set({
        status: 'published',
        published_at: sql<Date>`now()`,
        version: sql<number>`version + 1`,
        updated_at: sql<Date>`now()`,
      })
      .where('organisation_id', '=', organisationId)
      .where('id', 'in', ids)
      .where('status', '=', 'draft')
      .returning('id')
      .execute();
    return rows.map((row) => row.id);
  },

  /** Removes the drafts among `ids`; the ids removed. */
  async discard(tx: Tx, organisationId: string, ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await tx
      .deleteFrom('planned_shifts')
      .where('organisation_id', '=', organisationId)
      .where('id', 'in', ids)
      .where('status', '=', 'draft')
      .returning('id')
      .execute();
    return rows.map((row) => row.id);
  },

  async delete(tx: Tx, organisationId: string, id: string): Promise<boolean> {
    const result = await tx
      .deleteFrom('planned_shifts')
      .where('organisation_id', '=', organisationId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  },

  /** Whether any plan starts in [from, to) (a pay period's local days as instants). */
  async anyStarting(tx: Tx, organisationId: string, from: Date, to: Date): Promise<boolean> {
    const row = await tx
      .selectFrom('planned_shifts')
      .select('id')
      .where('organisation_id', '=', organisationId)
      .where('start_at', '>=', from)
      .where('start_at', '<', to)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  },
};
