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
  const add = (
    item: { driverId: string; vehicleIds: readonly string[]; start: number; end: number },
    posted: number,
    name: string,
    carriesOut: string | null,
  ) => {
    if (!(item.end > item.start)) return;
    const holding: Holding = { start: item.start, end: item.end, posted, name, carriesOut };
    hold(byDriver, item.driverId, holding, posted >= 0);
    item.vehicleIds.forEach((vehicleId, i) => {
      if (item.vehicleIds.indexOf(vehicleId) === i) hold(byVehicle, vehicleId, holding, posted >= 0);
    });
  };
  plans.forEach((plan, posted) => add(plan, posted, plan.ref, null));
  for (const plan of facts.storedPlans) add(plan, -1, plan.id, null);
  for (const shift of facts.shifts) add(shift, -1, shift.id, shift.plannedShiftId);
  sweep(byDriver, 'driver', out);
  sweep(byVehicle, 'vehicle', out);
}

/** Adds `holding` to the list of `key`, starting a list only for a posted plan (nothing else can conflict). */
function hold(index: Map<string, Holding[]>, key: string, holding: Holding, create: boolean): void {
  const list = index.get(key);
  if (list) list.push(holding);
  else if (create) index.set(key, [holding]);
}

/** Each list in start order, with the holdings still running; a pair is reported once per posted side and other holding. */
function sweep(index: Map<string, Holding[]>, resource: 'driver' | 'vehicle', out: PlanConflict[][]): void {
  const reported = new Set<string>();
  const report = (holding: Holding, other: Holding) => {
    if (holding.posted < 0 || other.carriesOut === holding.name) return;
    // A vehicle pair is met once per shared vehicle: report it once.
    if (resource === 'vehicle') {
      const key = `${holding.posted} ${other.name}`;
      if (reported.has(key)) return;
      reported.add(key);
    }
    out[holding.posted]!.push({ ref: holding.name, kind: 'timeConflict', resource, with: other.name });
  };
  const active: Holding[] = [];
  for (const holdings of index.values()) {
    holdings.sort((a, b) => a.start - b.start);
    active.length = 0;
    for (const holding of holdings) {
      let kept = 0;
      for (const other of active) {
        if (other.end <= holding.start) continue;
        active[kept++] = other;
        report(holding, other);
        report(other, holding);
      }
      active.length = kept;
      active.push(holding);
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
