import { findPlanConflicts } from './plan-conflicts';
import { coverage, dayConflictsOf, planDay } from './plan-days';
import type { PlanToCheck, PlanningFacts, RecordedShiftFact, StoredPlanFact } from './plan-facts';
import type { PlanConflictKind } from './planning.schemas';

/** An open route run to fill (UTC ms). */
export interface OpenRun {
  key: string;
  routeId: string;
  start: number;
  end: number;
}

/** A driver who may be given runs, with the minutes already planned for them in the period. */
export interface SuggestDriver {
  id: string;
  baseId: string | null;
  plannedMinutes: number;
}

/** What a route brings to the choice: its usual drivers (most runs first), its vehicle and that vehicle's base. */
export interface SuggestRoute {
  usualDriverIds: readonly string[];
  vehicleId: string | null;
  baseId: string | null;
}

export const SUGGEST_REASONS = ['usualDriver', 'homeBase', 'fewestHours', 'routeVehicle', 'vehicleBusy'] as const;
export type SuggestReason = (typeof SUGGEST_REASONS)[number];

export interface Suggestion {
  runKey: string;
  plan: PlanToCheck;
  reasons: SuggestReason[];
}

/** A run left open, with the conflict that stopped the most drivers (or none when no driver is free). */
export interface Unfilled {
  runKey: string;
  blockedBy: PlanConflictKind | 'noDriver';
}

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  a.start < b.end && b.start < a.end;

/** Plans and shifts by driver and by vehicle, growing as suggestions are taken. */
function indexOf(facts: PlanningFacts) {
  const byDriver = new Map<string, (StoredPlanFact | RecordedShiftFact)[]>();
  const byVehicle = new Map<string, (StoredPlanFact | RecordedShiftFact)[]>();
  const push = <K>(
    map: Map<K, (StoredPlanFact | RecordedShiftFact)[]>,
    key: K,
    item: StoredPlanFact | RecordedShiftFact,
  ) => {
    const list = map.get(key);
    if (list) list.push(item);
    else map.set(key, [item]);
  };
  const add = (item: StoredPlanFact | RecordedShiftFact) => {
    push(byDriver, item.driverId, item);
    for (const vehicleId of item.vehicleIds) push(byVehicle, vehicleId, item);
  };
  for (const plan of facts.storedPlans) add(plan);
  for (const shift of facts.shifts) add(shift);
  return { byDriver, byVehicle, add };
}

/**
 * "Fill the week" (issue 24, decision 0030): for each open run in start order, the first driver
 * for whom the run as a plan has no conflict with what is stored and what was suggested before
 * it, trying the route's usual drivers first, then drivers of the route vehicle's base, then
 * the others, each group by the fewest minutes planned so far (an even share). The route's
 * vehicle goes along when it is free then. A greedy pass, then a repair: every suggestion is
 * checked again beside all the others, and any that now conflicts (driving time counted over the
 * whole plan) is left open; removing a plan never gives another a conflict (decision 0028), so
 * what remains has none.
 *
 * @computation
 */
