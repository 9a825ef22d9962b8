import { useDebouncedValue } from '@mantine/hooks';
import { APPROVAL_STATES } from '@rahti/domain';
import { periodQueryString, usePeriodFilters } from '../../lib/use-period-filters';

/** The narrowing filters, in the order their query parameters are sent. */
export const FILTER_NAMES = [
  'search',
  'departmentId',
  'baseId',
  'driverGroupId',
  'workType',
  'vehicleId',
  'approval',
] as const;
export type FilterName = (typeof FILTER_NAMES)[number];

/** Typing pauses this long before the server is asked, so a name is not searched letter by letter. */
const SEARCH_DEBOUNCE_MS = 300;

/** The events page's period and filters in the URL, as the query of GET /api/events and its CSV twin. */
export function useEventFilters() {
  const state = usePeriodFilters(FILTER_NAMES);
  const [search] = useDebouncedValue(state.filters.search.trim(), SEARCH_DEBOUNCE_MS);
  const approval = (APPROVAL_STATES as readonly string[]).includes(state.filters.approval)
    ? state.filters.approval
    : '';
  return { ...state, queryString: periodQueryString(state, { ...state.filters, search, approval }) };
}

export type EventFilters = ReturnType<typeof useEventFilters>;
