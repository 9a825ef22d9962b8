import { useState } from 'react';

/**
 * Pages of a server list that pages by an opaque cursor (`{items, nextCursor}`): the cursors
 * of the pages seen so far, so "previous" goes back without the server having to count. A new
 * query (`resetOn`) starts again from the first page.
 */
export function useCursorPages(resetOn: string | undefined) {
  const [state, setState] = useState<{ resetOn: string | undefined; cursors: (string | undefined)[] }>({
    resetOn,
    cursors: [undefined],
  });
  const reset = state.resetOn !== resetOn;
  // Adjusted while rendering (React's pattern for state that follows a prop), so no stale page is asked for.
  if (reset) setState({ resetOn, cursors: [undefined] });
  const cursors = reset ? [undefined] : state.cursors;
  return {
    /** Counted from 1. */
    page: cursors.length,
    cursor: cursors.at(-1),
    next: (nextCursor: string) => setState((current) => ({ ...current, cursors: [...current.cursors, nextCursor] })),
    previous: () => setState((current) => ({ ...current, cursors: current.cursors.slice(0, -1) })),
  };
}