export function suggestPlans(
  runs: readonly OpenRun[],
  drivers: readonly SuggestDriver[],
  routes: ReadonlyMap<string, SuggestRoute>,
  facts: PlanningFacts,
): { suggestions: Suggestion[]; unfilled: Unfilled[] } {
  const index = indexOf(facts);
  const minutes = new Map(drivers.map((driver) => [driver.id, driver.plannedMinutes]));
  const suggestions: Suggestion[] = [];
  const unfilled: Unfilled[] = [];
  const ordered = [...runs].sort((a, b) => a.start - b.start || (a.key < b.key ? -1 : 1));
  const paid = coverage(facts.payPeriods);
  const dayConflicts = dayConflictsOf(facts);

  for (const run of ordered) {
    // No driver can take a run on a day no pay period covers: said once, not found 200 times over.
    if (!paid(planDay(run.start, facts.zone))) {
      unfilled.push({ runKey: run.key, blockedBy: 'noPayPeriod' });
      continue;
    }
    const route = routes.get(run.routeId) ?? { usualDriverIds: [], vehicleId: null, baseId: null };
    const usual = new Map(route.usualDriverIds.map((id, rank) => [id, rank]));
    const candidates = drivers
      .filter((driver) => !(index.byDriver.get(driver.id) ?? []).some((item) => overlaps(item, run)))
      .sort(
        (a, b) =>
          (usual.get(a.id) ?? Infinity) - (usual.get(b.id) ?? Infinity) ||
          Number(b.baseId !== null && b.baseId === route.baseId) -
            Number(a.baseId !== null && a.baseId === route.baseId) ||
          minutes.get(a.id)! - minutes.get(b.id)! ||
          (a.id < b.id ? -1 : 1),
      );
    const vehicleFree =
      route.vehicleId !== null && !(index.byVehicle.get(route.vehicleId) ?? []).some((item) => overlaps(item, run));
    const blockers = new Map<PlanConflictKind, number>();
    let chosen: Suggestion | undefined;
    for (const driver of candidates) {
      const plan: PlanToCheck = {
        ref: run.key,
        driverId: driver.id,
        vehicleIds: vehicleFree ? [route.vehicleId!] : [],
        start: run.start,
        end: run.end,
        routeId: run.routeId,
      };
      // The day's conflicts (licences, absences) first: cheap, and a driver they stop needs no driving-time check.
      const onTheDay = dayConflicts(plan);
      const conflicts = onTheDay.length > 0 ? onTheDay : findPlanConflicts([plan], factsAround(facts, index, plan));
      if (conflicts.length > 0) {
        for (const conflict of conflicts) blockers.set(conflict.kind, (blockers.get(conflict.kind) ?? 0) + 1);
        continue;
      }
      const reasons: SuggestReason[] = [];
      if (usual.has(driver.id)) reasons.push('usualDriver');
      if (driver.baseId !== null && driver.baseId === route.baseId) reasons.push('homeBase');
      if (reasons.length === 0) reasons.push('fewestHours');
      if (route.vehicleId !== null) reasons.push(vehicleFree ? 'routeVehicle' : 'vehicleBusy');
      chosen = { runKey: run.key, plan, reasons };
      break;
    }
    if (!chosen) {
      const blockedBy = [...blockers.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'noDriver';
      unfilled.push({ runKey: run.key, blockedBy });
      continue;
    }
    suggestions.push(chosen);
    minutes.set(chosen.plan.driverId, minutes.get(chosen.plan.driverId)! + (run.end - run.start) / 60_000);
    index.add({ ...chosen.plan, id: chosen.plan.ref, routeId: run.routeId, taskIds: [] });
  }

  // Repair: all suggestions checked together against what is stored.
  const again = new Map<string, PlanConflictKind>();
  for (const conflict of findPlanConflicts(
    suggestions.map((s) => s.plan),
    facts,
  ))
    if (!again.has(conflict.ref)) again.set(conflict.ref, conflict.kind);
  for (const suggestion of suggestions) {
    const kind = again.get(suggestion.runKey);
    if (kind) unfilled.push({ runKey: suggestion.runKey, blockedBy: kind });
  }
  return { suggestions: suggestions.filter((s) => !again.has(s.runKey)), unfilled };
}

/** The facts a single candidate plan can meet: its driver's and its vehicles' plans and shifts, the rest shared. */
function factsAround(facts: PlanningFacts, index: ReturnType<typeof indexOf>, plan: PlanToCheck): PlanningFacts {
  const near = new Set(index.byDriver.get(plan.driverId) ?? []);
  for (const vehicleId of plan.vehicleIds) for (const item of index.byVehicle.get(vehicleId) ?? []) near.add(item);
  const storedPlans: StoredPlanFact[] = [];
  const shifts: RecordedShiftFact[] = [];
  for (const item of near) {
    if ('plannedShiftId' in item) shifts.push(item);
    else storedPlans.push(item);
  }
  return { ...facts, storedPlans, shifts };
}
