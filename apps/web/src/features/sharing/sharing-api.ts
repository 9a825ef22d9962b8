import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  shareReadSchema,
  shareSchema,
  sharedItemsSchema,
  sharingCreatedSchema,
  sharingJoinedSchema,
  type SharingDataType,
  type SharingInput,
} from '@rahti/domain';
import { useApi } from '../../lib/api-context';

export const sharingKeys = {
  all: ['sharing'] as const,
  one: (id: string) => ['sharing', id] as const,
  reads: (id: string) => ['sharing', id, 'reads'] as const,
  items: (id: string, type: SharingDataType, from: string, to: string) =>
    ['sharing', id, 'items', type, from, to] as const,
};

const path = (id: string) => `/sharing/${encodeURIComponent(id)}`;

/** The shares the organisation made or joined (issue 27). */
export function useShares() {
  const api = useApi();
  return useQuery({ queryKey: sharingKeys.all, queryFn: () => api.get('/sharing', z.array(shareSchema)) });
}

export function useShare(id: string) {
  const api = useApi();
  return useQuery({ queryKey: sharingKeys.one(id), queryFn: () => api.get(path(id), shareSchema) });
}

/** The other organisation's reads of what this one shares: only the owner's side has lines. */
export function useShareReads(id: string, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: sharingKeys.reads(id),
    queryFn: () => api.get(`${path(id)}/reads`, z.array(shareReadSchema)),
    enabled,
  });
}

type Period = { from: string; to: string } | undefined;

function sharedItemsQuery(api: ReturnType<typeof useApi>, id: string, type: SharingDataType, period: Period) {
  return {
    queryKey: sharingKeys.items(id, type, period?.from ?? '', period?.to ?? ''),
    queryFn: () =>
      api.get(`${path(id)}/items/${type}?from=${period?.from ?? ''}&to=${period?.to ?? ''}`, sharedItemsSchema),
    enabled: period !== undefined,
  };
}

/** One data type's items of each of `shareIds` for a period; nothing is asked while the period is not valid. */
export function useSharedItemsOfShares(shareIds: readonly string[], type: SharingDataType, period: Period) {
  const api = useApi();
  return useQueries({ queries: shareIds.map((id) => sharedItemsQuery(api, id, type, period)) });
}

/** Every change to a share changes the list and the share's own page. */
function useShareMutation<Input, Output>(run: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: sharingKeys.all }),
  });
}

export function useCreateShare() {
  const api = useApi();
  return useShareMutation((input: SharingInput) => api.post('/sharing', input, sharingCreatedSchema));
}

export function useJoinShare() {
  const api = useApi();
  return useShareMutation((input: { code: string }) => api.post('/sharing/join', input, sharingJoinedSchema));
}

export function useApproveShare() {
  const api = useApi();
  return useShareMutation((id: string) => api.post(`${path(id)}/approve`, {}, shareSchema));
}

export function useEndShare() {
  const api = useApi();
  return useShareMutation((id: string) => api.delete(path(id)));
}
