import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { appAccountResultSchema, driverSchema, type AppAccountsInput, type DriverInput } from '@rahti/domain';
import { useApi } from '../../lib/api-context';

// Driver writes; the list itself is the shared useDrivers (organisation-data).

/** Adds a driver when there is no id, otherwise changes that one. */
export function useSaveDriver(id: string | undefined) {
  const api = useApi();
  return useMutation({
    mutationFn: (input: DriverInput) =>
      id ? api.put(`/drivers/${id}`, input, driverSchema) : api.post('/drivers', input, driverSchema),
  });
}

export function useDeleteDriver() {
  const api = useApi();
  return useMutation({ mutationFn: (id: string) => api.delete(`/drivers/${id}`) });
}

export type AppAccountResult = z.infer<typeof appAccountResultSchema>;

/**
 * Switches app accounts on or off. The answer can hold generated passwords and the request a
 * typed one, so the mutation leaves the cache as soon as nothing observes it (gcTime 0); callers
 * reset() it once they have copied what they show.
 */
export function useSetAppAccounts() {
  const api = useApi();
  return useMutation({
    mutationFn: (input: AppAccountsInput) => api.post('/drivers/app-accounts', input, z.array(appAccountResultSchema)),
    gcTime: 0,
  });
}
