import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { appAccountResultSchema, driverSchema, type AppAccountsInput, type DriverInput, type DriverListQuery } from '@rahti/domain';
import { useApi } from '../../lib/api-context';
import { driverQueryString, organisationDataKeys } from '../organisation-data/organisation-data-queries';

/**
 * GET /api/drivers as the shared useDrivers reads it (same key), but keeping the rows shown
 * while the next search or filter loads, so the table does not blink on every keystroke.
 */
export function useDriverList(query: Partial<DriverListQuery>) {
  const api = useApi();
  return useQuery({
    queryKey: organisationDataKeys.drivers(query),
    queryFn: () => api.get(`/drivers${driverQueryString(query)}`, z.array(driverSchema)),
    placeholderData: keepPreviousData,
  });
}

export function useSaveDriver(id: string | undefined) {
  const api = useApi();
  return useMutation({
    mutationFn: (input: DriverInput) => (id ? api.put(`/drivers/${id}`, input, driverSchema) : api.post('/drivers', input, driverSchema)),
  });
}

export function useDeleteDriver() {
  const api = useApi();
  return useMutation({ mutationFn: (id: string) => api.delete(`/drivers/${id}`) });
}

export type AppAccountResult = z.infer<typeof appAccountResultSchema>;

export function useSetAppAccounts() {
  const api = useApi();
  return useMutation({
    mutationFn: (input: AppAccountsInput) => api.post('/drivers/app-accounts', input, z.array(appAccountResultSchema)),
  });
}
