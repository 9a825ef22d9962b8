import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../lib/api-context';

/**
 * Whether the organisation has any rows behind one of the existing list calls (/vehicles,
 * /drivers, /calculations). Typed, not parsed: only the count matters here. Every write marks
 * queries stale (lib/query-client), so a step turns done once the first row is added.
 */
export function useHasAny(path: '/vehicles' | '/drivers' | '/calculations', enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: ['getting-started', path],
    queryFn: async () => {
      const rows = await api.get<unknown[] | null>(path);
      return Array.isArray(rows) && rows.length > 0;
    },
    enabled,
  });
}
