import { isCalendarDate } from '../../lib/calendar-dates';
import { useOrganisationTimeZone, zonedToday } from '../../lib/organisation-time';
import { applyChanges, useUrlParams } from '../../lib/use-url-params';
import { isSpan, type Span } from './planning-period';

/** The kinds of block the spec's event filter turns on and off. */
export const EVENT_KINDS = ['planned', 'recorded', 'absences'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/** Spec section 3, "resource planning filters": driver by base, department and group; route by base and department; vehicle by name. */
export interface PlanningFilters {
  baseId: string;
  departmentId: string;
  driverGroupId: string;
  routeBaseId: string;
  routeDepartmentId: string;
  vehicle: string;
  hidden: ReadonlySet<EventKind>;
}

export type FilterName = Exclude<keyof PlanningFilters, 'hidden'>;
const PARAMS: Record<FilterName, string> = {
  baseId: 'base',
  departmentId: 'department',
  driverGroupId: 'group',
  routeBaseId: 'routeBase',
  routeDepartmentId: 'routeDepartment',
  vehicle: 'vehicle',
};

export type PlanningTab = 'calendar' | 'season';

/**
 * What the planner looks at, kept in the URL so a link or a reload shows the same: the tab
 * (?view=season), the span and the date it holds (?span=month&date=YYYY-MM-DD; this week by
 * default), the filters and the event kinds hidden (?hide=recorded,absences).
 */
export function usePlanningParams() {
  const [params, changeParams] = useUrlParams();
  const today = zonedToday(useOrganisationTimeZone());
  const date = params.get('date');
  const span = params.get('span');
  const hidden = new Set(
    (params.get('hide') ?? '').split(',').filter((kind): kind is EventKind => EVENT_KINDS.includes(kind as EventKind)),
  );
  const filters: PlanningFilters = {
    baseId: params.get(PARAMS.baseId) ?? '',
    departmentId: params.get(PARAMS.departmentId) ?? '',
    driverGroupId: params.get(PARAMS.driverGroupId) ?? '',
    routeBaseId: params.get(PARAMS.routeBaseId) ?? '',
    routeDepartmentId: params.get(PARAMS.routeDepartmentId) ?? '',
    vehicle: params.get(PARAMS.vehicle) ?? '',
    hidden,
  };
  const set = (changes: Record<string, string | undefined>) =>
    changeParams((next) => applyChanges(next, changes), { replace: true });

  return {
    today,
    tab: (params.get('view') === 'season' ? 'season' : 'calendar') as PlanningTab,
    span: (isSpan(span) ? span : 'week') as Span,
    anchor: isCalendarDate(date) ? date : today,
    filters,
    setTab: (tab: PlanningTab) => set({ view: tab === 'season' ? tab : undefined }),
    setSpan: (next: Span) => set({ span: next === 'week' ? undefined : next }),
    setAnchor: (next: string) => set({ date: next === today ? undefined : next }),
    setFilter: (name: FilterName, value: string) => set({ [PARAMS[name]]: value }),
    setShownKinds: (shown: readonly string[]) =>
      set({ hide: EVENT_KINDS.filter((kind) => !shown.includes(kind)).join(',') }),
  };
}

export type PlanningParams = ReturnType<typeof usePlanningParams>;
