import { isAssignable, isCancellable, type TransportTask, type TransportTasksPage } from '@rahti/domain';
import type { ServiceContext } from '../platform/app-context';
import type { Tx } from '../db/tenant';
import { withTenant } from '../db/tenant';
import { nameList } from '../http/organisation-data-errors';
import { notFound } from '../http/api-error';
import type { AuthContext } from '../http/access';
import { actorOf, checkReferences, type Actor } from './transport-checks';
import { transportError } from './transport-errors';
import { transportListRepository } from './transport-list.repository';
import { waitingState } from './transport-order';
import { summariesOf } from './transport-summary-dto';
import { transportTasksRepository as repository, type LockedTask } from './transport-tasks.repository';
import { createTransportTasksService } from './transport-tasks.service';

interface Assignment {
  driverId: string | null;
  vehicleId: string | null;
}

/**
 * Giving transport tasks to a driver (one, or many at once: all or none) and cancelling them. A
 * driver can be given or changed until the driver starts; a cancelled task keeps its waybill number.
 */
export function createTransportAssignService(context: ServiceContext) {
  const { db } = context.database;
  const tasks = createTransportTasksService(context);

  /** Writes one task's assignment and its timeline line; nothing when it is as it was. */
  async function assignLocked(tx: Tx, auth: AuthContext, task: LockedTask, to: Assignment, actor: Actor) {
    if (task.driver_id === to.driverId && task.vehicle_id === to.vehicleId) return;
    const state = waitingState(to.driverId);
    await repository.setAssignment(tx, auth.organisationId, task.id, { ...to, state });
    if (task.driver_id === to.driverId && task.state === state) return;
    await repository.insertEvents(tx, auth.organisationId, [
      {
        transportTaskId: task.id,
        kind: state,
        at: context.now(),
        ...actor,
        note: to.driverId ? ((await repository.driverName(tx, auth.organisationId, to.driverId)) ?? '') : '',
      },
    ]);
  }

  return {
    async assign(auth: AuthContext, id: string, body: Assignment & { version: number }): Promise<TransportTask> {
      await withTenant(db, auth.organisationId, async (tx) => {
        const [task] = await repository.lockTasks(tx, auth.organisationId, [id]);
        if (!task) throw notFound();
        if (task.version !== body.version) throw transportError(409, 'versionConflict', 'version');
        if (!isAssignable(task.state)) throw transportError(409, 'notAssignable');
        await checkReferences(tx, auth.organisationId, body);
        await assignLocked(tx, auth, task, body, await actorOf(tx, auth));
      });
      return tasks.get(auth, id);
    },

    /** The list's bulk assign: every task is given, or none is (a 409 naming those already started). */
    async bulkAssign(auth: AuthContext, body: Assignment & { ids: string[] }): Promise<TransportTasksPage> {
      const ids = [...new Set(body.ids)];
      await withTenant(db, auth.organisationId, async (tx) => {
        const locked = await repository.lockTasks(tx, auth.organisationId, ids);
        if (locked.length !== ids.length) throw notFound();
        const started = locked.filter((task) => !isAssignable(task.state));
        if (started.length > 0)
          throw transportError(409, 'bulkNotAssignable', 'ids', {
            count: started.length,
            references: nameList(started.map((task) => task.reference || task.id.slice(0, 8))),
          });
        await checkReferences(tx, auth.organisationId, body);
        const actor = await actorOf(tx, auth);
        for (const task of locked) await assignLocked(tx, auth, task, body, actor);
      });
      const page = await withTenant(db, auth.organisationId, (tx) =>
        transportListRepository.byIds(tx, auth.organisationId, ids),
      );
      return { items: summariesOf(page.rows, page.stops), total: page.rows.length };
    },

    async cancel(auth: AuthContext, id: string, body: { version: number; note: string }): Promise<TransportTask> {
      await withTenant(db, auth.organisationId, async (tx) => {
        const [task] = await repository.lockTasks(tx, auth.organisationId, [id]);
        if (!task) throw notFound();
        if (task.version !== body.version) throw transportError(409, 'versionConflict', 'version');
        if (!isCancellable(task.state)) throw transportError(409, 'notCancellable');
        await repository.setState(tx, auth.organisationId, id, 'cancelled');
        await repository.insertEvents(tx, auth.organisationId, [
          { transportTaskId: id, kind: 'cancelled', at: context.now(), ...(await actorOf(tx, auth)), note: body.note },
        ]);
      });
      return tasks.get(auth, id);
    },
  };
}
