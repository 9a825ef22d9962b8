import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  TASK_PAGE_LIMITS,
  taskSchema,
  tasksFromShiftsResultSchema,
  tasksPageSchema,
  taskTotalsSchema,
  type Task,
  type TaskInput,
  type TaskUpdate,
} from '@rahti/domain';
import { useApi } from '../../lib/api-context';

/** Query keys of the tasks feature; every successful write marks them stale (lib/query-client). */
export const taskKeys = {
  page: (query: string) => ['tasks', 'page', query] as const,
  totals: (query: string) => ['tasks', 'totals', query] as const,
  detail: (id: string) => ['tasks', 'detail', id] as const,
};

/**
 * One page of GET /api/tasks for `query` (filters, sort, offset, limit), or nothing while the
 * period is not valid. The last page stays shown while the next loads, so paging does not blink.
 */
export function useTasksPage(query: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: taskKeys.page(query ?? ''),
    queryFn: () => api.get(`/tasks?${query ?? ''}`, tasksPageSchema),
    enabled: query !== undefined,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/tasks/totals: the filtered tasks summed, per ISO week and per customer. */
export function useTaskTotals(filters: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: taskKeys.totals(filters ?? ''),
    queryFn: () => api.get(`/tasks/totals?${filters ?? ''}`, taskTotalsSchema),
    enabled: filters !== undefined,
    placeholderData: keepPreviousData,
  });
}

/** Every task the filters leave, read a page of the largest size at a time (for the CSV file). */
export function useFetchAllTasks() {
  const api = useApi();
  return async (filters: string): Promise<Task[]> => {
    const tasks: Task[] = [];
    for (;;) {
      const params = new URLSearchParams(filters);
      params.set('offset', String(tasks.length));
      params.set('limit', String(TASK_PAGE_LIMITS.max));
      const page = await api.get(`/tasks?${params.toString()}`, tasksPageSchema);
      tasks.push(...page.items);
      if (page.items.length === 0 || tasks.length >= page.total) return tasks;
    }
  };
}

export function useTask(id: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: taskKeys.detail(id ?? ''),
    queryFn: () => api.get(`/tasks/${encodeURIComponent(id ?? '')}`, taskSchema),
    enabled: Boolean(id),
  });
}

/** Adds a task when there is no id, otherwise saves that one at the version it was read at. */
export function useSaveTask(id: string | undefined) {
  const api = useApi();
  return useMutation({
    mutationFn: (input: TaskInput | TaskUpdate) =>
      id ? api.put(`/tasks/${encodeURIComponent(id)}`, input, taskSchema) : api.post('/tasks', input, taskSchema),
  });
}

export function useDeleteTask() {
  const api = useApi();
  return useMutation({ mutationFn: (id: string) => api.delete(`/tasks/${encodeURIComponent(id)}`) });
}

/** POST /api/tasks/from-shifts: one task per approved shift and vehicle, all or nothing. */
export function useTasksFromShifts() {
  const api = useApi();
  return useMutation({
    mutationFn: (input: { shiftIds: string[]; customerId?: string | null }) =>
      api.post('/tasks/from-shifts', input, tasksFromShiftsResultSchema),
  });
}
