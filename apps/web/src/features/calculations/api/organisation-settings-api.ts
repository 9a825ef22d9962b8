import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  fuelPriceChangeSchema,
  fuelPriceSchema,
  vehicleDetailsSchema,
  type FuelPriceInput,
  type VehicleDetailsInput,
} from '@rahti/domain';
import { useApi } from '../../../lib/api-context';

/** The organisation's own calculation settings (spec section 7), which override the defaults. Wage details: features/organisation/wage-settings. */
export const organisationSettingsKeys = {
  vehicleDetails: ['organisation', 'vehicleDetails'] as const,
  fuelPrices: ['organisation', 'fuelPrices'] as const,
  fuelHistory: ['organisation', 'fuelHistory'] as const,
};

export function useVehicleDetails() {
  const api = useApi();
  return useQuery({
    queryKey: organisationSettingsKeys.vehicleDetails,
    queryFn: () => api.get('/Organisation/VehicleDetails', z.array(vehicleDetailsSchema)),
  });
}

/** POST a class's own defaults, or PUT when `id` is given. */
export function useSaveVehicleDetails() {
  const api = useApi();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: VehicleDetailsInput }) =>
      id
        ? api.put(`/Organisation/VehicleDetails/${encodeURIComponent(id)}`, input, vehicleDetailsSchema)
        : api.post('/Organisation/VehicleDetails', input, vehicleDetailsSchema),
  });
}

export function useFuelPrices() {
  const api = useApi();
  return useQuery({
    queryKey: organisationSettingsKeys.fuelPrices,
    queryFn: () => api.get('/Organisation/FuelPrices', z.array(fuelPriceSchema)),
  });
}

export function useSaveFuelPrice() {
  const api = useApi();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: FuelPriceInput }) =>
      id
        ? api.put(`/Organisation/FuelPrices/${encodeURIComponent(id)}`, input, fuelPriceSchema)
        : api.post('/Organisation/FuelPrices', input, fuelPriceSchema),
  });
}

export function useFuelHistory() {
  const api = useApi();
  return useQuery({
    queryKey: organisationSettingsKeys.fuelHistory,
    queryFn: () => api.get('/Organisation/FuelHistory', z.array(fuelPriceChangeSchema)),
  });
}
