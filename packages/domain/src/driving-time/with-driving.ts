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
