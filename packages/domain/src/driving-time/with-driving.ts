import { appendSegment, type Activity } from './timeline';

/** Appends `segment`, the time between the last segment and it (a gap) as rest. */
function extend(result: Activity[], segment: Activity): void {
  const lastEnd = result.at(-1)?.end;
  if (lastEnd !== undefined && lastEnd < segment.start)
    appendSegment(result, { kind: 'rest', start: lastEnd, end: segment.start });
  appendSegment(result, segment);
}

/** The first segment that ends after `instant` (binary search; the segments are ordered). */
function firstEndingAfter(segments: readonly Activity[], instant: number): number {
  let low = 0;
  for (let high = segments.length; low < high;) {
    const mid = (low + high) >> 1;
    if (segments[mid]!.end <= instant) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * The ordered segments within [windowStart, windowEnd), clipped, with driving laid over
 * [from, to) (inside the window): what was there yields to it; gaps become rest.
 */
export function withDriving(
  segments: readonly Activity[],
  from: number,
  to: number,
  windowStart = -Infinity,
  windowEnd = Infinity,
): Activity[] {
  const result: Activity[] = [];
  let i = firstEndingAfter(segments, windowStart);
  for (; i < segments.length && segments[i]!.start < from; i++) {
    const segment = segments[i]!;
    extend(result, {
      kind: segment.kind,
      start: Math.max(segment.start, windowStart),
      end: Math.min(segment.end, from),
    });
  }
  extend(result, { kind: 'drive', start: from, end: to });
  for (i = Math.max(0, i - 1); i < segments.length && segments[i]!.start < windowEnd; i++) {
    const segment = segments[i]!;
    if (segment.end > to)
      extend(result, { kind: segment.kind, start: Math.max(segment.start, to), end: Math.min(segment.end, windowEnd) });
  }
  return result;
}

// The more demanding activity holds an instant (as normaliseActivities decides overlaps).
const RANK = { rest: 0, break: 1, available: 2, work: 3, drive: 4 } as const;

/**
 * The ordered segments within [windowStart, windowEnd), clipped, with `planned` (ordered, not
 * overlapping, inside the window) laid over: each instant keeps the more demanding of the two
 * (a planned break does not undo driving); gaps become rest. One pass, as `withDriving`.
 */
export function withActivities(
  segments: readonly Activity[],
  planned: readonly Activity[],
  windowStart: number,
  windowEnd: number,
): Activity[] {
  const result: Activity[] = [];
  let i = firstEndingAfter(segments, windowStart);
  let j = 0;
  const inWindow = (k: number) => k < segments.length && segments[k]!.start < windowEnd;
  let at = Math.min(inWindow(i) ? Math.max(segments[i]!.start, windowStart) : Infinity, planned[0]?.start ?? Infinity);
  let lastSegment = i;
  while (inWindow(lastSegment + 1)) lastSegment++;
  const end = Math.max(
    inWindow(i) ? Math.min(segments[lastSegment]!.end, windowEnd) : -Infinity,
    planned.at(-1)?.end ?? -Infinity,
  );
  while (at < end) {
    while (inWindow(i) && segments[i]!.end <= at) i++;
    while (j < planned.length && planned[j]!.end <= at) j++;
    const segment = inWindow(i) && segments[i]!.start <= at ? segments[i] : undefined;
    const plan = j < planned.length && planned[j]!.start <= at ? planned[j] : undefined;
    let next = end;
    if (segment) next = Math.min(next, segment.end, windowEnd);
    else if (inWindow(i)) next = Math.min(next, segments[i]!.start);
    if (plan) next = Math.min(next, plan.end);
    else if (j < planned.length) next = Math.min(next, planned[j]!.start);
    const kind = segment && (!plan || RANK[segment.kind] >= RANK[plan.kind]) ? segment.kind : (plan?.kind ?? 'rest');
    const last = result.at(-1);
    if (last?.kind === kind && last.end === at) last.end = next;
    else result.push({ kind, start: at, end: next });
    at = next;
  }
  return result;
}
