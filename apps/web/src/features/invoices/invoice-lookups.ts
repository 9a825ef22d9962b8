import { TASK_PAGE_LIMITS } from '@rahti/domain';
import { useTasksPage } from '../tasks/tasks-api';

/**
 * A customer's tasks of a period not on an invoice yet, as many as one page holds, oldest first:
 * what the office bills together. Nothing is asked until a customer is chosen.
 */
export function useTasksToBill(filters: { from: string; to: string; customerId: string } | undefined) {
  const query =
    filters && filters.customerId
      ? new URLSearchParams({
          from: filters.from,
          to: filters.to,
          customerId: filters.customerId,
          invoiced: 'no',
          sort: 'start',
          limit: String(TASK_PAGE_LIMITS.max),
        }).toString()
      : undefined;
  return useTasksPage(query);
}
