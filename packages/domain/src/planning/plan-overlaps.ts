import type { PlanToCheck, PlanningFacts } from './plan-facts';
import type { PlanConflict } from './planning.schemas';

/** Something that holds a driver or vehicle for a time: a posted plan (`posted` its index), a stored plan or a shift. */
interface Holding {
  start: number;
  end: number;
  posted: number;
  name: string;
  /** A shift's planned shift: not a conflict with the plan it carries out. */
  carriesOut: string | null;
}

/**
 * timeConflict: the driver, or a vehicle, held by two things at once (touching is not at once),
 * found per driver and per vehicle by a sweep over the holdings in start order. Only pairs with
 * a posted plan count, each reported on every posted side; for vehicles one conflict per other
 * holding however many vehicles they share. Conflicts go to `out[plan index]`.
 */
export function addTimeConflicts(plans: readonly PlanToCheck[], facts: PlanningFacts, out: PlanConflict[][]): void {
  const byDriver = new Map<string, Holding[]>();
  const byVehicle = new Map<string, Holding[]>();
  const hold = (index: Map<string, Holding[]>, key: string, holding: Holding, create: boolean) => {
    const list = index.get(key);
    if (list) list.push(holding);
    else if (create) index.set(key, [holding]);
  };
  const add = (
    item: { driverId: string; vehicleIds: readonly string[]; start: number; end: number },
    holding: Holding,
  ) => {
    if (!(item.end > item.start)) return;
    const posted = holding.posted >= 0;
    hold(byDriver, item.driverId, holding, posted);
    for (const vehicleId of new Set(item.vehicleIds)) hold(byVehicle, vehicleId, holding, posted);
  };
  plans.forEach((plan, posted) => add(plan, { ...plan, posted, name: plan.ref, carriesOut: null }));
  for (const plan of facts.storedPlans) add(plan, { ...plan, posted: -1, name: plan.id, carriesOut: null });
  for (const shift of facts.shifts)
    add(shift, { ...shift, posted: -1, name: shift.id, carriesOut: shift.plannedShiftId });

  const reported = new Set<string>();
  const report = (holding: Holding, other: Holding, resource: 'driver' | 'vehicle') => {
    if (holding.posted < 0 || other.carriesOut === holding.name) return;
    const key = `${holding.posted}\u0000${resource}\u0000${other.name}`;
    if (reported.has(key)) return;
    reported.add(key);
    out[holding.posted]!.push({ ref: holding.name, kind: 'timeConflict', resource, with: other.name });
  };
  for (const [index, resource] of [
    [byDriver, 'driver'],
    [byVehicle, 'vehicle'],
  ] as const) {
    for (const holdings of index.values()) {
      holdings.sort((a, b) => a.start - b.start);
      let active: Holding[] = [];
      for (const holding of holdings) {
        active = active.filter((other) => other.end > holding.start);
        for (const other of active) {
          report(holding, other, resource);
          report(other, holding, resource);
        }
        active.push(holding);
      }
    }
  }
}

/**
 * taskAlreadyScheduled: a task of a posted plan in another posted plan (reported on both) or in
 * a stored plan; one conflict per task and other plan, `with` the other's ref or id.
 */
export function addTaskConflicts(plans: readonly PlanToCheck[], facts: PlanningFacts, out: PlanConflict[][]): void {
  const holders = new Map<string, { posted: number; name: string }[]>();
  plans.forEach((plan, posted) => {
    for (const taskId of new Set(plan.taskIds ?? [])) {
      const list = holders.get(taskId);
      if (list) list.push({ posted, name: plan.ref });
      else holders.set(taskId, [{ posted, name: plan.ref }]);
    }
  });
  for (const plan of facts.storedPlans)
    for (const taskId of new Set(plan.taskIds)) holders.get(taskId)?.push({ posted: -1, name: plan.id });
  for (const list of holders.values()) {
    if (list.length < 2) continue;
    for (const holder of list) {
      if (holder.posted < 0) continue;
      for (const other of list)
        if (other !== holder)
          out[holder.posted]!.push({ ref: holder.name, kind: 'taskAlreadyScheduled', with: other.name });
    }
  }
}
