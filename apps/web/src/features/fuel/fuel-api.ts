import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  emissionFactorSchema,
  fuelConsumptionAnswerSchema,
  refuelRowSchema,
  refuelSchema,
  vehicleTankSchema,
  type EmissionFactorInput,
  type RefuelInput,
} from '@rahti/domain';
import { useApi } from '../../lib/api-context';

/** A period of local dates, 'YYYY-MM-DD' both ends included. */
export interface DatePeriod {
  from: string;
  to: string;
}

/** GET /api/refuels: the refuels of the period's local dates with their flags, or nothing while the period is not valid. */
export function useRefuels(period: DatePeriod | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: ['refuels', period?.from, period?.to],
    queryFn: () => api.get(`/refuels?${new URLSearchParams({ ...period })}`, z.array(refuelRowSchema)),
    enabled: period !== undefined,
  });
}

/** A refuel typed by hand (source 'manual'); every successful write marks the lists stale (lib/query-client). */
export function useAddRefuel() {
  const api = useApi();
  return useMutation({ mutationFn: (input: RefuelInput) => api.post('/refuels', input, refuelSchema) });
}

/** Every fuel's CO₂e factor: the organisation's own, else the built-in one (isDefault). */
export function useEmissionFactors() {
  const api = useApi();
  return useQuery({
    queryKey: ['emission-factors'],
    queryFn: () => api.get('/emission-factors', z.array(emissionFactorSchema)),
  });
}

/** Admins and Superusers: the organisation's own factors for the fuels listed; the answer is every fuel's. */
export function useSaveEmissionFactors() {
  const api = useApi();
  return useMutation({
    mutationFn: (factors: EmissionFactorInput[]) =>
      api.put('/emission-factors', factors, z.array(emissionFactorSchema)),
  });
}

/** GET /api/fuel-consumption: each vehicle's fuel per 100 km in the months the period touches, and the tanks known. */
export function useFuelConsumption(period: DatePeriod | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: ['fuel-consumption', period?.from, period?.to],
    queryFn: () => api.get(`/fuel-consumption?${new URLSearchParams({ ...period })}`, fuelConsumptionAnswerSchema),
    enabled: period !== undefined,
  });
}

/** Admins and Superusers: a vehicle's tank size in its fuel's unit, or null to forget it. */
export function useSetTank() {
  const api = useApi();
  return useMutation({
    mutationFn: ({ vehicleId, capacity }: { vehicleId: string; capacity: number | null }) =>
      api.put(`/vehicles/${vehicleId}/tank`, { capacity }, vehicleTankSchema),
  });
}
