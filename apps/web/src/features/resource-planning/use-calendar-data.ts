import { useCallback, useMemo } from 'react';
import { planCheckOf, type CalendarPlan, type PlanConflict } from '@rahti/domain';
import { useVehicles } from '../organisation-data/organisation-data-queries';
import { buildCalendarModel } from './calendar-model';
import type { ConflictItem } from './conflicts-list';
import { usePlanConflicts, usePlanningCalendar } from './planning-api';
import type { Period } from './planning-period';
import { useConflictWords } from './use-conflict-words';
import type { EventKind, PlanningFilters } from './use-planning-params';
import { usePlanningWords } from './use-planning-words';

/**
 * The calendar of a period as the filters leave it, with the conflicts of the plans in view:
 * counted per plan (by driver) for the blocks, and in words for the list and the dialog.
 */
export function useCalendarData(period: Period, filters: PlanningFilters) {
  const calendar = usePlanningCalendar(period);
  const vehicles = useVehicles();
  const vehicleNames = useMemo(
    () => new Map((vehicles.data ?? []).map((vehicle) => [vehicle.id, vehicle.registerNumber || vehicle.name])),
    [vehicles.data],
  );
  const words = usePlanningWords(calendar.data, vehicleNames);
  const describe = useConflictWords(calendar.data, words);

  // The filters by value: the params hook makes a new object on every render.
  const filtersKey = JSON.stringify({ ...filters, hidden: [...filters.hidden].sort() });
  // The first draw waits for the vehicles' names too (asked at the same time): arriving after it,
  // they drew the whole page a second time.
  const vehiclesSettled = !vehicles.isPending;
  const model = useMemo(() => {
    if (!calendar.data || !vehiclesSettled) return undefined;
    const { hidden, ...chosen } = JSON.parse(filtersKey) as Omit<PlanningFilters, 'hidden'> & { hidden: EventKind[] };
    return buildCalendarModel(calendar.data, { ...chosen, hidden: new Set(hidden) }, vehicleNames);
  }, [calendar.data, vehiclesSettled, filtersKey, vehicleNames]);
  const plansById = useMemo(() => new Map(model?.plans.map((plan) => [plan.id, plan])), [model]);
  const checks = useMemo(() => model?.plans.map(planCheckOf) ?? [], [model]);
  const conflicts = usePlanConflicts(checks);

  const { countsByDriver, items, conflictsByPlan } = useMemo(() => {
    // By driver, so a row whose plans have no conflicts keeps its props (and is not drawn again).
    // Only counted here: a month can have a thousand conflicts, and their words are made when
    // shown (the list's first items, a plan's dialog).
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
    return { countsByDriver, items, conflictsByPlan };
  }, [conflicts.data, plansById]);
  const textsOfPlan = useCallback(
    (plan: CalendarPlan) => (conflictsByPlan.get(plan.id) ?? []).map((conflict) => describe(conflict, plan)),
    [conflictsByPlan, describe],
  );

  const draftIds = useMemo(
    () => (model?.plans ?? []).filter((plan) => plan.status === 'draft').map((plan) => plan.id),
    [model],
  );

  return {
    calendar,
    model,
    words,
    plansById,
    conflicts,
    conflictCounts: countsByDriver,
    conflictItems: items,
    describe,
    textsOfPlan,
    draftIds,
  };
}
