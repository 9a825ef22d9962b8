import type { Activity } from './timeline';

/**
 * Driving looked up by time over ordered, non-overlapping segments: the driving between two
 * instants and the instant a driving amount is reached, each by binary search (milliseconds).
 * A class rather than closures: planning builds one per question, and the closures cost more
 * than the searches.
 */
export class DrivingIndex {
  // before[i]: driving in the segments before segment i.
  private readonly before: Float64Array;

  constructor(private readonly segments: readonly Activity[]) {
    this.before = new Float64Array(segments.length + 1);
    for (let i = 0; i < segments.length; i++) {
      const segment = segments[i]!;
      this.before[i + 1] = this.before[i]! + (segment.kind === 'drive' ? segment.end - segment.start : 0);
    }
  }

  drivingBetween(from: number, to: number): number {
    return to > from ? this.drivenBy(to) - this.drivenBy(from) : 0;
  }

  /** The instant at which driving counted from `from` reaches `amount`; Infinity if it never does. */
  instantWhenDriven(from: number, amount: number): number {
    const target = this.drivenBy(from) + amount;
    let low = this.indexAt(from);
    let high = this.segments.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (this.before[mid + 1]! <= target) low = mid + 1;
      else high = mid;
    }
    const segment = this.segments[low];
    return segment ? segment.start + (target - this.before[low]!) : Infinity;
  }

  private indexAt(instant: number): number {
    let low = 0;
    let high = this.segments.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (this.segments[mid]!.end <= instant) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  private drivenBy(instant: number): number {
    const i = this.indexAt(instant);
    const segment = this.segments[i];
    if (!segment) return this.before[this.segments.length]!;
    const within = segment.kind === 'drive' ? Math.max(0, instant - segment.start) : 0;
    return this.before[i]! + within;
  }
}

/** The index over `segments` (as `normaliseActivities` returns them). */
export const drivingIndex = (segments: readonly Activity[]): DrivingIndex => new DrivingIndex(segments);
