import { useMemo } from 'react';
import { useVehicles } from '../organisation-data/organisation-data-queries';
import { useOverdueFleetItems } from '../fleet-management/overdue-items';
import { useOverdueWords } from '../fleet-management/overdue-words';
import { buildCalendarModel } from './calendar-model';
import { usePlanningCalendar } from './planning-api';
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
  const overdue = useOverdueFleetItems();
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
  const words = usePlanningWords(calendar.data, vehicleLabels);
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
