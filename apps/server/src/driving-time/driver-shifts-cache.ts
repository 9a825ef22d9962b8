/** A shift's events as the driving-time rules read them (UTC milliseconds; end null while running). */
export interface RuleShift {
  events: { workType: number; start: number; end: number | null }[];
}

/** Enough for the largest organisations on one process; past it the oldest entries go first. */
const MAX_DRIVERS = 50_000;

/**
 * Each driver's recent shifts as the rules read them, kept in this process under the fingerprint
 * of the shift rows they came from (issue 28). Reading every listed driver's five weeks of events
 * was the driving-time list's cost; now a request reads the fingerprints (one aggregate over the
 * shift rows) and the events of only the drivers whose fingerprint changed. A fingerprint is read
 * from the database on every request, so another process's change is never missed: nothing here
 * can be stale, only absent.
 */
export function createDriverShiftsCache() {
  const entries = new Map<string, { fingerprint: string; shifts: readonly RuleShift[] }>();
  const keyOf = (organisationId: string, driverId: string) => `${organisationId}:${driverId}`;
  return {
    get(organisationId: string, driverId: string, fingerprint: string): readonly RuleShift[] | undefined {
      const entry = entries.get(keyOf(organisationId, driverId));
      return entry?.fingerprint === fingerprint ? entry.shifts : undefined;
    },
    set(organisationId: string, driverId: string, fingerprint: string, shifts: readonly RuleShift[]): void {
      const key = keyOf(organisationId, driverId);
      entries.delete(key);
      if (entries.size >= MAX_DRIVERS) entries.delete(entries.keys().next().value!);
      entries.set(key, { fingerprint, shifts });
    },
  };
}
