import type { DrivingTimeResult } from '@rahti/domain';

export type Infringement = DrivingTimeResult['infringements'][number];

/**
 * Each infringement beside the shift that causes it: the last shift begun by the infringement's
 * start. A driving or break excess starts inside its shift; a rest too short or too late starts
 * after the shift it follows, so it goes with that shift too. Infringements before the first
 * shift belong to an earlier period and are left out.
 */
export function infringementsByShift(
  shifts: readonly { id: string; start: string }[],
  infringements: readonly Infringement[],
): Map<string, Infringement[]> {
  const ordered = [...shifts].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  const placed = new Map<string, Infringement[]>();
  for (const infringement of infringements) {
    const at = Date.parse(infringement.start);
    const shift = ordered.findLast((candidate) => Date.parse(candidate.start) <= at);
    if (shift) placed.set(shift.id, [...(placed.get(shift.id) ?? []), infringement]);
  }
  return placed;
}
