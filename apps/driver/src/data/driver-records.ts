import { appendToOutbox, clientKeyOf, type DriverContext, type SyncOperation } from '@rahti/domain';
import { openDriverDb, readCache, readMeta, type AutoSwitchRecord, type CacheValues, type DriverDb, type DriverTx, type LocalShift, type OutboxRecord, type PreTripMark } from './driver-db';
import type { SyncProblem } from './driver-data.types';
import { isAheadOfServer } from './shift-views';

/** Everything the phone holds, as read back from IndexedDB. */
export interface DriverRecords {
  outbox: OutboxRecord[];
  shifts: LocalShift[];
  context: DriverContext | null;
  sync: CacheValues['sync'] | null;
  lastSyncedAt: string | null;
  problems: SyncProblem[];
  autoSwitch: AutoSwitchRecord | null;
  /** The pre-trip checks answered on this phone (issue 25). */
  preTrip: PreTripMark[];
  /** The keys of files (defects' photos) still to upload. */
  waitingFiles: string[];
}

/** A device before its first read: nothing recorded, nothing waiting. */
export const EMPTY_DRIVER_RECORDS: DriverRecords = {
  outbox: [],
  shifts: [],
  context: null,
  sync: null,
  lastSyncedAt: null,
  problems: [],
  autoSwitch: null,
  preTrip: [],
  waitingFiles: [],
};

export async function readDriverRecords(db: DriverDb): Promise<DriverRecords> {
  const [outbox, shifts, context, sync, lastSyncedAt, problems, autoSwitch, preTrip, waitingFiles] = await Promise.all([
    db.getAll('outbox'),
    db.getAll('shifts'),
    readCache(db, 'context'),
    readCache(db, 'sync'),
    readMeta(db, 'lastSyncedAt'),
    readMeta(db, 'problems'),
    readMeta(db, 'autoSwitch'),
    readMeta(db, 'preTrip'),
    db.getAllKeys('files'),
  ]);
  return {
    outbox,
    shifts,
    context: context ?? null,
    sync: sync ?? null,
    lastSyncedAt: lastSyncedAt ?? null,
    problems: problems ?? [],
    autoSwitch: autoSwitch ?? null,
    preTrip: preTrip ?? [],
    waitingFiles,
  };
}

/** Adds an operation to the outbox inside the caller's transaction (with the shift it records). */
export async function appendOperation(tx: DriverTx<'readwrite', ('outbox' | 'shifts' | 'meta')[]>, operation: SyncOperation, queuedAt: string): Promise<void> {
  const store = tx.objectStore('outbox');
  const records = await store.getAll();
  const kept = new Set(appendToOutbox(records.map((record) => record.operation), operation).map((waiting) => waiting.key));
  for (const record of records) {
    if (!kept.has(record.operation.key) && record.order !== undefined) await store.delete(record.order);
  }
  if (kept.has(operation.key)) await store.add({ operation, queuedAt });
}

/**
 * Sign-out (decision 0012): the outbox, the shifts not yet on the server, the ongoing shift and
 * the device id stay with the phone; the driver's context, the server's copies and the messages
 * about shifts that are gone leave with the person.
 */
export async function clearSignedInData(db: DriverDb): Promise<void> {
  const tx = db.transaction(['outbox', 'shifts', 'cache', 'meta'], 'readwrite');
  const kept = new Set((await tx.objectStore('outbox').getAll()).map(({ operation }) => clientKeyOf(operation)));
  for (const shift of await tx.objectStore('shifts').getAll()) {
    if (isAheadOfServer(shift) || kept.has(shift.clientKey)) kept.add(shift.clientKey);
    else await tx.objectStore('shifts').delete(shift.clientKey);
  }
  const problems = ((await tx.objectStore('meta').get('problems')) ?? []) as SyncProblem[];
  await tx.objectStore('meta').put(
    problems.filter((problem) => problem.clientKey !== null && kept.has(problem.clientKey)),
    'problems',
  );
  await tx.objectStore('meta').delete('lastSyncedAt');
  await tx.objectStore('cache').clear();
  await tx.done;
}

/** For the sign-out path: opens the phone's database itself, and never throws (sign-out goes on). */
export async function clearSignedInDriverData(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  try {
    const db = await openDriverDb();
    try {
      await clearSignedInData(db);
    } finally {
      db.close();
    }
  } catch {
    // Storage unavailable (private mode, quota): nothing of the driver's can be left there either.
  }
}
