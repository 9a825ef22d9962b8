import {
  isEditable,
  type Language,
  type TransportTask,
  type TransportTaskInput,
  type TransportTasksPage,
  type TransportTasksQuery,
  type TransportTaskUpdate,
} from '@rahti/domain';
import type { ServiceContext } from '../platform/app-context';
import { withTenant } from '../db/tenant';
import { notFound } from '../http/api-error';
import type { AuthContext } from '../http/access';
import { organisationTimeZone } from '../timesheet/history';
import { actorOf, checkReferences } from './transport-checks';
import { transportError } from './transport-errors';
import { transportListRepository } from './transport-list.repository';
import { orderValuesOf, waitingState, withIds } from './transport-order';
import { transportReadsRepository } from './transport-reads.repository';
import { summariesOf } from './transport-summary-dto';
import { transportTasksOf } from './transport-task-dto';
import { transportTasksRepository as repository, type EventValues } from './transport-tasks.repository';
import { writeNewOrder } from './transport-new-order';

/** Words for the notes the server writes as catalogue keys, in the reader's language. */
export function noteWords(context: ServiceContext, language: Language) {
  return (key: string) => String(context.translator.t(key, { lng: language }));
}

/**
 * Transport tasks (issue 26): the office's orders with stops and goods, each with its waybill
 * numbered in the transaction that makes it; editable until the driver starts.
 */
export function createTransportTasksService(context: ServiceContext) {
  const { db } = context.database;

  /** Whole tasks as read, assembled after the read has committed (decision 0021). */
  async function readMany(auth: AuthContext, ids: readonly string[]): Promise<TransportTask[]> {
    const facts = await withTenant(db, auth.organisationId, (tx) =>
      transportReadsRepository.facts(tx, auth.organisationId, ids),
    );
    return transportTasksOf(facts, noteWords(context, auth.language));
  }

  async function read(auth: AuthContext, id: string): Promise<TransportTask> {
    const [task] = await readMany(auth, [id]);
    if (!task) throw notFound();
    return task;
  }

  return {
    get: read,
    readMany,

    async list(auth: AuthContext, query: TransportTasksQuery): Promise<TransportTasksPage> {
      const page = await withTenant(db, auth.organisationId, (tx) =>
        transportListRepository.page(tx, auth.organisationId, query),
      );
      return { items: summariesOf(page.rows, page.stops), total: page.total };
    },

    async create(auth: AuthContext, input: TransportTaskInput): Promise<TransportTask> {
      const org = auth.organisationId;
      const id = await withTenant(db, org, async (tx) => {
        await checkReferences(tx, org, input);
        const zone = await organisationTimeZone(tx, org);
        return writeNewOrder(tx, org, input, { zone, actor: await actorOf(tx, auth), now: context.now() });
      });
      return read(auth, id);
    },

    async update(auth: AuthContext, id: string, input: TransportTaskUpdate): Promise<TransportTask> {
      const org = auth.organisationId;
      await withTenant(db, org, async (tx) => {
        const [locked] = await repository.lockTasks(tx, org, [id]);
        if (!locked) throw notFound();
        if (locked.version !== input.version) throw transportError(409, 'versionConflict', 'version');
        if (!isEditable(locked.state)) throw transportError(409, 'notEditable');
        await checkReferences(tx, org, input);
        const zone = await organisationTimeZone(tx, org);
        const actor = await actorOf(tx, auth);
        const state = waitingState(input.driverId);
        await repository.updateTask(tx, org, id, orderValuesOf(input, state, zone, locked.created_at));
        const parts = await repository.partIds(tx, org, id);
        await repository.replaceStops(tx, org, id, withIds(input.stops, parts.stopIds));
        await repository.replaceGoods(tx, org, id, withIds(input.goods, parts.goodsIds));
        await repository.setWaybillKind(tx, org, id, input.international ? 'cmr' : 'domestic');
        const now = context.now();
        const events: EventValues[] = [{ transportTaskId: id, kind: 'edited', at: now, ...actor }];
        if (input.driverId !== locked.driver_id)
          events.push({
            transportTaskId: id,
            kind: state,
            at: now,
            ...actor,
            note: input.driverId ? ((await repository.driverName(tx, org, input.driverId)) ?? '') : '',
          });
        await repository.insertEvents(tx, org, events);
      });
      return read(auth, id);
    },
  };
}
export type TransportTasksService = ReturnType<typeof createTransportTasksService>;
