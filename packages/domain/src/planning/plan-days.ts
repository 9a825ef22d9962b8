import { DAY_MS, dateText } from '../routes/calendar-days';
import { zoneClock } from '../routes/local-instants';
import type { AbsenceFact, PlanToCheck, PlanningFacts } from './plan-facts';
import type { PlanConflict } from './planning.schemas';

/** "The day" of a plan: the local date ('YYYY-MM-DD') in `zone` at which it starts. */
export function planDay(start: number, zone: string): string {
  return dateText(Math.floor((start + zoneClock(zone).offsetAt(start) * 60_000) / DAY_MS));
}

/** Whether some period covers `day`: periods by start, with the latest end of each prefix, searched in halves. */
export function coverage(periods: readonly { startDate: string; endDate: string }[]): (day: string) => boolean {
  const sorted = [...periods].sort((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0));
  const latestEnd: string[] = [];
  for (const period of sorted) {
    const previous = latestEnd.at(-1);
    latestEnd.push(previous !== undefined && previous > period.endDate ? previous : period.endDate);
  }
  return (day) => {
    let low = 0;
    for (let high = sorted.length; low < high;) {
      const mid = (low + high) >> 1;
      if (sorted[mid]!.startDate <= day) low = mid + 1;
      else high = mid;
    }
    return low > 0 && latestEnd[low - 1]! >= day;
  };
}

/**
 * The conflicts of a plan's day: missingLicence (the route's required licences the driver does not
 * hold valid that day; a licence is valid up to and including `expiresOn`), absence (one per
 * approved absence of the driver covering the day) and noPayPeriod (no pay period covers it).
 * The facts are indexed once; the function it gives checks one plan.
 */
export function dayConflictsOf(facts: PlanningFacts): (plan: PlanToCheck) => PlanConflict[] {
  const covered = coverage(facts.payPeriods);
  const absences = new Map<string, AbsenceFact[]>();
  for (const absence of facts.absences) {
    const list = absences.get(absence.driverId);
    if (list) list.push(absence);
    else absences.set(absence.driverId, [absence]);
  }
  return (plan) => {
    const conflicts: PlanConflict[] = [];
    const day = planDay(plan.start, facts.zone);
    const route = plan.routeId === undefined ? undefined : facts.routes.get(plan.routeId);
    if (route && route.requiredLicences.length > 0) {
      const held = facts.licences.get(plan.driverId) ?? [];
      const licenceCodes = route.requiredLicences.filter(
        (code) => !held.some((licence) => licence.code === code && (licence.expiresOn ?? day) >= day),
      );
      if (licenceCodes.length > 0) conflicts.push({ ref: plan.ref, kind: 'missingLicence', licenceCodes });
    }
    for (const absence of absences.get(plan.driverId) ?? [])
      if (absence.startDate <= day && day <= absence.endDate)
        conflicts.push({ ref: plan.ref, kind: 'absence', with: absence.id });
    if (!covered(day)) conflicts.push({ ref: plan.ref, kind: 'noPayPeriod' });
    return conflicts;
  };
}

/** Each plan's day conflicts (see `dayConflictsOf`) added to its list in `out`. */
export function addDayConflicts(plans: readonly PlanToCheck[], facts: PlanningFacts, out: PlanConflict[][]): void {
  const dayConflicts = dayConflictsOf(facts);
  plans.forEach((plan, index) => out[index]!.push(...dayConflicts(plan)));
}
