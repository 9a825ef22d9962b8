import { useDebouncedValue } from '@mantine/hooks';
import { INVOICE_SORTS, INVOICE_STATES } from '@rahti/domain';
import type { SortState } from '../../../components/ui/sortable-header';
import { PAGE_SIZE } from '../../../components/ui/use-paging';
import { isCalendarDate } from '../../../lib/calendar-dates';
import { useOrganisationTimeZone, zonedToday } from '../../../lib/organisation-time';
import { isPeriodChoice, presetPeriod, type PeriodChoice } from '../../../lib/period-presets';
import { applyChanges, useUrlParams } from '../../../lib/use-url-params';

/** An invoice list spans every date unless a period is chosen: invoices are looked up by number and customer. */
export type InvoicePeriod = 'all' | PeriodChoice;
export const INVOICE_STATE_FILTERS = [...INVOICE_STATES, 'overdue'] as const;
export type InvoiceSortKey = 'number' | 'date' | 'dueDate' | 'gross';
const DEFAULT_SORT = '-number';
const FILTERS = ['state', 'customerId', 'search'] as const;
type FilterName = (typeof FILTERS)[number];

/** Typing pauses this long before the server is asked. */
const SEARCH_DEBOUNCE_MS = 300;

const isSort = (value: string | null): value is (typeof INVOICE_SORTS)[number] =>
  (INVOICE_SORTS as readonly (string | null)[]).includes(value);

/**
 * The list's period, filters, order and page kept in the URL, so a filtered list can be
 * bookmarked and shared, and the query GET /api/invoices is sent (without offset and limit).
 */
export function useInvoiceFilters() {
  const [params, changeParams] = useUrlParams();
  const zone = useOrganisationTimeZone();
  const rawPeriod = params.get('period');
  const period: InvoicePeriod = isPeriodChoice(rawPeriod) ? rawPeriod : 'all';
  const range =
    period === 'all'
      ? undefined
      : period === 'custom'
        ? { from: params.get('from') ?? '', to: params.get('to') ?? '' }
        : presetPeriod(period, zonedToday(zone));
  const rangeProblem =
    range && range.from && range.to && range.to < range.from ? 'shifts:periodEndBeforeStart' : undefined;
  const filters = Object.fromEntries(FILTERS.map((name) => [name, params.get(name) ?? ''])) as Record<
    FilterName,
    string
  >;
  const rawSort = params.get('sort');
  const sortParam = isSort(rawSort) ? rawSort : DEFAULT_SORT;
  const sort: SortState<InvoiceSortKey> = {
    key: sortParam.replace('-', '') as InvoiceSortKey,
    direction: sortParam.startsWith('-') ? 'desc' : 'asc',
  };
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [search] = useDebouncedValue(filters.search.trim(), SEARCH_DEBOUNCE_MS);

  // A new filter or order starts again from the first page.
  const update = (changes: Record<string, string>) =>
    changeParams((next) => applyChanges(next, { page: '', ...changes }), { replace: true });

  const filterQuery = new URLSearchParams();
  if (range?.from && isCalendarDate(range.from)) filterQuery.set('from', range.from);
  if (range?.to && isCalendarDate(range.to)) filterQuery.set('to', range.to);
  if (filters.state) filterQuery.set('state', filters.state);
  if (filters.customerId) filterQuery.set('customerId', filters.customerId);
  if (search) filterQuery.set('search', search);
  if (sortParam !== DEFAULT_SORT) filterQuery.set('sort', sortParam);

  return {
    period,
    range,
    rangeProblem,
    filters,
    sort,
    page,
    /** The query without paging, or undefined while the chosen period is not valid. */
    filterQuery: rangeProblem ? undefined : filterQuery.toString(),
    /** Whether the list is narrowed (so an empty answer means "no match", not "no invoices"). */
    isFiltered: period !== 'all' || FILTERS.some((name) => filters[name] !== ''),
    setFilter: (name: FilterName, value: string) => update({ [name]: value }),
    /** A preset drops the custom dates; "custom" starts from the dates shown so far. */
    setPeriod: (choice: InvoicePeriod) =>
      update(
        choice === 'custom'
          ? { period: choice, from: range?.from ?? '', to: range?.to ?? '' }
          : { period: choice === 'all' ? '' : choice, from: '', to: '' },
      ),
    setDate: (name: 'from' | 'to', value: string) => update({ [name]: isCalendarDate(value) ? value : '' }),
    setSort: (next: SortState<InvoiceSortKey>) => {
      const value = next.direction === 'desc' ? `-${next.key}` : next.key;
      update({ sort: value === DEFAULT_SORT ? '' : value });
    },
    setPage: (next: number) => changeParams((current) => applyChanges(current, { page: next > 1 ? String(next) : '' })),
    clearFilters: () =>
      update({ period: '', from: '', to: '', ...Object.fromEntries(FILTERS.map((name) => [name, ''])) }),
  };
}

export type InvoiceFilters = ReturnType<typeof useInvoiceFilters>;

/** Rows a page of the list shows. */
export const INVOICE_PAGE_SIZE = PAGE_SIZE;
