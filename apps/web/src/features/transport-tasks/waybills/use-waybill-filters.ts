import { useDebouncedValue } from '@mantine/hooks';
import { applyChanges, useUrlParams } from '../../../lib/use-url-params';

/** Rows a page of the waybill list shows. */
export const WAYBILL_PAGE_SIZE = 50;
/** Typing pauses this long before the server is asked. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The waybill list's search (a number, a sender or a consignee) and page, kept in the URL; the
 * search reaches the server once typing pauses, and a new search starts from the first page.
 */
export function useWaybillFilters() {
  const [params, changeParams] = useUrlParams();
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [sentSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const query = new URLSearchParams();
  if (sentSearch) query.set('search', sentSearch);
  query.set('offset', String((page - 1) * WAYBILL_PAGE_SIZE));
  query.set('limit', String(WAYBILL_PAGE_SIZE));

  return {
    search,
    page,
    query: query.toString(),
    setSearch: (value: string) =>
      changeParams((next) => applyChanges(next, { search: value, page: '' }), { replace: true }),
    setPage: (next: number) => changeParams((current) => applyChanges(current, { page: next > 1 ? String(next) : '' })),
  };
}
