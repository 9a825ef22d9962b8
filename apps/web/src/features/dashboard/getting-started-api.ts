import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { FeatureKey } from '@rahti/domain';
import { useFeatures } from '../../auth/use-account';
import type { ApiClient } from '../../lib/api-client';
import { useApi } from '../../lib/api-context';

type ListPath = '/vehicles' | '/drivers' | '/calculations';

/** The lists the First steps look at, each behind its subscription flag. */
const LISTS: readonly { path: ListPath; feature: FeatureKey }[] = [
  { path: '/vehicles', feature: 'vehicles' },
  { path: '/drivers', feature: 'drivers' },
  { path: '/calculations', feature: 'calculations' },
];

const hasAnyQuery = (api: ApiClient, path: ListPath) => ({
  queryKey: ['getting-started', path],
  // Fresh for a while, so the First steps use what was fetched ahead without asking again; a
  // write marks every query stale (lib/query-client), so a step still turns done at once.
  staleTime: 60_000,
  queryFn: async () => {
    const rows = await api.get<unknown[] | null>(path);
    return Array.isArray(rows) && rows.length > 0;
  },
});

/**
 * Whether the organisation has any rows behind one of the existing list calls (/vehicles,
 * /drivers, /calculations). Typed, not parsed: only the count matters here. Every write marks
 * queries stale (lib/query-client), so a step turns done once the first row is added.
 */
export function useHasAny(path: ListPath, enabled: boolean) {
  const api = useApi();
  return useQuery({ ...hasAnyQuery(api, path), enabled });
}

/**
 * Starts the First steps' reads while their code is still loading (on an empty Calculations page
 * they are its largest paint), rather than one after the other.
 */
export function usePrefetchFirstSteps(wanted: boolean): void {
  const api = useApi();
  const queryClient = useQueryClient();
  const features = useFeatures();
  useEffect(() => {
    if (!wanted || !features) return;
    for (const { path, feature } of LISTS)
      if (features[feature]) void queryClient.prefetchQuery(hasAnyQuery(api, path));
  }, [wanted, features, api, queryClient]);
}
