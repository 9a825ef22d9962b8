import { useMemo } from 'react';
import { useVehicles } from '../organisation-data/organisation-data-queries';
import { useOverdueFleetItemsQuery } from '../fleet-management/overdue-items';
import { useOverdueWords } from '../fleet-management/overdue-words';
import { buildCalendarModel } from './calendar-model';
import { useEarlyPlanConflicts, usePlanningCalendar } from './planning-api';
import type { Period } from './planning-period';
import { useConflictWords } from './use-conflict-words';
import type { EventKind, PlanningFilters } from './use-planning-params';
import { usePlanningWords } from './use-planning-words';

/**
 * The calendar of a period as the filters leave it, with its words (the conflicts are asked where
 * they are shown: use-conflict-index.ts).
 */
export function useCalendarData(period: Period, filters: PlanningFilters) {
  const calendar = usePlanningCalendar(period);
  const vehicles = useVehicles();
  const vehicleNames = useMemo(
    () => new Map((vehicles.data ?? []).map((vehicle) => [vehicle.id, vehicle.registerNumber || vehicle.name])),
    [vehicles.data],
  );
  // A vehicle with overdue fleet items is named with their count wherever the calendar shows it (issue 25).
  const overdueQuery = useOverdueFleetItemsQuery();
  const overdue = overdueQuery.byVehicle;
  const overdueWords = useOverdueWords();
  const vehicleLabels = useMemo(() => {
    if (!overdue || overdue.size === 0) return vehicleNames;
    return new Map(
      [...vehicleNames].map(([id, name]) => {
        const count = overdue.get(id)?.length ?? 0;
        return [id, count > 0 ? overdueWords.mark(name, count) : name];
      }),
    );
  }, [vehicleNames, overdue, overdueWords]);
  useEarlyPlanConflicts(period);
  const words = usePlanningWords(calendar.data, vehicleLabels);
  const describe = useConflictWords(calendar.data, words);

  // The filters by value: the params hook makes a new object on every render.
  const filtersKey = JSON.stringify({ ...filters, hidden: [...filters.hidden].sort() });
  // The first draw waits for what changes every block's words, asked at the same time: the
  // vehicles' names and their overdue marks. Arriving after it, they drew the whole page again.
  // Not for the conflicts: their check takes the server longer than the calendar's answer.
  const firstDrawReady = !vehicles.isPending && overdueQuery.settled;
  const model = useMemo(() => {
    if (!calendar.data || !firstDrawReady) return undefined;
    const { hidden, ...chosen } = JSON.parse(filtersKey) as Omit<PlanningFilters, 'hidden'> & { hidden: EventKind[] };
    return buildCalendarModel(calendar.data, { ...chosen, hidden: new Set(hidden) }, vehicleNames);
  }, [calendar.data, firstDrawReady, filtersKey, vehicleNames]);
  const plansById = useMemo(() => new Map(model?.plans.map((plan) => [plan.id, plan])), [model]);

  const draftIds = useMemo(
    () => (model?.plans ?? []).filter((plan) => plan.status === 'draft').map((plan) => plan.id),
    [model],
  );

  return {
    calendar,
    model,
    words,
    plansById,
    describe,
    draftIds,
  };
}
