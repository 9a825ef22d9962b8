import { useMutation } from '@tanstack/react-query';
import { driverGroupSchema, type DriverGroupInput } from '@rahti/domain';
import { useApi } from '../../lib/api-context';

/** Writes of /api/driver-groups; the list itself is read with useDriverGroups. */
export function useSaveDriverGroup(id: string | undefined) {
  const api = useApi();
  return useMutation({
    mutationFn: (input: DriverGroupInput) =>
      id
        ? api.put(`/driver-groups/${id}`, input, driverGroupSchema)
        : api.post('/driver-groups', input, driverGroupSchema),
  });
}

export function useDeleteDriverGroup() {
  const api = useApi();
  return useMutation({ mutationFn: (id: string) => api.delete(`/driver-groups/${id}`) });
}
