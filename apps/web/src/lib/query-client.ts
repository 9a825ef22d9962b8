import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-error';

/** Subscription flags change rarely; the spec caches them for an hour (section 9). */
export const FEATURES_STALE_TIME_MS = 60 * 60 * 1000;

/**
 * Every successful write marks all cached server data stale ("most writes clear the cache",
 * spec section 7), so no screen shows data a write has just changed.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx answer will not change by asking again; connection failures and 5xx may.
        retry: (failureCount, error) =>
          !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500) && failureCount < 2,
        refetchOnWindowFocus: false,
      },
    },
    mutationCache: new MutationCache({
      onSuccess: () => client.invalidateQueries(),
    }),
  });
  return client;
}
