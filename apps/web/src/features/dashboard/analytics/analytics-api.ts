import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { analyticsSchema } from '@rahti/domain';
import { useApi } from '../../../lib/api-context';

export const analyticsKeys = { period: (query: string) => ['analytics', query] as const };

/** GET /api/analytics for `query` (period, grouping), or nothing while the period is not valid. */
export function useAnalytics(query: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: analyticsKeys.period(query ?? ''),
    queryFn: () => api.get(`/analytics?${query ?? ''}`, analyticsSchema),
    enabled: query !== undefined,
    placeholderData: keepPreviousData,
  });
}
