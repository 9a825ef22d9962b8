import { useState } from 'react';

/** Rows per page: enough to scan, few enough that a list of 10 000 never renders at once. */
export const PAGE_SIZE = 50;

const sameValues = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value, index) => Object.is(value, b[index]));

/**
 * One page of `rows` at a time, counted from 1. Whenever a value in `resetOn` changes (a new
 * search, filter or order) the list starts again from its first page; when rows go away the
 * page stays within the list.
 */
export function usePaging<Row>(rows: readonly Row[], resetOn: readonly unknown[], pageSize = PAGE_SIZE) {
  const [state, setState] = useState({ page: 1, resetOn });
  const reset = !sameValues(state.resetOn, resetOn);
  // Adjusted while rendering (React's pattern for state that follows a prop), so no stale page is drawn first.
  if (reset) setState({ page: 1, resetOn });

  const pages = Math.max(1, Math.ceil(rows.length / pageSize));
  const page = reset ? 1 : Math.min(state.page, pages);
  return {
    page,
    pages,
    setPage: (next: number) => setState((current) => ({ ...current, page: next })),
    /** The rows of the current page. */
    rows: rows.slice((page - 1) * pageSize, page * pageSize),
  };
}

export type Paging = ReturnType<typeof usePaging>;
