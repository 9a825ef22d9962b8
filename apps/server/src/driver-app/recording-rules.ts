import type { ApprovalState, ShiftBonus } from '@rahti/domain';

/** What the sync knows of a stored shift when a snapshot of it arrives from a phone. */
export interface StoredRecording {
  isCallersDriver: boolean;
  /** The highest snapshot applied; null when the shift was never recorded live. */
  deviceSeq: number | null;
  approval: ApprovalState;
  hasDriverEdit: boolean;
  contentVersion: number;
  /** The shift's version (every change, approval steps included). */
  version: number;
  /** The content version right after the phone's last applied snapshot. */
  deviceContentVersion: number | null;
  ended: boolean;
}

export type SnapshotVerdict =
  'apply' | 'stale' | 'otherDriver' | 'approved' | 'pendingDriverEdit' | 'endedByOffice' | 'changedByOffice';

/**
 * Whether a live-recording snapshot may replace the stored shift (decision 0012). The highest
 * `seq` wins, so a late older snapshot is ignored ('stale'). A newer one may not overwrite what
 * the office decided since the phone's last snapshot: an approval, the driver's own edit
 * waiting for review, or a change of the content (an end while the phone still records is
 * told apart). An office check changes no content and does not stop the recording. A phone
 * taking over a shift recorded elsewhere names the version it took over (`basedOnVersion`).
 */
export function judgeSnapshot(
  stored: StoredRecording,
  snapshot: { seq: number; ongoing: boolean; basedOnVersion?: number | undefined },
): SnapshotVerdict {
  if (!stored.isCallersDriver) return 'otherDriver';
  if (stored.approval === 'approved') return 'approved';
  if (stored.hasDriverEdit) return 'pendingDriverEdit';
  // A phone taking the shift over saw it exactly as stored: nothing newer can be lost.
  if (snapshot.basedOnVersion === stored.version) return 'apply';
  if (stored.deviceSeq !== null && snapshot.seq <= stored.deviceSeq) return 'stale';
  if (stored.deviceContentVersion !== stored.contentVersion)
    return stored.ended && snapshot.ongoing ? 'endedByOffice' : 'changedByOffice';
  return 'apply';
}

/** The parts of a shift the driver group's permissions restrict. */
export interface ShiftChoices {
  vehicleIds: readonly string[];
  bonuses: readonly ShiftBonus[];
  dailyAllowance: number;
}

export const NOTHING_CHOSEN: ShiftChoices = { vehicleIds: [], bonuses: [], dailyAllowance: 0 };

/** Vehicles `after` has that `before` did not: what the driver chose with this change. */
export function addedVehicles(before: ShiftChoices, after: ShiftChoices): string[] {
  const had = new Set(before.vehicleIds);
  return [...new Set(after.vehicleIds)].filter((id) => !had.has(id));
}

const bonusKey = (bonuses: readonly ShiftBonus[]) =>
  bonuses
    .map((bonus) => `${bonus.type}:${bonus.hours}`)
    .sort()
    .join(',');

/** Whether the change chooses other bonuses or another daily allowance than the shift had. */
export function changesBonusesOrAllowance(before: ShiftChoices, after: ShiftChoices): boolean {
  return before.dailyAllowance !== after.dailyAllowance || bonusKey(before.bonuses) !== bonusKey(after.bonuses);
}
