import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { supervisorSchema, type Supervisor } from '@rahti/domain';
import { useApi } from '../../../lib/api-context';

/** Who supervises which drivers (GET /api/supervisors), by user id; asked only with timesheets in the subscription. */
export function useSupervisors(enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: ['supervisors'],
    queryFn: async () =>
      new Map(
        (await api.get('/supervisors', z.array(supervisorSchema))).map((supervisor) => [supervisor.userId, supervisor]),
      ),
    enabled,
  });
}

/** Replaces a User's drivers; their planned shifts are kept as they were. */
export function useSaveSupervisor(current: Supervisor) {
  const api = useApi();
  return useMutation({
    mutationFn: (driverIds: string[]) =>
      api.put(`/supervisors/${current.userId}`, { driverIds, plannedShiftIds: current.plannedShiftIds }),
  });
}
