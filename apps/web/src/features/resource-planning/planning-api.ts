import {
  keepPreviousData,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import {
  conflictsResponseSchema,
  plannedShiftSchema,
  planningCalendarAnswerSchema,
  planSuggestionsSchema,
  type PlanningCalendar,
  type PlannedShiftInput,
  type PlannedShiftUpdate,
} from '@rahti/domain';
import { useApi } from '../../lib/api-context';
import { ApiRequestError } from '../../lib/api-error';
import { hasEarlyRequest } from '../../lib/early-requests';
import { calendarPath, conflictsPath } from './calendar-address';
import type { Period } from './planning-period';

/** Query keys of resource planning; every successful write marks them stale (lib/query-client). */
export const planningKeys = {
  all: ['resource-planning'] as const,
  calendar: ({ from, to }: Period) => ['resource-planning', 'calendar', from, to] as const,
  conflicts: ({ from, to }: Period) => ['resource-planning', 'conflicts', from, to] as const,
};

/** GET /api/resource-planning/calendar: drivers, routes, runs, plans, recorded shifts and absences of ≤ 62 days. */
export function usePlanningCalendar(period: Period) {
  const api = useApi();
  return useQuery({
    queryKey: planningKeys.calendar(period),
    queryFn: () => api.get(calendarPath(period), planningCalendarAnswerSchema),
    placeholderData: keepPreviousData,
  });
}

/** The pieces' answers as one: all of them once every piece has loaded, and the first failure. */
function combinePieces(results: UseQueryResult<PlanningCalendar>[]) {
  const failed = results.find((result) => result.isError);
  return {
    pieces: results.every((result) => result.data) ? results.map((result) => result.data!) : undefined,
    error: failed?.error,
    retry: () => results.forEach((result) => void (result.isError && result.refetch())),
  };
}

/** The calendar of a longer period, a query for each piece of ≤ 62 days (the season view). */
export function usePlanningCalendars(periods: Period[]) {
  const api = useApi();
  return useQueries({
    queries: periods.map((period) => ({
      queryKey: planningKeys.calendar(period),
      queryFn: () => api.get(calendarPath(period), planningCalendarAnswerSchema),
    })),
    combine: combinePieces,
  });
}

/** How long a conflicts answer serves the parts that show it without asking again. */
const CONFLICTS_FRESH_MS = 30_000;

/**
 * Whether the app asked for the API's `path` as it started (app/early-page-requests.ts), as it was
 * when the caller mounted: false for any other path it is later called with (another period).
 */
function useStartedEarly(path: string) {
  const [early] = useState(() => (hasEarlyRequest(`/api${path}`) ? path : undefined));
  return early === path;
}

/** GET /api/resource-planning/conflicts of a period, as every part that shows them asks it. */
function useConflictsQuery(period: Period, enabled: boolean, notifyOnChangeProps?: []) {
  const api = useApi();
  return useQuery({
    queryKey: planningKeys.conflicts(period),
    queryFn: () => api.get(conflictsPath(period), conflictsResponseSchema),
    enabled,
    notifyOnChangeProps,
    // The last answer stays while the next loads, so blocks do not blink.
    placeholderData: keepPreviousData,
    // The grid, the list and a plan's dialog each ask when they mount, after the page has the
    // answer: without this each asked the server again. Every write marks it stale (query-client.ts).
    staleTime: CONFLICTS_FRESH_MS,
  });
}

/**
 * The conflicts of the period's stored plans (what the calendar shows; the filters pick from
 * them). Asked after the first paint, so their check does not hold back the calendar's answer on
 * the server, unless the app asked for them as it started.
 */
export function usePlanConflicts(period: Period) {
  const startedEarly = useStartedEarly(conflictsPath(period));
  const [painted, setPainted] = useState(startedEarly);
  useEffect(() => {
    if (painted) return; // asked already: no need to draw again to ask
    const next = setTimeout(() => setPainted(true), 0);
    return () => clearTimeout(next);
  }, [painted]);
  return useConflictsQuery(period, painted);
}

/**
 * Reads the conflicts the app asked for as it started as soon as they are in, mostly before the
 * blocks are first drawn, which then show their conflicts at once. Nothing of the answer is read,
 * so its arrival draws nothing where this is called.
 */
export function useEarlyPlanConflicts(period: Period): void {
  // No property of the answer read: React Query would then draw on every change of it.
  useConflictsQuery(period, useStartedEarly(conflictsPath(period)), []);
}

/** A save refused because another planner saved the plan since it was read. */
export const isVersionConflict = (error: unknown) => error instanceof ApiRequestError && error.status === 409;

/**
 * Adds a plan when there is no id, otherwise saves that one at the version it was read at. A 409
 * (another planner saved it meanwhile) reloads the calendar, so the next try starts from theirs.
 */
export function useSavePlan(id: string | undefined) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PlannedShiftInput | PlannedShiftUpdate) =>
      id
        ? api.put(`/planned-shifts/${encodeURIComponent(id)}`, input, plannedShiftSchema)
        : api.post('/planned-shifts', input, plannedShiftSchema),
    onError: (error) => {
      if (isVersionConflict(error)) void queryClient.invalidateQueries({ queryKey: planningKeys.all });
    },
  });
}

/** PUT /api/planned-shifts/:id for any plan (a block dropped on another driver or day); a 409 reloads as above. */
export function useMovePlan() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: PlannedShiftUpdate }) =>
      api.put(`/planned-shifts/${encodeURIComponent(id)}`, input, plannedShiftSchema),
    onError: (error) => {
      if (isVersionConflict(error)) void queryClient.invalidateQueries({ queryKey: planningKeys.all });
    },
  });
}

export function useDeletePlan() {
  const api = useApi();
  return useMutation({ mutationFn: (id: string) => api.delete(`/planned-shifts/${encodeURIComponent(id)}`) });
}

/** POST /api/planned-shifts/publish: the drafts among `ids` become visible to their drivers. */
export function usePublishPlans() {
  const api = useApi();
  return useMutation({
    mutationFn: (ids: string[]) =>
      api.post('/planned-shifts/publish', { ids }, z.object({ published: z.array(z.string()) })),
  });
}

/** POST /api/planned-shifts/discard: the drafts among `ids` are removed. */
export function useDiscardPlans() {
  const api = useApi();
  return useMutation({
    mutationFn: (ids: string[]) =>
      api.post('/planned-shifts/discard', { ids }, z.object({ discarded: z.array(z.string()) })),
  });
}

/** POST /api/resource-planning/suggest: the period's open runs planned as the caller's drafts, with the reasons. */
export function useSuggestPlans() {
  const api = useApi();
  return useMutation({
    mutationFn: (period: Period) => api.post('/resource-planning/suggest', period, planSuggestionsSchema),
  });
}
