import { OPEN_TRANSPORT_TASK_STATES, type TransportTask, type TransportTaskState } from '@rahti/domain';
import type { Tx } from '../db/tenant';
import { readTransportTasks, type StopEventResult } from '../transport/stop-events.service';
import type { OperationResult } from './sync-results';

/**
 * Transport tasks in the driver app's sync (issue 26): what the phone gets, and the driver's
 * words for what the transport service did not take of a stop event.
 */

/** A driver's transport task as the sync cursor hashes it: whatever the phone shows moves one of these. */
export interface TransportCursorRow {
  id: string;
  state: TransportTaskState;
  /** Grows with every change of the task: the office's edits, assignments, and each stop event. */
  version: number;
  updated_at: Date;
  /** The vehicle is shown by its register number, which the office may change. */
  register_number: string | null;
}

/**
 * The driver's transport tasks for the phone: every open one (assigned, started, picked up), and
 * those delivered whose date is from `fromDate` to `toDate`, by id. One indexed read of the task
 * rows, enough for the cursor; the whole tasks are read only when it changed.
 */
export function driverTransportRows(
  tx: Tx,
  organisationId: string,
  driverId: string,
  window: { fromDate: string; toDate: string },
): Promise<TransportCursorRow[]> {
  return tx
    .selectFrom('transport_tasks as t')
    .leftJoin('vehicles as v', (join) =>
      join.onRef('v.organisation_id', '=', 't.organisation_id').onRef('v.id', '=', 't.vehicle_id'),
    )
    .select(['t.id', 't.state', 't.version', 't.updated_at', 'v.register_number'])
    .where('t.organisation_id', '=', organisationId)
    .where('t.driver_id', '=', driverId)
    .where((eb) =>
      eb.or([
        eb('t.state', 'in', [...OPEN_TRANSPORT_TASK_STATES]),
        eb.and([
          eb('t.state', '=', 'delivered'),
          eb('t.date', '>=', window.fromDate),
          eb('t.date', '<=', window.toDate),
        ]),
      ]),
    )
    .orderBy('t.id')
    .execute();
}

/** The whole tasks of these rows (stops in order, goods, timeline, proofs), in the caller's transaction. */
export function transportTasksOfRows(
  tx: Tx,
  organisationId: string,
  rows: readonly TransportCursorRow[],
): Promise<TransportTask[]> {
  return rows.length === 0
    ? Promise.resolve([])
    : readTransportTasks(
        tx,
        organisationId,
        rows.map((row) => row.id),
      );
}

/** The transport service's refusals, in the words the phone shows in its first load (`driver-sync`). */
const IN_DRIVER_WORDS: Record<string, string> = {
  'transport:notYourTask': 'driver-sync:transport.notYourTask',
  'transport:unknownStop': 'driver-sync:transport.unknownStop',
  'transport:loadedAtDelivery': 'driver-sync:transport.wrongAction',
  'transport:deliveredAtPickup': 'driver-sync:transport.wrongAction',
  'transport:fileMissing': 'driver-sync:transport.fileMissing',
  'transport:changedMeanwhile': 'driver-sync:transport.changedMeanwhile',
};

/**
 * A stop event's outcome as the sync answers its operation. The phone loads only the driver
 * catalogues before its first screen, so the transport service's messages are said in the sync's
 * own words; one without them is passed on as it is.
 */
export function stopEventOutcome(result: StopEventResult): OperationResult {
  const { message, params } = result;
  if (message === 'transport:taskClosed')
    return {
      ...result,
      message: params.state === 'cancelled' ? 'driver-sync:transport.cancelled' : 'driver-sync:transport.delivered',
    };
  return { ...result, message: message === null ? null : (IN_DRIVER_WORDS[message] ?? message) };
}
