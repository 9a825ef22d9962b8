import { clientKeyOf, type Shift, type SyncOperation, type SyncResult } from '@rahti/domain';
import type { SyncProblem } from './driver-data.types';

/**
 * What the driver is told when the server did not take a change, or the office ended their shift.
 * The server's messages pass through; the phone's own use the same catalogue keys.
 */

export function problemOfAnswer(operation: SyncOperation, result: SyncResult, at: string): SyncProblem {
  return { key: result.key, message: result.message ?? 'errors:unknown', params: { ...result.params }, clientKey: clientKeyOf(operation), at };
}

/** A batch the server refused as a whole (400) was sent again one by one; this one was the cause. */
export function problemOfInvalidOperation(operation: SyncOperation, at: string): SyncProblem {
  return { key: operation.key, message: 'validation:invalid', params: {}, clientKey: clientKeyOf(operation), at };
}

/**
 * The office ended the shift the phone was recording, learnt from the server's list: the same
 * words as the server's conflict, with the end in the organisation's time zone as it writes it.
 */
export function endedByOfficeNotice(shift: Shift, at: string, timeZone: string | undefined): SyncProblem {
  return {
    key: `endedByOffice:${shift.clientKey}`,
    message: 'driver-sync:conflicts.endedByOffice',
    params: { at: localDateTime(shift.end ?? at, timeZone) },
    clientKey: shift.clientKey,
    at,
  };
}

function localDateTime(instant: string, timeZone: string | undefined): string {
  const language = typeof document === 'undefined' ? undefined : document.documentElement.lang || undefined;
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short', timeZone }).format(new Date(instant));
  } catch {
    return instant;
  }
}

/**
 * Adds problems, newest last. The same message about the same shift replaces the older one: a
 * shift the office keeps refusing should not fill the list with one line per tap.
 */
export function withProblems(problems: readonly SyncProblem[], added: readonly SyncProblem[]): SyncProblem[] {
  let next = [...problems];
  for (const problem of added) {
    next = next.filter((old) => old.key !== problem.key && !(old.message === problem.message && old.clientKey !== null && old.clientKey === problem.clientKey));
    next.push(problem);
  }
  return next;
}
