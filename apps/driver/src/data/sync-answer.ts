import { applySyncResults, clientKeyOf, type SyncOperation, type SyncResponse } from '@rahti/domain';
import type { AutoSwitchRecord, CacheValues, DriverDb, LocalShift } from './driver-db';
import type { SyncProblem } from './driver-data.types';
import { serverListsOf } from './sync-cursor';
import { endedByOfficeNotice, problemOfAnswer, withProblems } from './sync-problems';

/**
 * Stores the server's answer to one sync call in one transaction: answered operations leave the
 * outbox, refusals become problems, and (for the driver still signed in) the server's shifts and
 * absences replace the cached ones, with the answer's cursor; an `unchanged` answer keeps the
 * cached ones and counts as them. A shift the phone is still recording that the server now
 * shows completed was ended by the office: the phone stops recording it and says so.
 */
export async function storeSyncAnswer(
  db: DriverDb,
  response: SyncResponse,
  options: { at: string; isSameDriver: boolean; timeZone: string | undefined; driverId: string | undefined },
): Promise<void> {
  const tx = db.transaction(['outbox', 'shifts', 'cache', 'meta'], 'readwrite');
  const outboxStore = tx.objectStore('outbox');
  const shiftStore = tx.objectStore('shifts');
  const cacheStore = tx.objectStore('cache');
  const metaStore = tx.objectStore('meta');

  const records = await outboxStore.getAll();
  const answered = applySyncResults(
    records.map((record) => record.operation),
    response.results,
  );
  const answeredKeys = new Set([...answered.confirmed, ...answered.refused].map(({ operation }) => operation.key));
  for (const record of records) {
    if (answeredKeys.has(record.operation.key) && record.order !== undefined) await outboxStore.delete(record.order);
  }

  const shifts = new Map((await shiftStore.getAll()).map((shift) => [shift.clientKey, shift]));
  for (const { operation } of answered.confirmed) {
    const local = operation.kind === 'recordShift' ? shifts.get(operation.shift.clientKey) : undefined;
    if (operation.kind === 'recordShift' && local) shifts.set(local.clientKey, { ...local, confirmedSeq: Math.max(local.confirmedSeq, operation.seq) });
  }
  const added: SyncProblem[] = answered.refused.map(({ operation, result }) => problemOfAnswer(operation, result, options.at));

  // Only for the driver still signed in; an `unchanged` answer stands for the cached copy it names.
  const lists = options.isSameDriver
    ? serverListsOf(response, (await cacheStore.get('sync')) as CacheValues['sync'] | undefined, options.driverId)
    : null;
  if (lists) {
    for (const server of lists.shifts) {
      const local = shifts.get(server.clientKey);
      if (!local?.isOngoing || server.status !== 'completed') continue;
      shifts.set(local.clientKey, { ...local, isOngoing: false, endedByOffice: true });
      if (!added.some((problem) => problem.clientKey === local.clientKey)) added.push(endedByOfficeNotice(server, options.at, options.timeZone));
      const autoSwitch = (await metaStore.get('autoSwitch')) as AutoSwitchRecord | undefined;
      if (autoSwitch?.clientKey === local.clientKey) await metaStore.delete('autoSwitch');
    }
    await cacheStore.put({ ...lists, serverTime: response.serverTime, cursor: response.cursor, driverId: options.driverId }, 'sync');
    await metaStore.put(options.at, 'lastSyncedAt');
  }

  const problems = withProblems(((await metaStore.get('problems')) ?? []) as SyncProblem[], added);
  if (added.length > 0) await metaStore.put(problems, 'problems');

  const waiting = new Set(answered.outbox.map(clientKeyOf));
  const onServer = new Set((lists?.shifts ?? []).map((shift) => shift.clientKey));
  for (const local of shifts.values()) {
    if (isDone(local, { waiting, onServer, problems })) await shiftStore.delete(local.clientKey);
    else await shiftStore.put(local);
  }
  await tx.done;
}

/** The phone's copy is no longer needed once the server holds all of it and nothing is said about it. */
function isDone(local: LocalShift, known: { waiting: Set<string>; onServer: Set<string>; problems: SyncProblem[] }): boolean {
  return (
    !local.isOngoing &&
    !known.waiting.has(local.clientKey) &&
    known.onServer.has(local.clientKey) &&
    (local.confirmedSeq >= local.seq || local.endedByOffice) &&
    !known.problems.some((problem) => problem.clientKey === local.clientKey)
  );
}

/** Takes one operation out of the outbox as a problem (it made the server refuse a whole batch). */
export async function dropOperation(db: DriverDb, operation: SyncOperation, problem: SyncProblem): Promise<void> {
  const tx = db.transaction(['outbox', 'meta'], 'readwrite');
  const order = await tx.objectStore('outbox').index('key').getKey(operation.key);
  if (order !== undefined) await tx.objectStore('outbox').delete(order);
  await tx.objectStore('meta').put(withProblems(((await tx.objectStore('meta').get('problems')) ?? []) as SyncProblem[], [problem]), 'problems');
  await tx.done;
}
