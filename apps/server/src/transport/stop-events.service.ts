import {
  fileKeysOf,
  OPEN_TRANSPORT_TASK_STATES,
  stateOfStops,
  stopAfterEvent,
  stopEventProblem,
  type StopEventInput,
  type TransportTask,
  type TransportTaskState,
} from '@rahti/domain';
import type { ServiceContext } from '../platform/app-context';
import { withTenant, type Tx } from '../db/tenant';
import { fileIdsByClientKeys } from '../files/files.service';
import type { AuthContext } from '../http/access';
import { insertTaskOfTransport, type DeliveredTransport } from '../tasks/tasks-from-transport';
import { ratesOf, readVehicleCalculations, type CostRates, type VehicleCalculationRow } from '../tasks/vehicle-rates';
import { stopEventsRepository as events, type EventStopRow, type EventTaskRow } from './stop-events.repository';
import { endsOf } from './transport-summary-dto';
import { transportReadsRepository } from './transport-reads.repository';
import { transportTasksOf } from './transport-task-dto';
import { transportTasksRepository as tasks } from './transport-tasks.repository';
import { queueWebhookEvent } from '../webhook-outbox/queue-webhook-event';

/** What one stop event came to, as the driver app's sync answers an operation. */
export interface StopEventResult {
  outcome: 'applied' | 'duplicate' | 'conflict' | 'refused' | 'invalid';
  status: number;
  message: string | null;
  params: Record<string, string>;
  itemId: string | null;
}

/** The office changed the task between the read and the write: read again, this many times at most. */
const ATTEMPTS = 3;

const answer = (
  outcome: StopEventResult['outcome'],
  status: number,
  message: string | null,
  itemId: string | null,
  params: Record<string, string> = {},
): StopEventResult => ({ outcome, status, message, params, itemId });

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);
const progressOf = (stop: EventStopRow) => ({
  kind: stop.kind,
  arrivedAt: iso(stop.arrived_at),
  doneAt: iso(stop.done_at),
});

interface EventFacts {
  task: EventTaskRow;
  stops: EventStopRow[];
  goodsIds: Set<string>;
  files: Map<string, string>;
  weightKg: number;
  driver: { name: string | null; department_id: string | null } | undefined;
  vehicle: VehicleCalculationRow | undefined;
}

type Read = { seen: { transport_task_id: string; by_user_id: string | null } } | { facts: EventFacts } | null;

async function readFacts(tx: Tx, organisationId: string, driverId: string, input: StopEventInput): Promise<Read> {
  const seen = await events.eventByKey(tx, organisationId, input.clientKey);
  if (seen) return { seen };
  const task = await events.task(tx, organisationId, input.transportTaskId);
  if (!task || task.driver_id !== driverId) return null;
  const parts = await tasks.partIds(tx, organisationId, task.id);
  return {
    facts: {
      task,
      stops: await events.stops(tx, organisationId, task.id),
      goodsIds: parts.goodsIds,
      files: await fileIdsByClientKeys(tx, organisationId, fileKeysOf(input)),
      weightKg: await events.weightKg(tx, organisationId, task.id),
      driver: await events.driver(tx, organisationId, driverId),
      vehicle: task.vehicle_id
        ? (await readVehicleCalculations(tx, organisationId, [task.vehicle_id])).get(task.vehicle_id)
        : undefined,
    },
  };
}

/** Why a delivered task made no profitability task, in the timeline's words; null when it makes one. */
function deliveryTaskOf(
  facts: EventFacts,
  stops: readonly { kind: string; city: string; arrivedAt: string | null; doneAt: string | null }[],
): { noteKey: string } | { delivered: DeliveredTransport; rates: CostRates } {
  const { task, vehicle } = facts;
  if (!task.vehicle_id) return { noteKey: 'transport:noTaskWithoutVehicle' };
  if (!vehicle?.calculation) return { noteKey: 'transport:noTaskWithoutCalculation' };
  const arrivals = stops.flatMap((stop) => (stop.arrivedAt ? [Date.parse(stop.arrivedAt)] : []));
  const deliveries = stops.flatMap((stop) =>
    stop.kind === 'delivery' && stop.doneAt ? [Date.parse(stop.doneAt)] : [],
  );
  const { from, to } = endsOf(stops);
  return {
    rates: ratesOf(vehicle.calculation),
    delivered: {
      vehicleId: task.vehicle_id,
      driverId: task.driver_id,
      departmentId: facts.driver?.department_id ?? null,
      customerId: task.customer_id,
      start: new Date(Math.min(...arrivals)),
      end: new Date(Math.max(...deliveries)),
      km: task.km ?? 0,
      income: task.price ?? 0,
      description: [task.reference, `${task.sender_name} → ${task.consignee_name}`].filter(Boolean).join(' · '),
      pickup: from,
      delivery: to,
      weightKg: facts.weightKg,
    },
  };
}

/**
 * What the driver's phone records at a stop (issue 26), for the driver app's sync operation
 * `recordStopEvent`. It opens its own transactions: call it outside any open one (the embedded
 * database has one connection, so a transaction opened inside another would wait for ever).
 * The same client key applies once; a later send answers `duplicate` with the task's id.
 */
