import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import type { DriverListQuery, DriverSortField } from '@rahti/domain';
import type { SortState } from '../../components/ui/sortable-header';

export const DEFAULT_SORT: SortState<DriverSortField> = { key: 'lastName', direction: 'asc' };
const EMPTY_FILTERS = { search: '', departmentId: '', baseId: '', driverGroupId: '', licence: '' };
export type DriverFilters = typeof EMPTY_FILTERS;

/** Typing pauses this long before the server is asked, so a name is not searched letter by letter. */
const SEARCH_DEBOUNCE_MS = 300;

/** Filters and sort of the list as the user sets them, and the query the server is sent. */
export function useDriverQuery() {
  const [filters, setFilters] = useState(EMPTY_FILTERS);
  const [sort, setSort] = useState(DEFAULT_SORT);
  const [search] = useDebouncedValue(filters.search.trim(), SEARCH_DEBOUNCE_MS);

  const query = useMemo(() => {
    const given: Partial<DriverListQuery> = {};
    if (search) given.search = search;
    if (filters.departmentId) given.departmentId = filters.departmentId;
    if (filters.baseId) given.baseId = filters.baseId;
    if (filters.driverGroupId) given.driverGroupId = filters.driverGroupId;
    if (filters.licence) given.licence = filters.licence;
    // The server's default order is left out, so the plain list is plain GET /api/drivers.
    if (sort.key !== DEFAULT_SORT.key || sort.direction !== DEFAULT_SORT.direction) {
      given.sort = sort.key;
      given.order = sort.direction;
    }
    return given;
  }, [search, filters.departmentId, filters.baseId, filters.driverGroupId, filters.licence, sort]);

  return {
    filters,
    setFilter: (name: keyof DriverFilters, value: string) => setFilters((current) => ({ ...current, [name]: value })),
    clearFilters: () => setFilters(EMPTY_FILTERS),
    /** Whether anything is typed or chosen (the "Clear filters" button). */
    hasFilters: Object.values(filters).some((value) => value.trim() !== ''),
    /** Whether the query sent narrows the list (so an empty answer means "no match", not "no drivers"). */
    isFiltered: Object.keys(query).some((key) => key !== 'sort' && key !== 'order'),
    sort,
    setSort,
    query,
  };
}
