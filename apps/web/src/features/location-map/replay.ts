import type { LocationHistory } from '@rahti/domain';

type TrackRow = LocationHistory['track'][number];

/**
 * Where the vehicle was at `at` on its track: between the two positions around it, in
 * proportion to the time; before the first or after the last, at that end. Undefined for an
 * empty track.
 */
export function positionAt(
  track: readonly TrackRow[],
  at: number,
): { latitude: number; longitude: number; speedKmh: number | null } | undefined {
  if (track.length === 0) return undefined;
  let low = 0;
  let high = track.length - 1;
  if (at <= track[0]![0]) return { latitude: track[0]![1], longitude: track[0]![2], speedKmh: track[0]![3] };
  if (at >= track[high]![0])
    return { latitude: track[high]![1], longitude: track[high]![2], speedKmh: track[high]![3] };
  while (high - low > 1) {
    const mid = (low + high) >> 1;
    if (track[mid]![0] <= at) low = mid;
    else high = mid;
  }
  const [a, b] = [track[low]!, track[high]!];
  const share = (at - a[0]) / (b[0] - a[0]);
  return { latitude: a[1] + (b[1] - a[1]) * share, longitude: a[2] + (b[2] - a[2]) * share, speedKmh: a[3] };
}
