import {
  addDays,
  localMidnight,
  planCheckOf,
  type PlanCheck,
  type PlannedShift,
  type PlannedShiftInput,
  type PlannedShiftsQuery,
  type PlannedShiftUpdate,
} from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { withTenant, type Tx } from '../db/tenant';
import { notFound } from '../http/api-error';
import type { AuthContext } from '../http/access';
import { organisationTimeZone } from '../timesheet/history';
import { canSeeDriver, supervisionScope, type SupervisionScope } from '../timesheet/supervision';
import { planCreator } from './plan-creator';
import { planningError } from './planning-errors';
import {
  plannedShiftsRepository as plans,
  type CheckablePlanRow,
  type PlannedShiftRow,
} from './planned-shifts.repository';

/** What a plan is, as the conflict check takes it too. */
const planFieldsOf = (row: CheckablePlanRow) => ({
  id: row.id,
  driverId: row.driver_id,
  vehicleIds: row.vehicle_ids,
  start: new Date(row.start_at).toISOString(),
  end: new Date(row.end_at).toISOString(),
  routeId: row.route_id,
  taskIds: row.task_ids,
});

export const toPlannedShift = (row: PlannedShiftRow): PlannedShift => ({
  ...planFieldsOf(row),
  driverName: row.driver_name,
  vehicleNames: row.vehicle_names,
  routeName: row.route_name,
  status: row.status,
  createdBy: row.created_by,
  publishedAt: row.published_at === null ? null : new Date(row.published_at).toISOString(),
  version: row.version,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

/** The instants of the local dates [from, to] in the organisation's zone. */
async function instantsOf(tx: Tx, auth: AuthContext, query: PlannedShiftsQuery) {
  const zone = await organisationTimeZone(tx, auth.organisationId);
  return { from: new Date(localMidnight(query.from, zone)), to: new Date(localMidnight(addDays(query.to, 1), zone)) };
}

const canSeePlan = (scope: SupervisionScope, row: Pick<PlannedShiftRow, 'id' | 'driver_id'>) =>
  scope.all || scope.driverIds.includes(row.driver_id) || scope.plannedShiftIds.includes(row.id);

/** Counts the ids among `ids` that are the organisation's rows of `table`. */
async function countOwn(tx: Tx, organisationId: string, table: 'vehicles' | 'tasks' | 'routes', ids: string[]) {
  if (ids.length === 0) return 0;
  const rows = await tx
    .selectFrom(table)
    .select('id')
    .where('organisation_id', '=', organisationId)
    .where('id', 'in', ids)
    .execute();
  return rows.length;
}

/**
 * What a plan names must be the organisation's own: a driver the caller sees (else 404, as if
 * there were none), its vehicles, route and tasks (else a 400 naming the field).
 */
async function checkReferences(tx: Tx, auth: AuthContext, scope: SupervisionScope, input: PlannedShiftInput) {
  const driver = await tx
    .selectFrom('drivers')
    .select('id')
    .where('organisation_id', '=', auth.organisationId)
    .where('id', '=', input.driverId)
    .executeTakeFirst();
  if (!driver || !canSeeDriver(scope, input.driverId)) throw notFound();
  const vehicleIds = [...new Set(input.vehicleIds)];
  if ((await countOwn(tx, auth.organisationId, 'vehicles', vehicleIds)) !== vehicleIds.length)
    throw planningError(400, 'unknownVehicle', 'vehicleIds');
  if (input.routeId && (await countOwn(tx, auth.organisationId, 'routes', [input.routeId])) !== 1)
    throw planningError(400, 'unknownRoute', 'routeId');
  const taskIds = [...new Set(input.taskIds ?? [])];
  if ((await countOwn(tx, auth.organisationId, 'tasks', taskIds)) !== taskIds.length)
    throw planningError(400, 'unknownTask', 'taskIds');
}

/** Planned shifts (issue 24): drafts and published plans, each saved at the version it was read. */
export function createPlannedShiftsService(context: AppContext) {
  const { db } = context.database;
  const inTenant = <T>(auth: AuthContext, work: (tx: Tx) => Promise<T>) => withTenant(db, auth.organisationId, work);

  async function readVisible(tx: Tx, auth: AuthContext, id: string, scope?: SupervisionScope) {
    const row = await plans.find(tx, auth.organisationId, id);
    if (!row || !canSeePlan(scope ?? (await supervisionScope(tx, auth)), row)) throw notFound();
    return row;
  }

  /** The visible plans among `ids` (the others are left alone, as if they did not exist). */
  async function visibleIds(tx: Tx, auth: AuthContext, ids: readonly string[]) {
    const scope = await supervisionScope(tx, auth);
    const rows = await plans.findMany(tx, auth.organisationId, [...new Set(ids)]);
    return rows.filter((row) => canSeePlan(scope, row)).map((row) => row.id);
  }

  return {
    /** The plans overlapping the local dates [from, to] of the organisation's zone, drafts too. */
    async list(auth: AuthContext, query: PlannedShiftsQuery): Promise<PlannedShift[]> {
      const rows = await inTenant(auth, async (tx) => {
        const { from, to } = await instantsOf(tx, auth, query);
        return plans.list(tx, auth.organisationId, await supervisionScope(tx, auth), from, to);
      });
      return rows.map(toPlannedShift);
    },

    /** The plans `list` answers, as the conflict check takes them (each plan's id its ref). */
    async checkable(auth: AuthContext, query: PlannedShiftsQuery): Promise<PlanCheck[]> {
      const rows = await inTenant(auth, async (tx) => {
        const { from, to } = await instantsOf(tx, auth, query);
        return plans.checkable(tx, auth.organisationId, await supervisionScope(tx, auth), from, to);
      });
      return rows.map((row) => planCheckOf(planFieldsOf(row)));
    },

    async get(auth: AuthContext, id: string): Promise<PlannedShift> {
      return toPlannedShift(await inTenant(auth, (tx) => readVisible(tx, auth, id)));
    },

    async create(auth: AuthContext, input: PlannedShiftInput): Promise<PlannedShift> {
      const row = await inTenant(auth, async (tx) => {
        await checkReferences(tx, auth, await supervisionScope(tx, auth), input);
        const id = await plans.insert(tx, auth.organisationId, planCreator(auth), input);
        return (await plans.find(tx, auth.organisationId, id))!;
      });
      return toPlannedShift(row);
    },

    async update(auth: AuthContext, id: string, input: PlannedShiftUpdate): Promise<PlannedShift> {
      const row = await inTenant(auth, async (tx) => {
        const scope = await supervisionScope(tx, auth);
        const before = await readVisible(tx, auth, id, scope);
        if (before.version !== input.version) throw planningError(409, 'versionConflict', 'version');
        await checkReferences(tx, auth, scope, input);
        if (!(await plans.update(tx, auth.organisationId, id, input.version, input)))
          throw planningError(409, 'versionConflict', 'version');
        return (await plans.find(tx, auth.organisationId, id))!;
      });
      return toPlannedShift(row);
    },

    async remove(auth: AuthContext, id: string): Promise<void> {
      await inTenant(auth, async (tx) => {
        await readVisible(tx, auth, id);
        await plans.delete(tx, auth.organisationId, id);
      });
    },

    /** Publishes the drafts among `ids` at once: the driver app shows them from then. */
    publish(auth: AuthContext, ids: readonly string[]): Promise<{ published: string[] }> {
      return inTenant(auth, async (tx) => ({
        published: await plans.publish(tx, auth.organisationId, await visibleIds(tx, auth, ids)),
      }));
    },

    /** Removes the drafts among `ids` at once; published plans are removed one by one. */
    discard(auth: AuthContext, ids: readonly string[]): Promise<{ discarded: string[] }> {
      return inTenant(auth, async (tx) => ({
        discarded: await plans.discard(tx, auth.organisationId, await visibleIds(tx, auth, ids)),
      }));
    },
  };
}