export function createStopEventsService(context: ServiceContext) {
  const { db } = context.database;

  async function attempt(
    auth: AuthContext,
    driverId: string,
    input: StopEventInput,
  ): Promise<StopEventResult | 'again'> {
    const org = auth.organisationId;
    const read = await withTenant(db, org, (tx) => readFacts(tx, org, driverId, input));
    if (read === null) return answer('refused', 404, 'transport:notYourTask', null);
    if ('seen' in read)
      return read.seen.by_user_id === auth.userId
        ? answer('duplicate', 200, null, read.seen.transport_task_id)
        : answer('refused', 404, 'transport:notYourTask', null);
    const { facts } = read;
    const { task } = facts;
    if (task.state === 'delivered' || task.state === 'cancelled')
      return answer('conflict', 409, 'transport:taskClosed', task.id, { state: task.state });
    const stop = facts.stops.find((candidate) => candidate.id === input.stopId);
    if (!stop) return answer('invalid', 400, 'transport:unknownStop', task.id, { field: 'stopId' });
    const problem = stopEventProblem(stop.kind, input.kind);
    if (problem) return answer('invalid', 400, problem, task.id, { field: 'kind' });
    const missing = fileKeysOf(input).filter((key) => !facts.files.has(key));
    if (missing.length > 0)
      return answer('invalid', 400, 'transport:fileMissing', task.id, { count: String(missing.length) });

    // Decided after the read committed (decision 0021).
    const updated = stopAfterEvent(progressOf(stop), input.kind, input.at);
    const stops = facts.stops.map((row) => ({ ...(row.id === stop.id ? updated : progressOf(row)), city: row.city }));
    const state: TransportTaskState = stateOfStops(task.state, stops, true);
    const delivery = state === 'delivered' ? deliveryTaskOf(facts, stops) : null;
    const fileId = (key: string) => facts.files.get(key)!;
    const by = { byUserId: auth.userId, byName: facts.driver?.name ?? null };

    return withTenant(db, org, async (tx) => {
      const [locked] = await tasks.lockTasks(tx, org, [task.id]);
      if (!locked || locked.version !== task.version) return 'again' as const;
      const [eventId] = await tasks.insertEvents(tx, org, [
        {
          transportTaskId: task.id,
          kind: input.kind,
          stopId: stop.id,
          at: input.at,
          ...by,
          note: input.note,
          position: input.position,
          goodsChecked: input.goodsChecked,
          deviations: input.deviations.map((deviation) => ({
            type: deviation.type,
            goodsLineId:
              deviation.goodsLineId && facts.goodsIds.has(deviation.goodsLineId) ? deviation.goodsLineId : null,
            note: deviation.note,
            photoIds: deviation.photoKeys.map(fileId),
          })),
          clientKey: input.clientKey,
        },
      ]);
      // The same key stored a moment ago by another send: the next read answers it.
      if (!eventId) return 'again' as const;
      await events.updateStop(tx, org, stop.id, updated);
      await events.insertFiles(tx, org, eventId, [
        ...(input.proof
          ? [
              { fileId: fileId(input.proof.signatureKey), purpose: 'signature' as const },
              ...input.proof.photoKeys.map((key) => ({ fileId: fileId(key), purpose: 'photo' as const })),
            ]
          : []),
        ...input.deviations.flatMap((d) =>
          d.photoKeys.map((key) => ({ fileId: fileId(key), purpose: 'deviation' as const })),
        ),
      ]);
      if (input.proof)
        await events.insertProof(tx, org, {
          transportTaskId: task.id,
          stopId: stop.id,
          eventId,
          signerName: input.proof.signerName,
          signatureFileId: fileId(input.proof.signatureKey),
          photoFileIds: input.proof.photoKeys.map(fileId),
          at: input.at,
          position: input.position,
        });
      const taskId =
        delivery && 'rates' in delivery
          ? await insertTaskOfTransport(tx, org, delivery.delivered, delivery.rates)
          : undefined;
      if (state !== task.state)
        await tasks.insertEvents(tx, org, [
          {
            transportTaskId: task.id,
            kind: state,
            at: input.at,
            ...by,
            position: input.position,
            noteKey: delivery && 'noteKey' in delivery ? delivery.noteKey : null,
          },
        ]);
      await tasks.setState(tx, org, task.id, state, taskId);
      if (state === 'delivered' && task.state !== 'delivered')
        await queueWebhookEvent(tx, org, 'taskDelivered', { transportTaskId: task.id, at: input.at });
      return answer('applied', 200, null, task.id);
    });
  }

  return {
    async recordStopEvent(auth: AuthContext, driverId: string, input: StopEventInput): Promise<StopEventResult> {
      for (let tries = 1; tries <= ATTEMPTS; tries += 1) {
        const result = await attempt(auth, driverId, input);
        if (result !== 'again') return result;
      }
      return answer('conflict', 409, 'transport:changedMeanwhile', input.transportTaskId);
    },
  };
}
export type StopEventsService = ReturnType<typeof createStopEventsService>;

/** Whole transport tasks by id, inside the caller's transaction (the driver app's sync answer). */
export async function readTransportTasks(
  tx: Tx,
  organisationId: string,
  ids: readonly string[],
): Promise<TransportTask[]> {
  return transportTasksOf(await transportReadsRepository.facts(tx, organisationId, ids));
}

/**
 * A driver's transport tasks for the phone, inside the caller's transaction: those assigned,
 * started or picked up, and those delivered whose date is from `fromDate` to `toDate` (local
 * dates), each with its stops in order.
 */
export async function readDriverTransportTasks(
  tx: Tx,
  organisationId: string,
  driverId: string,
  fromDate: string,
  toDate: string,
): Promise<TransportTask[]> {
  const ids = await transportReadsRepository.driverTaskIds(tx, organisationId, driverId, OPEN_TRANSPORT_TASK_STATES, {
    from: fromDate,
    to: toDate,
  });
  return readTransportTasks(tx, organisationId, ids);
}
