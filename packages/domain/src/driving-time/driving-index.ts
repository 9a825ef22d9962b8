import type { Activity } from './timeline';

/**
 * Driving looked up by time over ordered, non-overlapping segments: the driving between two
 * instants and the instant a driving amount is reached, each by binary search (milliseconds).
 */
export interface DrivingIndex {
  drivingBetween(from: number, to: number): number;
  /** The instant at which driving counted from `from` reaches `amount`; Infinity if it never does. */
  instantWhenDriven(from: number, amount: number): number;
}

/** The index over `segments` (as `normaliseActivities` returns them). */
export function drivingIndex(segments: readonly Activity[]): DrivingIndex {
  // before[i]: driving in the segments before segment i.
  const before = new Float64Array(segments.length + 1);
  segments.forEach((segment, i) => (before[i + 1] = before[i]! + (segment.kind === 'drive' ? segment.end - segment.start : 0)));
  const indexAt = (instant: number): number => {
    let low = 0;
    let high = segments.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (segments[mid]!.end <= instant) low = mid + 1;
      else high = mid;
    }
    return low;
  };
  const drivenBy = (instant: number): number => {
    const i = indexAt(instant);
    const segment = segments[i];
    if (!segment) return before[segments.length]!;
    const within = segment.kind === 'drive' ? Math.max(0, instant - segment.start) : 0;
    return before[i]! + within;
  };
  return {
    drivingBetween: (from, to) => (to > from ? drivenBy(to) - drivenBy(from) : 0),
    instantWhenDriven(from, amount) {
      const target = drivenBy(from) + amount;
      let low = indexAt(from);
      let high = segments.length;
      while (low < high) {
        const mid = (low + high) >> 1;
        if (before[mid + 1]! <= target) low = mid + 1;
        else high = mid;
      }
      const segment = segments[low];
      return segment ? segment.start + (target - before[low]!) : Infinity;
    },
  };
}
