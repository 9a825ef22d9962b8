import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  hasAccess,
  normaliseFeatures,
  type AccessLevel,
  type Account,
  type Caller,
  type Features,
  type Role,
} from '@rahti/domain';
import { useApi } from '../lib/api-context';
import { FEATURES_STALE_TIME_MS } from '../lib/query-client';
import { useSession } from './session';

export const accountQueryKey = ['account', 'me'] as const;
export const featuresQueryKey = ['organisation', 'features'] as const;

/** The signed-in user's account: the source of truth for role and organisation once loaded. */
export function useAccount() {
  const api = useApi();
  const { status } = useSession();
  return useQuery({
    queryKey: accountQueryKey,
    // Typed, not parsed: every page loads this (docs/decisions/0008-first-load-budget.md).
    queryFn: () => api.get<Account>('/account/me'),
    enabled: status === 'signedIn',
  });
}

/** The token's role until the account has loaded, then the account's. */
export function useRole(): Role {
  const { claims } = useSession();
  const { data: account } = useAccount();
  return account?.role ?? claims?.role ?? 'User';
}

/**
 * The signed-in user as the domain's role table sees them. Site-operator rights come only from
 * the loaded account, so they are withheld while it loads.
 */
export function useCaller(): Caller {
  const role = useRole();
  const isSiteOperator = useAccount().data?.isSiteOperator ?? false;
  return useMemo(() => ({ role, isSiteOperator, client: 'web' }), [role, isSiteOperator]);
}

/** Whether the signed-in user passes `level` of the role table (for menu entries and buttons). */
export function useHasAccess(level: AccessLevel): boolean {
  return hasAccess(level, useCaller());
}

/** The organisation's subscription flags, cached for an hour. A flag the server leaves out reads as off. */
export function useFeaturesQuery() {
  const api = useApi();
  const { status } = useSession();
  return useQuery({
    queryKey: featuresQueryKey,
    queryFn: async () => normaliseFeatures(await api.get<Record<string, unknown>>('/organisation/features')),
    enabled: status === 'signedIn',
    staleTime: FEATURES_STALE_TIME_MS,
  });
}

/** The subscription flags; undefined while they are still loading. */
export function useFeatures(): Features | undefined {
  return useFeaturesQuery().data;
}
