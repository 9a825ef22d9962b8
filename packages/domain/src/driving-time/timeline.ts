import type { ActivityKind } from './driving-time.schemas';

/** One activity on the UTC clock, in milliseconds since the epoch; `end` after `start`. */
export interface Activity {
  kind: ActivityKind;
  start: number;
  end: number;
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
export const WEEK = 7 * DAY;

// 1970-01-05 was a Monday: fixed weeks (Art 4(i)) are counted from it, in UTC (Annex IC App. 14).
const FIRST_MONDAY = 4 * DAY;

/** The Monday 00:00 UTC that starts the fixed week holding `instant`. */
export function weekStartOf(instant: number): number {
  return instant - ((((instant - FIRST_MONDAY) % WEEK) + WEEK) % WEEK);
}

/** Break and rest are one "break/rest" activity on a tachograph; their length decides what they are. */
export const isOff = (kind: ActivityKind): boolean => kind === 'break' || kind === 'rest';

// When activities overlap, the most demanding one holds the time: a roadside check must not lose
// driving to a rest entered over it, and work entered over a break is not a break.
const PRIORITY: readonly ActivityKind[] = ['rest', 'break', 'available', 'work', 'drive'];

/**
 * Activities in any order, overlapping or with gaps, as one ordered run of non-overlapping
 * segments from the first start to the last end: overlaps go to the higher kind
 * (drive > work > available > break > rest), gaps become rest, neighbours of one kind merge.
 */
export function normaliseActivities(activities: readonly Activity[]): Activity[] {
  // Each edge one number, instant × 16 + kind × 2 + (1 for a start): a numeric sort of a typed
  // array orders them with no object per edge (planning normalises thousands of timelines). Only
  // whole milliseconds fit; other instants take the plain path.
  const encoded = new Float64Array(activities.length * 2);
  let count = 0;
  for (const activity of activities) {
    if (!(activity.end > activity.start)) continue;
    if (!Number.isSafeInteger(activity.start * 16) || !Number.isSafeInteger(activity.end * 16))
      return normaliseEdges(activities);
    const kind = PRIORITY.indexOf(activity.kind) * 2;
    encoded[count++] = activity.start * 16 + kind + 1;
    encoded[count++] = activity.end * 16 + kind;
  }
  const edges = encoded.subarray(0, count).sort();
  const open = [0, 0, 0, 0, 0];
  const segments: Activity[] = [];
  for (let i = 0; i < count;) {
    const at = Math.floor(edges[i]! / 16);
    for (; i < count && Math.floor(edges[i]! / 16) === at; i++) {
      const code = edges[i]! - at * 16;
      open[code >> 1]! += code & 1 ? 1 : -1;
    }
    if (i === count) break;
    appendSegment(segments, { kind: PRIORITY[topOpen(open)]!, start: at, end: Math.floor(edges[i]! / 16) });
  }
  return segments;
}

/** The highest kind with an activity open (0, rest, when none is). */
function topOpen(open: readonly number[]): number {
  for (let k = PRIORITY.length - 1; k > 0; k--) if (open[k]! > 0) return k;
  return 0;
}

/** `normaliseActivities` with an object per edge, for instants that are not whole milliseconds. */
function normaliseEdges(activities: readonly Activity[]): Activity[] {
  const edges: { at: number; kind: number; step: 1 | -1 }[] = [];
  for (const activity of activities) {
    if (!(activity.end > activity.start)) continue;
    const kind = PRIORITY.indexOf(activity.kind);
    edges.push({ at: activity.start, kind, step: 1 }, { at: activity.end, kind, step: -1 });
  }
  edges.sort((a, b) => a.at - b.at);
  const open = [0, 0, 0, 0, 0];
  const segments: Activity[] = [];
  for (let i = 0; i < edges.length;) {
    const at = edges[i]!.at;
    for (; i < edges.length && edges[i]!.at === at; i++) open[edges[i]!.kind]! += edges[i]!.step;
    const next = edges[i]?.at;
    if (next === undefined) break;
    appendSegment(segments, { kind: PRIORITY[topOpen(open)]!, start: at, end: next });
  }
  return segments;
}

/** Adds a segment after the last, merging it into the last when they are of one kind and touch. */
export function appendSegment(segments: Activity[], segment: Activity): void {
  const last = segments.at(-1);
  if (last && last.kind === segment.kind && last.end === segment.start) last.end = segment.end;
  else segments.push({ ...segment });
}
