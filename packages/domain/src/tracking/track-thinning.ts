import { distanceMeters, distanceToSegmentMeters } from './geo-distance';

/** One recorded position of a vehicle; `at` in UTC milliseconds, points in time order. */
export interface TrackPoint {
  at: number;
  latitude: number;
  longitude: number;
  speedKmh: number | null;
}

/** Where the vehicle stood still, from its first to its last position there. */
export interface TrackStop {
  start: number;
  end: number;
  latitude: number;
  longitude: number;
}

/** A month at a position every 10 s is 260 000 points; the map draws at most about this many. */
export const TRACK_POINT_BUDGET = 5000;
/** A vehicle that stays within this radius... */
export const STOP_RADIUS_M = 50;
/** ...for at least this long has stopped (a traffic light is shorter; unloading is longer). */
export const STOP_MIN_MS = 3 * 60_000;
/** No position for this long: the device was off or out of coverage; both sides of the gap stay. */
const GAP_MS = 10 * 60_000;
/** Points closer than this to the simplified line add nothing visible at street level. */
const TOLERANCE_M = 2;

/**
 * The stops: runs of positions that stay within STOP_RADIUS_M of the run's first position for
 * at least STOP_MIN_MS (a gap in the data while parked counts, as devices sleep when the
 * engine is off). Also marks the points every thinned track must keep: the first and last,
 * both ends of each stop and of each gap.
 */
function stopsAndAnchors(points: readonly TrackPoint[]): { stops: TrackStop[]; keep: Uint8Array; inStop: Uint8Array } {
  const stops: TrackStop[] = [];
  const keep = new Uint8Array(points.length);
  const inStop = new Uint8Array(points.length);
  if (points.length === 0) return { stops, keep, inStop };
  keep[0] = keep[points.length - 1] = 1;
  for (let i = 0; i < points.length;) {
    const anchor = points[i]!;
    let j = i + 1;
    while (j < points.length && distanceMeters(anchor, points[j]!) <= STOP_RADIUS_M) j++;
    const last = points[j - 1]!;
    if (j - 1 > i && last.at - anchor.at >= STOP_MIN_MS) {
      stops.push({ start: anchor.at, end: last.at, latitude: anchor.latitude, longitude: anchor.longitude });
      keep[i] = keep[j - 1] = 1;
      inStop.fill(1, i + 1, j - 1);
      i = j;
      continue;
    }
    if (i + 1 < points.length && points[i + 1]!.at - anchor.at >= GAP_MS) keep[i] = keep[i + 1] = 1;
    i++;
  }
  return { stops, keep, inStop };
}

interface Span {
  from: number;
  to: number;
  /** The point between from and to farthest from the line from–to, and how far (m). */
  worst: number;
  deviation: number;
}

function spanOf(points: readonly TrackPoint[], inStop: Uint8Array, from: number, to: number): Span {
  const [a, b] = [points[from]!, points[to]!];
  let worst = -1;
  let deviation = 0;
  for (let k = from + 1; k < to; k++) {
    if (inStop[k]) continue;
    const p = points[k]!;
    const d = distanceToSegmentMeters(p.latitude, p.longitude, a.latitude, a.longitude, b.latitude, b.longitude);
    if (d > deviation) [worst, deviation] = [k, d];
  }
  return { from, to, worst, deviation };
}

/** A max-heap of spans by deviation: the simplification splits the worst span first. */
class SpanHeap {
  private readonly items: Span[] = [];
  get size(): number {
    return this.items.length;
  }
  peek(): Span | undefined {
    return this.items[0];
  }
  push(span: Span): void {
    const items = this.items;
    items.push(span);
    for (let i = items.length - 1; i > 0;) {
      const parent = (i - 1) >> 1;
      if (items[parent]!.deviation >= items[i]!.deviation) break;
      [items[parent], items[i]] = [items[i]!, items[parent]!];
      i = parent;
    }
  }
  pop(): Span | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length > 0 && last) {
      items[0] = last;
      for (let i = 0; ;) {
        const [left, right] = [2 * i + 1, 2 * i + 2];
        let largest = i;
        if (left < items.length && items[left]!.deviation > items[largest]!.deviation) largest = left;
        if (right < items.length && items[right]!.deviation > items[largest]!.deviation) largest = right;
        if (largest === i) break;
        [items[largest], items[i]] = [items[i]!, items[largest]!];
        i = largest;
      }
    }
    return top;
  }
}

/**
 * A track the map can draw: at most `budget` points (the stops' and gaps' ends always, so
 * `budget` is exceeded only when they alone are more), keeping stops and turns. The moving
 * parts are simplified the Douglas–Peucker way, worst deviation first across the whole track,
 * so a long straight motorway gives up its points before a town's corners do; points within
 * TOLERANCE_M of the line are dropped even under the budget.
 *
 * @computation
 */
export function thinTrack(
  points: readonly TrackPoint[],
  budget = TRACK_POINT_BUDGET,
): { points: TrackPoint[]; stops: TrackStop[] } {
  const { stops, keep, inStop } = stopsAndAnchors(points);
  let kept = keep.reduce((sum, flag) => sum + flag, 0);
  const heap = new SpanHeap();
  let previous = -1;
  for (let i = 0; i < points.length; i++) {
    if (!keep[i]) continue;
    if (previous >= 0 && i - previous > 1) heap.push(spanOf(points, inStop, previous, i));
    previous = i;
  }
  while (kept < budget && heap.size > 0 && heap.peek()!.deviation > TOLERANCE_M) {
    const span = heap.pop()!;
    keep[span.worst] = 1;
    kept++;
    heap.push(spanOf(points, inStop, span.from, span.worst));
    heap.push(spanOf(points, inStop, span.worst, span.to));
  }
  return { points: points.filter((_, i) => keep[i] === 1), stops };
}
