import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  fuelPriceChangeSchema,
  fuelPriceSchema,
  vehicleDetailsSchema,
  wageDetailsSchema,
  type FuelPriceInput,
  type VehicleDetailsInput,
  type WageDetailsInput,
} from '@rahti/domain';
import { useApi } from '../../../lib/api-context';

/** The organisation's own calculation settings (spec section 7), which override the defaults. */
export const organisationSettingsKeys = {
  vehicleDetails: ['organisation', 'vehicleDetails'] as const,
  wageDetails: ['organisation', 'wageDetails'] as const,
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

export function useWageDetails() {
  const api = useApi();
  return useQuery({
    queryKey: organisationSettingsKeys.wageDetails,
    queryFn: () => api.get('/Organisation/WageDetails', wageDetailsSchema),
  });
}

/** POST the first wage details, PUT later changes (`isSaved` from the GET tells which). */
export function useSaveWageDetails() {
  const api = useApi();
  return useMutation({
    mutationFn: ({ isSaved, input }: { isSaved: boolean; input: WageDetailsInput }) =>
      isSaved ? api.put('/Organisation/WageDetails', input) : api.post('/Organisation/WageDetails', input),
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
