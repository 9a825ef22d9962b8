import { useQueries } from '@tanstack/react-query';
import { calculationSchema } from '@rahti/domain';
import { useApi } from '../../../lib/api-context';
import { calculationKeys } from '../api/calculation-list-api';

/**
 * Several saved calculations at once, in the order asked for; the same cache entries as the
 * wizard's useCalculation, so a calculation opened there is not fetched again.
 */
export function useSavedCalculations(ids: readonly string[]) {
  const api = useApi();
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: calculationKeys.detail(id),
      queryFn: () => api.get(`/calculations/${encodeURIComponent(id)}`, calculationSchema),
    })),
  });
}
