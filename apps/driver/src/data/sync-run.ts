import { OUTBOX_BATCH_MAX, nextBatch, type DriverContext, type PositionsResponse, type SyncResponse } from '@rahti/domain';
import { callDriverApi, type ApiAnswer, type ApiCaller } from './driver-api';
import type { DriverDb } from './driver-db';
import type { DriverRecords } from './driver-records';
import { dropOperation, storeSyncAnswer } from './sync-answer';
import { cursorToSend } from './sync-cursor';
import { problemOfInvalidOperation } from './sync-problems';

export const DRIVER_API = { me: '/api/driver/me', sync: '/api/driver/sync', positions: '/api/driver/positions' } as const;

/** Positions per upload (the API takes up to 1000). */
const POSITIONS_BATCH_MAX = 500;

/** Calls per sync for the outbox and for positions: plenty for a week offline, and never endless. */
const MAX_CALLS = 50;

/**
 * 'blocked': the server refused the sign-in (401), so nothing is sent until the next one.
 * 'notLinked': the account is not linked to a driver (409), so the data stays on the phone.
 */
export type SyncRunOutcome = 'done' | 'failed' | 'blocked' | 'notLinked';

export interface SyncRunContext {
  caller: ApiCaller;
  refreshContext: boolean;
  records(): DriverRecords;
  /** Writes, then reads every record back (see `DriverDataStore`). */
  mutate(write: (db: DriverDb) => Promise<unknown>): Promise<void>;
  database(): Promise<DriverDb>;
  /** False once the person who started this sync has signed out. */
  isSameDriver(): boolean;
  nowIso(): string;
}

/** One sync: the driver's context when asked or unknown, the photos waiting, the outbox in batches, then positions. */
export async function runSync(context: SyncRunContext): Promise<SyncRunOutcome> {
  if (context.refreshContext || !context.records().context) {
    const me = await callDriverApi<DriverContext>(context.caller, 'GET', DRIVER_API.me);
    if (me.kind !== 'ok') return outcomeOf(me);
    if (!context.isSameDriver()) return 'done';
    await context.mutate((db) => db.put('cache', me.body, 'context'));
  }
  if (!context.records().context?.driver) return 'notLinked';
  // Before the outbox: a pre-trip check names its photos by the keys they are stored under. Loaded
  // only when a photo waits, to keep it out of the first load (decision 0012).
  if (context.records().waitingFiles.length > 0) {
    const { uploadWaitingFiles } = await import('./file-uploads');
    const unsent = await uploadWaitingFiles(context);
    if (unsent) return outcomeOf(unsent);
  }
  const outbox = await sendOutbox(context);
  return outbox === 'done' ? sendPositions(context) : outbox;
}

async function sendOutbox(context: SyncRunContext): Promise<SyncRunOutcome> {
  let batchMax = OUTBOX_BATCH_MAX;
  for (let call = 0; call < MAX_CALLS; call++) {
    const batch = nextBatch(
      context.records().outbox.map((record) => record.operation),
      batchMax,
    );
    const driverId = context.records().context?.driver?.id;
    const cursor = cursorToSend(context.records().sync, driverId);
    const answer = await callDriverApi<SyncResponse>(context.caller, 'POST', DRIVER_API.sync, { operations: batch, ...(cursor === undefined ? {} : { cursor }) });
    if (answer.kind === 'rejected' && answer.status === 400 && batch.length > 0) {
      // One operation the server cannot read refuses the whole call: find it by sending one at a time.
      if (batch.length > 1) batchMax = 1;
      else await context.mutate((db) => dropOperation(db, batch[0]!, problemOfInvalidOperation(batch[0]!, context.nowIso())));
      continue;
    }
    if (answer.kind !== 'ok') return outcomeOf(answer);
    const timeZone = context.records().context?.organisation.timeZone;
    await context.mutate((db) => storeSyncAnswer(db, answer.body, { at: context.nowIso(), isSameDriver: context.isSameDriver(), timeZone, driverId }));
    batchMax = OUTBOX_BATCH_MAX;
    const waiting = new Set(context.records().outbox.map((record) => record.operation.key));
    const isProgress = batch.some((operation) => !waiting.has(operation.key));
    if (waiting.size === 0 || !isProgress) return 'done';
  }
  return 'done';
}

async function sendPositions(context: SyncRunContext): Promise<SyncRunOutcome> {
  const db = await context.database();
  for (let call = 0; call < MAX_CALLS; call++) {
    const tx = db.transaction('positions');
    const [keys, positions] = await Promise.all([tx.store.getAllKeys(null, POSITIONS_BATCH_MAX), tx.store.getAll(null, POSITIONS_BATCH_MAX)]);
    if (keys.length === 0) return 'done';
    const answer = await callDriverApi<PositionsResponse>(context.caller, 'POST', DRIVER_API.positions, { positions });
    // Refused positions (a vehicle locked to another phone, a fix the server cannot read) would be
    // refused again; the shift itself carries the driver's record, so they are let go.
    const isRefusedForGood = answer.kind === 'rejected' && answer.status !== 409;
    if (answer.kind !== 'ok' && !isRefusedForGood) return outcomeOf(answer);
    await db.delete('positions', IDBKeyRange.bound(keys[0]!, keys.at(-1)!));
  }
  return 'done';
}

function outcomeOf(answer: Exclude<ApiAnswer<unknown>, { kind: 'ok' }>): SyncRunOutcome {
  if (answer.kind === 'unauthorized') return 'blocked';
  if (answer.kind === 'rejected' && answer.status === 409 && answer.code === 'driver-sync:notLinked') return 'notLinked';
  return 'failed';
}
