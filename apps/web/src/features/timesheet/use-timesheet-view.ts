import { useDebouncedValue } from '@mantine/hooks';
import { useMemo } from 'react';
import { periodQuerySchema } from '@rahti/domain';
import { PERIOD_PRESETS, presetPeriod, type Period, type PeriodPreset } from './period';
import type { DriverListFilters } from './timesheet-queries';
import { applyChanges, useUrlParams } from '../../lib/use-url-params';

const FILTER_NAMES = ['departmentId', 'baseId', 'driverGroupId', 'search', 'notApproved'] as const;
/** Typing pauses this long before the server is asked, so a name is not searched letter by letter. */
const SEARCH_DEBOUNCE_MS = 300;

/** The shared rule's message for dates that make no period (end before start, over a year), or nothing. */
const periodProblem = (from: string | null, to: string | null): string | undefined => {
  if (from === null && to === null) return undefined;
  const result = periodQuerySchema.safeParse({ from, to });
  return result.success ? undefined : result.error.issues[0]?.message;
};

/**
 * What the timesheet shows, kept in the URL so a link reopens the same view: the period as
 * dates (`from`, `to`; this two weeks when absent), the list's filters, the open driver and
 * the shift asked for (`shiftId`).
 */
export function useTimesheetView(today: string) {
  const [params, changeParams] = useUrlParams();
  const from = params.get('from');
  const to = params.get('to');
  const problem = periodProblem(from, to);
  const period = useMemo<Period>(
    () => (from && to && !problem ? { from, to } : presetPeriod('thisTwoWeeks', today)),
    [from, to, problem, today],
  );
  const preset: PeriodPreset | 'custom' =
    PERIOD_PRESETS.find((name) => {
      const dates = presetPeriod(name, today);
      return dates.from === period.from && dates.to === period.to;
    }) ?? 'custom';

  const filters: DriverListFilters = { departmentId: '', baseId: '', driverGroupId: '', search: '', notApproved: '' };
  for (const name of FILTER_NAMES) filters[name] = params.get(name) ?? '';
  const [search] = useDebouncedValue(filters.search.trim(), SEARCH_DEBOUNCE_MS);
  const listFilters = useMemo(
    () => ({
      departmentId: filters.departmentId,
      baseId: filters.baseId,
      driverGroupId: filters.driverGroupId,
      search,
      notApproved: filters.notApproved,
    }),
    [filters.departmentId, filters.baseId, filters.driverGroupId, search, filters.notApproved],
  );

  /** Sets or removes (empty or undefined) search parameters, replacing the history entry for typing. */
  const update = (changes: Record<string, string | undefined>, replace = false) =>
    changeParams((next) => applyChanges(next, changes), { replace });

  return {
    period,
    /** The dates as chosen, shown in the inputs even when they make no period. */
    chosen: { from: from ?? period.from, to: to ?? period.to },
    /** Why the chosen dates are not used (a catalogue key); this two weeks is shown meanwhile. */
    periodProblem: problem,
    preset,
    filters,
    /** The filters the server is asked with: the search once typing pauses. */
    listFilters,
    driverId: params.get('driverId') ?? undefined,
    shiftId: params.get('shiftId') ?? undefined,
    setPeriod: (next: Period) => update({ from: next.from, to: next.to }),
    /**
     * Changes one end of the period and keeps the other as the URL holds it at that moment (or
     * as shown), so two quick changes both stay: the second does not write back a stale first.
     */
    setDate: (end: keyof Period, value: string) =>
      changeParams((next) => {
        const other = end === 'from' ? 'to' : 'from';
        if (!next.get(other)) next.set(other, period[other]);
        applyChanges(next, { [end]: value });
      }),
    setPreset: (name: PeriodPreset) => {
      const dates = presetPeriod(name, today);
      update({ from: dates.from, to: dates.to });
    },
    setFilter: (name: keyof DriverListFilters, value: string) => update({ [name]: value }, name === 'search'),
    openDriver: (driverId: string | undefined) => update({ driverId, shiftId: undefined }),
    /** Opens the driver's period around a shift (from ?shiftId=), in place of the link's entry. */
    openShift: (driverId: string, around: Period) => update({ driverId, from: around.from, to: around.to }, true),
  };
}

export type TimesheetView = ReturnType<typeof useTimesheetView>;
