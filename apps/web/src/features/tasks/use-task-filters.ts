import { useDebouncedValue } from '@mantine/hooks';
import { TASK_SORTS, TASK_SOURCES, TASK_STATUSES } from '@rahti/domain';
import type { SortState } from '../../components/ui/sortable-header';
import { periodQueryString, usePeriodFilters } from '../../lib/use-period-filters';

/** Spec section 3's "task filters", in the order their query parameters are sent. */
export const TASK_FILTER_NAMES = [
  'search',
  'driverIds',
  'vehicleIds',
  'customerId',
  'departmentId',
  'status',
  'source',
] as const;
export type TaskFilterName = (typeof TASK_FILTER_NAMES)[number];

export type TaskSortKey = 'start' | 'income' | 'profit' | 'margin';
type TaskSort = (typeof TASK_SORTS)[number];
const DEFAULT_SORT: TaskSort = '-start';

/** Typing pauses this long before the server is asked. */
const SEARCH_DEBOUNCE_MS = 300;

const isTaskSort = (value: string | null): value is TaskSort =>
  (TASK_SORTS as readonly (string | null)[]).includes(value);
const oneOf = (values: readonly string[], value: string) => (values.includes(value) ? value : '');

/**
 * The tasks page's period (this month unless chosen), filters and order, all in the URL so a
 * view can be bookmarked and shared. `filterQuery` is what the totals and the CSV file are asked
 * with, `listQuery` adds the order; both are undefined while the chosen dates are not a period.
 */
export function useTaskFilters() {
  const state = usePeriodFilters(TASK_FILTER_NAMES, 'thisMonth');
  const [search] = useDebouncedValue(state.filters.search.trim(), SEARCH_DEBOUNCE_MS);
  const rawSort = state.params.get('sort');
  const sortParam: TaskSort = isTaskSort(rawSort) ? rawSort : DEFAULT_SORT;
  const sort: SortState<TaskSortKey> = {
    key: sortParam.replace('-', '') as TaskSortKey,
    direction: sortParam.startsWith('-') ? 'desc' : 'asc',
  };
  const filterQuery = periodQueryString(state, {
    ...state.filters,
    search,
    // An address edited by hand with an unknown value is read as "any", not sent to fail.
    status: oneOf(TASK_STATUSES, state.filters.status),
    source: oneOf(TASK_SOURCES, state.filters.source),
  });
  const listQuery =
    filterQuery === undefined ? undefined : `${filterQuery}${sortParam === DEFAULT_SORT ? '' : `&sort=${sortParam}`}`;

  return {
    ...state,
    sort,
    setSort: (next: SortState<TaskSortKey>) => {
      const value = `${next.direction === 'desc' ? '-' : ''}${next.key}`;
      state.setParams({ sort: value === DEFAULT_SORT ? '' : value });
    },
    /** The multi-value filters (drivers, vehicles) as lists of ids. */
    listOf: (name: 'driverIds' | 'vehicleIds') => state.filters[name].split(',').filter(Boolean),
    setList: (name: 'driverIds' | 'vehicleIds', ids: readonly string[]) => state.setFilter(name, ids.join(',')),
    filterQuery,
    listQuery,
  };
}

export type TaskFilters = ReturnType<typeof useTaskFilters>;
