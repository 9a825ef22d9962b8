import { periodQueryString, usePeriodFilters } from '../../lib/use-period-filters';

/** The unit filters, in the order their query parameters are sent. */
export const SUMMARY_FILTERS = ['departmentId', 'baseId', 'driverGroupId'] as const;
export type SummaryFilter = (typeof SUMMARY_FILTERS)[number];

/** The summary's period and filters in the URL, as the query of GET /api/shift-summary and its CSV twin. */
export function useSummaryFilters() {
  const state = usePeriodFilters(SUMMARY_FILTERS);
  return { ...state, queryString: periodQueryString(state, state.filters) };
}

export type SummaryFilters = ReturnType<typeof useSummaryFilters>;
