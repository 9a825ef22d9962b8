import { useMemo } from 'react';
import type { CalendarPlan, PlanConflict } from '@rahti/domain';
import { usePlanConflicts } from './planning-api';
import type { Period } from './planning-period';

/** One conflict and the plan it is on. */
export interface ConflictItem {
  key: string;
  conflict: PlanConflict;
  plan: CalendarPlan;
}

/**
 * The conflicts of the period's plans that are in view (`plansById`), indexed for what shows them: counts per plan by driver
 * (the blocks), the items of the list, and each plan's conflicts (its dialog). Only the parts
 * that show conflicts call it (one request for all: the same query), so the answer draws them
 * again and not the rest of the page. Words are made when shown: a month can have a thousand.
 */
export function useConflictIndex(period: Period, plansById: ReadonlyMap<string, CalendarPlan>) {
  const conflicts = usePlanConflicts(period);
  const index = useMemo(() => {
    // By driver, so a row whose plans have no conflicts keeps its props (and is not drawn again).
    const countsByDriver = new Map<string, Map<string, number>>();
    const conflictsByPlan = new Map<string, PlanConflict[]>();
    const items: ConflictItem[] = [];
    (conflicts.data?.conflicts ?? []).forEach((conflict, index) => {
      const plan = plansById.get(conflict.ref);
      if (!plan) return; // an answer for plans no longer in view, while the next loads
      let counts = countsByDriver.get(plan.driverId);
      if (!counts) countsByDriver.set(plan.driverId, (counts = new Map()));
      counts.set(plan.id, (counts.get(plan.id) ?? 0) + 1);
      const ofPlan = conflictsByPlan.get(plan.id);
      if (ofPlan) ofPlan.push(conflict);
      else conflictsByPlan.set(plan.id, [conflict]);
      items.push({ key: `${index}`, conflict, plan });
    });
    return { countsByDriver, conflictsByPlan, items };
  }, [conflicts.data, plansById]);
  return { conflicts, ...index };
}
