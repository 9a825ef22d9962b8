import { clientKeyOf, type Shift, type SyncOperation, type SyncResult } from '@rahti/domain';
import type { SyncProblem } from './driver-data.types';

/**
 * What the driver is told when the server did not take a change, or the office ended their shift.
 * Message keys not from the server (namespace `driver-sync`):
 * - `problems.conflict`, `problems.refused`, `problems.invalid`: the server gave no message;
 * - `notices.endedByOffice` with `end` (ISO instant): the office ended the shift being recorded.
 */

export function problemOfAnswer(operation: SyncOperation, result: SyncResult, at: string): SyncProblem {
  return {
    key: result.key,
    message: result.message ?? `driver-sync:problems.${result.outcome}`,
    params: { ...result.params },
    clientKey: clientKeyOf(operation),
    at,
  };
}

/** A batch the server refused as a whole (400) was sent again one by one; this one was the cause. */
export function problemOfInvalidOperation(operation: SyncOperation, code: string | null, at: string): SyncProblem {
  return { key: operation.key, message: code?.includes(':') ? code : 'driver-sync:problems.invalid', params: {}, clientKey: clientKeyOf(operation), at };
}

export function endedByOfficeNotice(shift: Shift, at: string): SyncProblem {
  return {
    key: `endedByOffice:${shift.clientKey}`,
    message: 'driver-sync:notices.endedByOffice',
    params: { end: shift.end ?? at },
    clientKey: shift.clientKey,
    at,
  };
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
