import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { taskFeedFetchResultSchema, taskFeedSchema, type TaskFeedInput } from '@rahti/domain';
import { useApi } from '../../../lib/api-context';

export function useTaskFeeds() {
  const api = useApi();
  return useQuery({
    queryKey: ['task-feeds'],
    queryFn: () => api.get('/organisation/task-feeds', z.array(taskFeedSchema)),
  });
}

/** Adds a feed (no id) or changes one; an empty password keeps the stored one. */
export function useSaveTaskFeed(id: string | undefined) {
  const api = useApi();
  return useMutation({
    mutationFn: (input: TaskFeedInput) =>
      id
        ? api.put(`/organisation/task-feeds/${id}`, input, taskFeedSchema)
        : api.post('/organisation/task-feeds', input, taskFeedSchema),
  });
}

export function useRemoveTaskFeed() {
  const api = useApi();
  return useMutation({ mutationFn: (id: string) => api.delete(`/organisation/task-feeds/${id}`) });
}

/** "Fetch tasks": what came in, and each task left out with why. */
export function useFetchTaskFeed(id: string) {
  const api = useApi();
  return useMutation({
    mutationFn: () => api.post(`/organisation/task-feeds/${id}/fetch`, undefined, taskFeedFetchResultSchema),
  });
}
