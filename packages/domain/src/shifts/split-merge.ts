import type { ShiftEvent } from './shift-events';

export type SplitProblem = 'splitOutsideShift' | 'splitOngoingEvent';

/**
 * Splits a shift's events at instant `at` (spec section 4). Every event minute lands on exactly
 * one side: an event that spans `at` is cut in two, and its halves are marked so `mergeEvents`
 * joins them again. `at` must fall strictly inside the shift, and not in a running event.
 */
export function splitEvents(
  events: readonly ShiftEvent[],
  at: number,
): { ok: true; before: ShiftEvent[]; after: ShiftEvent[] } | { ok: false; problem: SplitProblem } {
  const sorted = byStart(events);
  const first = sorted[0];
  const last = sorted.at(-1);
  if (!first || !last || at <= first.start) return { ok: false, problem: 'splitOutsideShift' };
  if (last.end !== undefined && at >= last.end) return { ok: false, problem: 'splitOutsideShift' };
  const before: ShiftEvent[] = [];
  const after: ShiftEvent[] = [];
  for (const event of sorted) {
    if (event.end !== undefined && event.end <= at) before.push(event);
    else if (event.start >= at) after.push(event);
    else if (event.end === undefined) return { ok: false, problem: 'splitOngoingEvent' };
    else {
      const { cutAfter, ...rest } = event;
      before.push({ ...rest, end: at, cutAfter: true });
      after.push({ ...rest, start: at, cutBefore: true, ...(cutAfter ? { cutAfter } : {}) });
    }
  }
  return { ok: true, before, after };
}

export type MergeProblem = 'mergeOverlapping' | 'mergeOngoingFirst';

/**
 * Merges the events of two shifts of one driver, the earlier first; the halves of an event
 * cut by a split become one event again. The shifts must not overlap; the first must have
 * ended.
 */
export function mergeEvents(
  earlier: readonly ShiftEvent[],
  later: readonly ShiftEvent[],
): { ok: true; events: ShiftEvent[] } | { ok: false; problem: MergeProblem } {
  const first = byStart(earlier);
  const second = byStart(later);
  const lastOfFirst = first.at(-1);
  const firstOfSecond = second[0];
  if (!lastOfFirst || !firstOfSecond) return { ok: true, events: [...first, ...second] };
  if (lastOfFirst.end === undefined) return { ok: false, problem: 'mergeOngoingFirst' };
  if (lastOfFirst.end > firstOfSecond.start) return { ok: false, problem: 'mergeOverlapping' };
  const rejoins =
    lastOfFirst.cutAfter &&
    firstOfSecond.cutBefore &&
    lastOfFirst.workType === firstOfSecond.workType &&
    lastOfFirst.end === firstOfSecond.start;
  if (!rejoins) return { ok: true, events: [...first, ...second] };
  const { cutAfter: _left, ...left } = lastOfFirst;
  const joined: ShiftEvent = { ...left, end: firstOfSecond.end, ...(firstOfSecond.cutAfter ? { cutAfter: true } : {}) };
  if (firstOfSecond.end === undefined) delete joined.end;
  return { ok: true, events: [...first.slice(0, -1), joined, ...second.slice(1)] };
}

const byStart = (events: readonly ShiftEvent[]) => [...events].sort((a, b) => a.start - b.start);
