import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { customerSchema, taskSchema, tasksPageSchema, TASK_PAGE_LIMITS } from '@rahti/domain';
import { useApi } from '../../lib/api-context';

// What an invoice is made of, read with the keys the customers and tasks pages use for the same
// calls, so the two share one cache entry.

/** The organisation's customers (spec section 7, `GET Organisation/Customers`). */
export function useInvoiceCustomers() {
  const api = useApi();
  return useQuery({
    queryKey: ['customers'],
    queryFn: () => api.get('/organisation/customers', z.array(customerSchema)),
  });
}

/** A customer's tasks of a period, as many as one page holds, oldest first: what the office bills together. */
export function useTasksToBill(filters: { from: string; to: string; customerId: string } | undefined) {
  const api = useApi();
  const query = filters
    ? new URLSearchParams({
        from: filters.from,
        to: filters.to,
        customerId: filters.customerId,
        sort: 'start',
        limit: String(TASK_PAGE_LIMITS.max),
      }).toString()
    : '';
  return useQuery({
    queryKey: ['tasks', 'page', query],
    queryFn: () => api.get(`/tasks?${query}`, tasksPageSchema),
    enabled: filters !== undefined && filters.customerId !== '',
    placeholderData: keepPreviousData,
  });
}

/** The task an invoice is started from (/taskProfitability/task/:taskId/invoice). */
export function useTaskToBill(id: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: ['tasks', 'detail', id ?? ''],
    queryFn: () => api.get(`/tasks/${encodeURIComponent(id ?? '')}`, taskSchema),
    enabled: Boolean(id),
  });
}
