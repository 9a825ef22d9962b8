import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { emissionFactorSchema, refuelSchema, type EmissionFactorInput, type RefuelInput } from '@rahti/domain';
import { useApi } from '../../lib/api-context';

/** A period of local dates, 'YYYY-MM-DD' both ends included. */
export interface DatePeriod {
  from: string;
  to: string;
}

/** GET /api/refuels: the refuels of the period's local dates, or nothing while the period is not valid. */
export function useRefuels(period: DatePeriod | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: ['refuels', period?.from, period?.to],
    queryFn: () => api.get(`/refuels?${new URLSearchParams({ ...period })}`, z.array(refuelSchema)),
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
