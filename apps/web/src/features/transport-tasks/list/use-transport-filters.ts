import { useDebouncedValue } from '@mantine/hooks';
import { TRANSPORT_TASK_STATES } from '@rahti/domain';
import { periodQueryString, usePeriodFilters } from '../../../lib/use-period-filters';

/** Spec section 3's "transport task filter", in the order the server is asked with them. */
export const TRANSPORT_FILTER_NAMES = ['states', 'driverIds', 'vehicleIds', 'customerId', 'search'] as const;
export type TransportFilterName = (typeof TRANSPORT_FILTER_NAMES)[number];
export type ListFilterName = 'states' | 'driverIds' | 'vehicleIds';

/** Rows a page of the list shows. */
export const TRANSPORT_PAGE_SIZE = 50;
/** Typing pauses this long before the server is asked. */
const SEARCH_DEBOUNCE_MS = 300;

const listOf = (value: string) => value.split(',').filter(Boolean);
const isState = (value: string) => (TRANSPORT_TASK_STATES as readonly string[]).includes(value);

/**
 * The list's period (this month unless chosen), filters, page and whether the map shows, all in
 * the URL so a view can be bookmarked and shared. `filterQuery` is undefined while the chosen
 * dates are not a period; `pageQuery` adds the page's offset and limit.
 */
export function useTransportFilters() {
  const state = usePeriodFilters(TRANSPORT_FILTER_NAMES, 'thisMonth');
  const [search] = useDebouncedValue(state.filters.search.trim(), SEARCH_DEBOUNCE_MS);
  const page = Math.max(1, Number.parseInt(state.params.get('page') ?? '1', 10) || 1);
  const filterQuery = periodQueryString(state, {
    ...state.filters,
    // An address edited by hand with an unknown state is read without it, not sent to fail.
    states: listOf(state.filters.states).filter(isState).join(','),
    search,
  });
  // A new filter starts again from the first page.
  const change = (changes: Record<string, string>) => state.setParams({ page: '', ...changes });

  return {
    ...state,
    page,
    filterQuery,
    pageQuery:
      filterQuery === undefined
        ? undefined
        : `${filterQuery}&offset=${(page - 1) * TRANSPORT_PAGE_SIZE}&limit=${TRANSPORT_PAGE_SIZE}`,
    setFilter: (name: TransportFilterName, value: string) => change({ [name]: value }),
    setPeriod: (choice: Parameters<typeof state.setPeriod>[0]) => {
      state.setParams({ page: '' });
      state.setPeriod(choice);
    },
    setDate: (name: 'from' | 'to', value: string) => {
      state.setParams({ page: '' });
      state.setDate(name, value);
    },
    /** The multi-value filters (states, drivers, vehicles) as lists. */
    listOf: (name: ListFilterName) => listOf(state.filters[name]),
    setList: (name: ListFilterName, values: readonly string[]) => change({ [name]: values.join(',') }),
    setPage: (next: number) => state.setParams({ page: next > 1 ? String(next) : '' }),
    clearFilters: () => change(Object.fromEntries(TRANSPORT_FILTER_NAMES.map((name) => [name, '']))),
    isMapShown: state.params.get('map') === '1',
    setMapShown: (shown: boolean) => state.setParams({ map: shown ? '1' : '' }),
  };
}

export type TransportFilters = ReturnType<typeof useTransportFilters>;
