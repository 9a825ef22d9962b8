import { addDayConflicts } from './plan-days';
import { planDriving } from './plan-driving';
import { judgeDriverPlans, type DriverPlanActivities } from './plan-driving-time';
import type { PlanToCheck, PlanningFacts } from './plan-facts';
import { addTaskConflicts, addTimeConflicts } from './plan-overlaps';
import { PLAN_CONFLICT_KINDS, type PlanConflict } from './planning.schemas';

export type {
  AbsenceFact,
  LicenceFact,
  PlanToCheck,
  PlanningFacts,
  RecordedShiftFact,
  RouteFact,
  StoredPlanFact,
} from './plan-facts';

/**
 * The conflicts of the posted `plans` (issue 24, decision 0028), checked as if added to what
 * `facts` holds: only posted plans get conflicts, each with its `ref`; in the plans' order, then
 * by kind in PLAN_CONFLICT_KINDS order, then by `with`. Indexed by driver, vehicle and task and
 * swept in time order, so the cost grows with the plans, not with their pairs.
 *
 * @computation
 */
export function findPlanConflicts(plans: readonly PlanToCheck[], facts: PlanningFacts): PlanConflict[] {
  const out: PlanConflict[][] = plans.map(() => []);
  addDayConflicts(plans, facts, out);
  addTimeConflicts(plans, facts, out);
  addTaskConflicts(plans, facts, out);
  addDrivingTimeConflicts(plans, facts, out);
  return out.flatMap((conflicts) => conflicts.sort(byKindThenWith));
}

const KIND_ORDER = new Map(PLAN_CONFLICT_KINDS.map((kind, index) => [kind, index]));
const compareText = (a = '', b = '') => (a < b ? -1 : a > b ? 1 : 0);
const byKindThenWith = (a: PlanConflict, b: PlanConflict): number =>
  KIND_ORDER.get(a.kind)! - KIND_ORDER.get(b.kind)! ||
  compareText(a.with, b.with) ||
  compareText(a.resource, b.resource);

/** drivingTime: each driver's posted plans judged with the driver's stored plans and recorded activities. */
function addDrivingTimeConflicts(plans: readonly PlanToCheck[], facts: PlanningFacts, out: PlanConflict[][]): void {
  const byDriver = new Map<string, { posted: number; activities: DriverPlanActivities }[]>();
  const drivingMinutes = (routeId: string | null | undefined) =>
    (routeId ? facts.routes.get(routeId)?.drivingMinutes : undefined) ?? null;
  const add = (driverId: string, posted: number, plan: { start: number; end: number; routeId?: string | null }) => {
    const entry = {
      posted,
      activities: { activities: planDriving(plan.start, plan.end, drivingMinutes(plan.routeId)), judged: posted >= 0 },
    };
    const list = byDriver.get(driverId);
    if (list) list.push(entry);
    else if (posted >= 0) byDriver.set(driverId, [entry]);
  };
  plans.forEach((plan, posted) => add(plan.driverId, posted, plan));
  for (const plan of facts.storedPlans) add(plan.driverId, -1, plan);
  for (const [driverId, entries] of byDriver) {
    const verdicts = judgeDriverPlans(
      facts.activities.get(driverId) ?? [],
      entries.map((entry) => entry.activities),
    );
    entries.forEach((entry, i) => {
      const verdict = verdicts[i];
      if (entry.posted >= 0 && verdict && !verdict.ok)
        out[entry.posted]!.push({
          ref: plans[entry.posted]!.ref,
          kind: 'drivingTime',
          rule: verdict.rule,
          minutes: verdict.minutes,
        });
    });
  }
}
