import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { equipmentSchema, vehicleCalculationResultSchema, vehicleSchema, type VehicleInput } from '@rahti/domain';
import { useApi } from '../../lib/api-context';

// Vehicle writes; the list itself is the shared useVehicles (organisation-data).

/**
 * Adds a vehicle (inactive) when there is no id, otherwise changes that one; then assigns
 * `calculationId` (null: none) for its task costs, unless it is undefined (left as it is).
 */
export function useSaveVehicle(id?: string, calculationId?: string | null) {
  const api = useApi();
  return useMutation({
    mutationFn: async (input: VehicleInput) => {
      const saved = await (id
        ? api.put(`/vehicles/${id}`, input, vehicleSchema)
        : api.post('/vehicles', input, vehicleSchema));
      if (calculationId !== undefined)
        await api.put(`/vehicles/${saved.id}/calculation`, { calculationId }, vehicleCalculationResultSchema);
      return saved;
    },
  });
}

export function useDeleteVehicle() {
  const api = useApi();
  return useMutation({ mutationFn: (id: string) => api.delete(`/vehicles/${id}`) });
}

/** Counts against the organisation's vehicle limit; the server answers 409 when it is full. */
export function useActivateVehicle() {
  const api = useApi();
  return useMutation({
    mutationFn: (id: string) => api.put(`/vehicles/${id}/active`, { active: true }, vehicleSchema),
  });
}

/** Site operator only: an organisation cannot undo an activation itself. */
export function useDeactivateVehicle() {
  const api = useApi();
  return useMutation({
    mutationFn: (id: string) => api.put(`/administration/vehicles/${id}/deactivate`, {}, vehicleSchema),
  });
}

export function useEquipment() {
  const api = useApi();
  return useQuery({
    queryKey: ['administration', 'equipment'],
    queryFn: () => api.get('/administration/equipment', z.array(equipmentSchema)),
  });
}
