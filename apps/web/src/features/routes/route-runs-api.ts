import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { occurrenceSchema, planVsActualSchema, routeSchema, type Route } from '@rahti/domain';
import { useApi } from '../../lib/api-context';
import { routeKeys } from './routes-api';

const path = (id: string, rest: string) => `/routes/${encodeURIComponent(id)}${rest}`;

/** GET /api/routes/:id/occurrences: the runs from `from` to `to` (local dates, both included), skipped ones left out. */
export function useOccurrences(id: string, from: string, to: string) {
  const api = useApi();
  return useQuery({
    queryKey: routeKeys.occurrences(id, from, to),
    queryFn: () =>
      api.get(path(id, `/occurrences?${new URLSearchParams({ from, to }).toString()}`), z.array(occurrenceSchema)),
  });
}

/** A change to one run, named by the date it was planned for; each answers with the route. */
export type RunChange =
  | { kind: 'skip'; date: string }
  | { kind: 'move'; date: string; toDate: string; toTime: string }
  | { kind: 'restore'; date: string };

/** The route a DELETE answers with; undefined when the answer is not one (the change is made either way). */
const routeOrNothing = (body: unknown): Route | undefined => routeSchema.safeParse(body).data;

/**
 * Skip (DELETE …/occurrences/:date), move (PUT …/exceptions/:date) or restore
 * (DELETE …/exceptions/:date) one run of the route; resolves with the route as changed.
 */
export function useChangeRun(id: string) {
  const api = useApi();
  return useMutation({
    mutationFn: async (change: RunChange): Promise<Route | undefined> => {
      const date = encodeURIComponent(change.date);
      switch (change.kind) {
        case 'skip':
          return routeOrNothing(await api.delete(path(id, `/occurrences/${date}`)));
        case 'move':
          return api.put(
            path(id, `/exceptions/${date}`),
            { action: 'move', toDate: change.toDate, toTime: change.toTime },
            routeSchema,
          );
        case 'restore':
          return routeOrNothing(await api.delete(path(id, `/exceptions/${date}`)));
      }
    },
  });
}

/** GET /api/routes/:id/plan-vs-actual?month=YYYY-MM: each run planned against its shifts and tasks. */
export function usePlanVsActual(id: string, month: string) {
  const api = useApi();
  return useQuery({
    queryKey: routeKeys.planVsActual(id, month),
    queryFn: () => api.get(path(id, `/plan-vs-actual?month=${encodeURIComponent(month)}`), planVsActualSchema),
    placeholderData: keepPreviousData,
  });
}
