import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { occurrenceSchema, planVsActualSchema, routeSchema, type RecurrenceException, type Route } from '@rahti/domain';
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

/** Skipping or restoring one run, named by the date it was planned for. */
export interface RunChange {
  kind: 'skip' | 'restore';
  date: string;
}

/** The route a DELETE answers with; undefined when the answer is not one (the change is made either way). */
const routeOrNothing = (body: unknown): Route | undefined => routeSchema.safeParse(body).data;

/**
 * Skip (DELETE …/occurrences/:date) or restore (DELETE …/exceptions/:date: a skipped or moved
 * run back as planned) one run of the route; resolves with the route as changed.
 */
export function useChangeRun(id: string) {
  const api = useApi();
  return useMutation({
    mutationFn: async ({ kind, date }: RunChange): Promise<Route | undefined> =>
      routeOrNothing(
        await api.delete(path(id, `/${kind === 'skip' ? 'occurrences' : 'exceptions'}/${encodeURIComponent(date)}`)),
      ),
  });
}

/** PUT /api/routes/:id/exceptions/:date: the run planned for `date` to another day or start time. */
export function useMoveRun(id: string) {
  const api = useApi();
  return useMutation({
    mutationFn: ({ date, action, toDate, toTime }: RecurrenceException) =>
      api.put(path(id, `/exceptions/${encodeURIComponent(date)}`), { action, toDate, toTime }, routeSchema),
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
