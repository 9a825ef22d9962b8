import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  routeMeasureSchema,
  routeSchema,
  routeSummarySchema,
  type RouteInput,
  type RouteUpdate,
  type Waypoint,
} from '@rahti/domain';
import { useApi } from '../../lib/api-context';

/** Query keys of the routes feature; every successful write marks them stale (lib/query-client). */
export const routeKeys = {
  list: (month: string) => ['routes', 'list', month] as const,
  detail: (id: string) => ['routes', 'detail', id] as const,
  occurrences: (id: string, from: string, to: string) => ['routes', 'occurrences', id, from, to] as const,
  planVsActual: (id: string, month: string) => ['routes', 'plan-vs-actual', id, month] as const,
};

const path = (id: string, rest = '') => `/routes/${encodeURIComponent(id)}${rest}`;

/** GET /api/routes?month=YYYY-MM: every route (without its waypoints) with its economics and turnover in that month. */
export function useRoutes(month: string, enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: routeKeys.list(month),
    queryFn: () => api.get(`/routes?month=${encodeURIComponent(month)}`, z.array(routeSummarySchema)),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useRoute(id: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: routeKeys.detail(id ?? ''),
    queryFn: () => api.get(path(id ?? ''), routeSchema),
    enabled: Boolean(id),
  });
}

/** Adds a route when there is no id, otherwise saves that one at the version it was read at. */
export function useSaveRoute(id: string | undefined) {
  const api = useApi();
  return useMutation({
    mutationFn: (input: RouteInput | RouteUpdate) =>
      id ? api.put(path(id), input, routeSchema) : api.post('/routes', input, routeSchema),
  });
}

/** Refused with 409 `routes:hasDependents` while shifts, tasks or shares use the route; the message counts them. */
export function useDeleteRoute() {
  const api = useApi();
  return useMutation({ mutationFn: (id: string) => api.delete(path(id)) });
}

/** POST /api/routes/:id/end: the route runs up to and including `date`; null opens it again. */
export function useEndRoute(id: string) {
  const api = useApi();
  return useMutation({
    mutationFn: (input: { date: string | null }) => api.post(path(id, '/end'), input, routeSchema),
  });
}

/** POST /api/routes/measure: distance, driving time and the line to draw between the waypoints in order. */
export function useMeasureRoute() {
  const api = useApi();
  return useMutation({
    mutationFn: (waypoints: Waypoint[]) => api.post('/routes/measure', { waypoints }, routeMeasureSchema),
  });
}
