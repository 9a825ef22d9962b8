import type { DrivingTimeResult } from '@rahti/domain';

/** A shift's events as the driving-time rules read them (UTC milliseconds; end null while running). */
export interface RuleShift {
  events: { workType: number; start: number; end: number | null }[];
}

interface Entry {
  fingerprint: string;
  shifts: readonly RuleShift[];
  /** The last figures computed from these shifts, and when they were judged. */
  judged?: { at: number; result: DrivingTimeResult };
}

/** Enough for the largest organisations on one process; past it the oldest entries go first. */
const MAX_DRIVERS = 50_000;

/**
 * Each driver's recent shifts as the rules read them, and the last figures judged from them, kept
 * in this process under the fingerprint of the shift rows they came from (issue 28). Reading every
 * listed driver's five weeks of events, and judging them, was the driving-time list's cost; now a
 * request reads the fingerprints (one aggregate over the shift rows), the events of only the
 * drivers whose fingerprint changed, and judges again only those or all when the moment moved. A
 * fingerprint is read from the database on every request, so another process's change is never
 * missed: nothing here can be stale, only absent.
 */
export function createDriverShiftsCache() {
  const entries = new Map<string, Entry>();
  const keyOf = (organisationId: string, driverId: string) => `${organisationId}:${driverId}`;
  const current = (organisationId: string, driverId: string, fingerprint: string) => {
    const entry = entries.get(keyOf(organisationId, driverId));
    return entry?.fingerprint === fingerprint ? entry : undefined;
  };
  return {
    shifts(organisationId: string, driverId: string, fingerprint: string): readonly RuleShift[] | undefined {
      return current(organisationId, driverId, fingerprint)?.shifts;
    },
    setShifts(organisationId: string, driverId: string, fingerprint: string, shifts: readonly RuleShift[]): void {
      const key = keyOf(organisationId, driverId);
      entries.delete(key);
      if (entries.size >= MAX_DRIVERS) entries.delete(entries.keys().next().value!);
      entries.set(key, { fingerprint, shifts });
    },
    /**
     * The figures judged at exactly `at` from `shifts` (what the caller read or was given under
     * `fingerprint`), computed once while they are the kept ones. A request that finishes after
     * another has kept a newer fingerprint judges its own shifts without keeping the result.
     */
    judged(
      organisationId: string,
      driverId: string,
      fingerprint: string,
      shifts: readonly RuleShift[],
      at: number,
      judge: (shifts: readonly RuleShift[]) => DrivingTimeResult,
    ): DrivingTimeResult {
      const entry = current(organisationId, driverId, fingerprint);
      if (!entry) return judge(shifts);
      if (entry.judged?.at !== at) entry.judged = { at, result: judge(entry.shifts) };
      return entry.judged.result;
    },
  };
}
