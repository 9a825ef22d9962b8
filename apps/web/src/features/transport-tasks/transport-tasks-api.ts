import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  transportTaskSchema,
  transportTasksPageSchema,
  waybillsPageSchema,
  type TransportTaskInput,
  type TransportTaskUpdate,
} from '@rahti/domain';
import { useApi } from '../../lib/api-context';

/** Query keys of the transport pages; every successful write marks them stale (lib/query-client). */
export const transportKeys = {
  page: (query: string) => ['transport-tasks', 'page', query] as const,
  detail: (id: string) => ['transport-tasks', 'detail', id] as const,
  waybills: (query: string) => ['waybills', 'page', query] as const,
};

const taskUrl = (id: string) => `/transport-tasks/${encodeURIComponent(id)}`;

/**
 * One page of GET /api/transport-tasks for `query` (period, filters, offset, limit), or nothing
 * while the period is not valid. The last page stays shown while the next loads.
 */
export function useTransportTasksPage(query: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: transportKeys.page(query ?? ''),
    queryFn: () => api.get(`/transport-tasks?${query ?? ''}`, transportTasksPageSchema),
    enabled: query !== undefined,
    placeholderData: keepPreviousData,
  });
}

export function useTransportTask(id: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: transportKeys.detail(id ?? ''),
    queryFn: () => api.get(taskUrl(id ?? ''), transportTaskSchema),
    enabled: Boolean(id),
  });
}

/** Adds an order when there is no id, otherwise saves that one at the version it was read at. */
export function useSaveTransportTask(id: string | undefined) {
  const api = useApi();
  return useMutation({
    mutationFn: (input: TransportTaskInput | TransportTaskUpdate) =>
      id ? api.put(taskUrl(id), input, transportTaskSchema) : api.post('/transport-tasks', input, transportTaskSchema),
  });
}

export interface Assignment {
  driverId: string | null;
  vehicleId: string | null;
}

/** POST /api/transport-tasks/{id}/assign at the version the task was read at. */
export function useAssignTransportTask(id: string) {
  const api = useApi();
  return useMutation({
    mutationFn: (input: Assignment & { version: number }) =>
      api.post(`${taskUrl(id)}/assign`, input, transportTaskSchema),
  });
}

/** POST /api/transport-tasks/assign: the list's bulk assign, all or none. */
export function useBulkAssign() {
  const api = useApi();
  return useMutation({
    mutationFn: (input: Assignment & { ids: string[] }) => api.post('/transport-tasks/assign', input),
  });
}

export function useCancelTransportTask(id: string) {
  const api = useApi();
  return useMutation({
    mutationFn: (input: { version: number; note: string }) =>
      api.post(`${taskUrl(id)}/cancel`, input, transportTaskSchema),
  });
}

/** A page of GET /api/waybills, newest number first. */
export function useWaybillsPage(query: string) {
  const api = useApi();
  return useQuery({
    queryKey: transportKeys.waybills(query),
    queryFn: () => api.get(`/waybills?${query}`, waybillsPageSchema),
    placeholderData: keepPreviousData,
  });
}
