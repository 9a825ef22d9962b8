import {
  keepPreviousData,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { z } from 'zod';
import {
  conflictsResponseSchema,
  plannedShiftSchema,
  planningCalendarAnswerSchema,
  planSuggestionsSchema,
  type PlanCheck,
  type PlanningCalendar,
  type PlannedShiftInput,
  type PlannedShiftUpdate,
} from '@rahti/domain';
import { useApi } from '../../lib/api-context';
import { ApiRequestError } from '../../lib/api-error';
import { calendarPath } from './calendar-address';
import type { Period } from './planning-period';

/** Query keys of resource planning; every successful write marks them stale (lib/query-client). */
export const planningKeys = {
  all: ['resource-planning'] as const,
  calendar: ({ from, to }: Period) => ['resource-planning', 'calendar', from, to] as const,
  conflicts: (signature: string) => ['resource-planning', 'conflicts', signature] as const,
};

/** The most plans one conflict check takes (conflictsRequestSchema). */
const MAX_CHECKED_PLANS = 5000;

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

/** FNV-1a of the plans checked: a short query key that changes whenever one of them does. */
function signatureOf(plans: readonly PlanCheck[]): string {
  let hash = 0x811c9dc5;
  for (const plan of plans) {
    const text = `${plan.ref}|${plan.driverId}|${plan.start}|${plan.end}|${plan.routeId ?? ''}|${plan.vehicleIds.join()}|${plan.taskIds?.join() ?? ''};`;
    for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  }
  return `${plans.length}:${(hash >>> 0).toString(36)}`;
}

/**
 * POST /api/resource-planning/conflicts for every plan in view at once (a stored plan's id as
 * its ref stands for it); the last answer stays while the next loads, so blocks do not blink.
 */
export function usePlanConflicts(plans: readonly PlanCheck[]) {
  const api = useApi();
  const checked = useMemo(() => plans.slice(0, MAX_CHECKED_PLANS), [plans]);
  const signature = useMemo(() => signatureOf(checked), [checked]);
  // The first check waits a task, so a month's request (hundreds of kilobytes to write) does not
  // hold back the calendar's first paint.
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const next = setTimeout(() => setPainted(true), 0);
    return () => clearTimeout(next);
  }, []);
  return useQuery({
    queryKey: planningKeys.conflicts(signature),
    queryFn: () => api.post('/resource-planning/conflicts', { plans: checked }, conflictsResponseSchema),
    enabled: painted && checked.length > 0,
    placeholderData: keepPreviousData,
  });
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
