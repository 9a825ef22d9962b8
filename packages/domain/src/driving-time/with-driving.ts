import { appendSegment, type Activity } from './timeline';

/** Appends `segment`, the time between the last segment and it (a gap) as rest. */
function extend(result: Activity[], segment: Activity): void {
  const lastEnd = result.at(-1)?.end;
  if (lastEnd !== undefined && lastEnd < segment.start) appendSegment(result, { kind: 'rest', start: lastEnd, end: segment.start });
  appendSegment(result, segment);
}

/** Ordered segments with driving laid over [from, to): what was there yields to it; gaps become rest. */
export function withDriving(segments: readonly Activity[], from: number, to: number): Activity[] {
  const result: Activity[] = [];
  let i = 0;
  for (; i < segments.length && segments[i]!.start < from; i++) extend(result, { ...segments[i]!, end: Math.min(segments[i]!.end, from) });
  extend(result, { kind: 'drive', start: from, end: to });
  for (i = Math.max(0, i - 1); i < segments.length; i++) if (segments[i]!.end > to) extend(result, { ...segments[i]!, start: Math.max(segments[i]!.start, to) });
  return result;
}
