import { useMemo } from 'react';
import { planCheckOf } from '@rahti/domain';
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
  const model = useMemo(() => {
    if (!calendar.data) return undefined;
    const { hidden, ...chosen } = JSON.parse(filtersKey) as Omit<PlanningFilters, 'hidden'> & { hidden: EventKind[] };
    return buildCalendarModel(calendar.data, { ...chosen, hidden: new Set(hidden) }, vehicleNames);
  }, [calendar.data, filtersKey, vehicleNames]);
  const plansById = useMemo(() => new Map(model?.plans.map((plan) => [plan.id, plan])), [model]);
  const checks = useMemo(() => model?.plans.map(planCheckOf) ?? [], [model]);
  const conflicts = usePlanConflicts(checks);

  const { countsByDriver, items, textsByPlan } = useMemo(() => {
    // By driver, so a row whose plans have no conflicts keeps its props (and is not drawn again).
    const countsByDriver = new Map<string, Map<string, number>>();
    const textsByPlan = new Map<string, string[]>();
    const items: ConflictItem[] = [];
    (conflicts.data?.conflicts ?? []).forEach((conflict, index) => {
      const plan = plansById.get(conflict.ref);
      if (!plan) return; // an answer for plans no longer in view, while the next loads
      const text = describe(conflict, plan);
      let counts = countsByDriver.get(plan.driverId);
      if (!counts) countsByDriver.set(plan.driverId, (counts = new Map()));
      counts.set(plan.id, (counts.get(plan.id) ?? 0) + 1);
      const texts = textsByPlan.get(plan.id);
      if (texts) texts.push(text);
      else textsByPlan.set(plan.id, [text]);
      items.push({ key: `${index}`, planId: plan.id, text });
    });
    return { countsByDriver, items, textsByPlan };
  }, [conflicts.data, plansById, describe]);

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
    textsByPlan,
    draftIds,
  };
}
