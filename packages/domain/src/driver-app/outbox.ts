import type { SyncOperation, SyncOutcome, SyncResult } from './driver-sync.schemas';

/**
 * The phone's outbox (decision 0012): every action is an operation with a permanent key, kept
 * until the server has answered it. Types only from the schemas, so the app loads no zod.
 */

/** Operations per sync call; the same as the API's `DRIVER_SYNC_LIMITS.operationsMax`. */
export const OUTBOX_BATCH_MAX = 100;
export const RETRY_FIRST_DELAY_MS = 1000;
export const RETRY_MAX_DELAY_MS = 5 * 60_000;
const DAY_MS = 86_400_000;

/** The shift, absence, pre-trip check or stop event an operation is about. */
export function clientKeyOf(operation: SyncOperation): string {
  switch (operation.kind) {
    case 'createAbsence':
      return operation.absence.clientKey;
    case 'recordPreTripCheck':
      return operation.check.clientKey;
    case 'recordStopEvent':
      return operation.event.clientKey;
    default:
      return operation.shift.clientKey;
  }
}

/**
 * Adds an operation at the end. A recording snapshot replaces the snapshots of the same shift
 * still waiting (the newest, by `seq`, wins: it holds every change of the older ones, and the
 * server would answer the older ones `stale` anyway). Other operations keep their order.
 */
export function appendToOutbox<T extends SyncOperation>(outbox: readonly T[], operation: T): T[] {
  if (operation.kind !== 'recordShift') return [...outbox, operation];
  const clientKey = operation.shift.clientKey;
  const isSameShift = (waiting: T) => waiting.kind === 'recordShift' && waiting.shift.clientKey === clientKey;
  if (outbox.some((waiting) => isSameShift(waiting) && waiting.kind === 'recordShift' && waiting.seq >= operation.seq))
    return [...outbox];
  return [...outbox.filter((waiting) => !isSameShift(waiting)), operation];
}

/** The operations to send next: the oldest, in order. */
export function nextBatch<T extends SyncOperation>(outbox: readonly T[], max: number = OUTBOX_BATCH_MAX): T[] {
  return outbox.slice(0, max);
}

/** Outcomes that mean the server holds the operation's effect (now or from an earlier send). */
const CONFIRMED_OUTCOMES: readonly SyncOutcome[] = ['applied', 'duplicate', 'stale'];

export interface AnsweredOperation<T extends SyncOperation> {
  operation: T;
  result: SyncResult;
}

/**
 * Takes the server's answers out of the outbox. Every answered operation leaves it: confirmed
 * ones are done, refused ones (conflict, refused, invalid) would be refused again and go to the
 * driver as problems. Operations without an answer (a cut-off response) stay for the next try;
 * answers for keys no longer waiting (a snapshot replaced meanwhile) change nothing.
 */
export function applySyncResults<T extends SyncOperation>(
  outbox: readonly T[],
  results: readonly SyncResult[],
): { outbox: T[]; confirmed: AnsweredOperation<T>[]; refused: AnsweredOperation<T>[] } {
  const byKey = new Map(results.map((result) => [result.key, result]));
  const confirmed: AnsweredOperation<T>[] = [];
  const refused: AnsweredOperation<T>[] = [];
  const remaining: T[] = [];
  for (const operation of outbox) {
    const result = byKey.get(operation.key);
    if (!result) remaining.push(operation);
    else (CONFIRMED_OUTCOMES.includes(result.outcome) ? confirmed : refused).push({ operation, result });
  }
  return { outbox: remaining, confirmed, refused };
}

/**
 * How long to wait before try number `failures` + 1: 1 s doubling per failure up to 5 min, with
 * "equal jitter" (between half and all of it, from `random` in [0, 1)) so phones that lost the
 * network together do not come back in step.
 */
export function retryDelayMs(failures: number, random: () => number): number {
  const exponent = Math.max(0, Math.min(30, failures - 1));
  const ceiling = Math.min(RETRY_MAX_DELAY_MS, RETRY_FIRST_DELAY_MS * 2 ** exponent);
  const fraction = Math.min(1, Math.max(0, random()));
  return Math.round(ceiling / 2 + (ceiling / 2) * fraction);
}

/** The sync state the Status tab shows (the app's `SyncState`). */
export type DriverSyncState = 'saved' | 'waiting' | 'offline' | 'error' | 'notLinked';

export interface SyncConditions {
  /** Operations in the outbox. */
  pending: number;
  isOnline: boolean;
  /**
   * Signed in with an account linked to a driver. False while signed out, after a 401 until the
   * next sign-in, or when the account is not linked: spec section 8's warning either way.
   */
  canUpload: boolean;
  /** The last try failed for another reason (a server error, no answer). */
  isFailing: boolean;
}

/** What the driver is told about their data, most pressing first. */
export function syncStateOf({ pending, isOnline, canUpload, isFailing }: SyncConditions): DriverSyncState {
  if (!canUpload) return 'notLinked';
  if (pending === 0) return 'saved';
  if (!isOnline) return 'offline';
  return isFailing ? 'error' : 'waiting';
}

/** Whole days since the server last confirmed a sync ("not synced for N days"); null if it never has. */
export function daysWithoutSync(lastSyncedAtMs: number | null, nowMs: number): number | null {
  if (lastSyncedAtMs === null) return null;
  return Math.max(0, Math.floor((nowMs - lastSyncedAtMs) / DAY_MS));
}
