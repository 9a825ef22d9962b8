import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  calculationDefaultsSchema,
  calculationSchema,
  calculationSummarySchema,
  type CalculationListQuery,
  type Currency,
  type VehicleClass,
} from '@rahti/domain';
import { useApi } from '../../../lib/api-context';

/** Query keys of the calculations feature; every write invalidates the cache (lib/query-client). */
export const calculationKeys = {
  all: ['calculations'] as const,
  list: (query: Partial<CalculationListQuery> = {}) => ['calculations', 'list', query] as const,
  detail: (id: string) => ['calculations', 'detail', id] as const,
  defaults: (vehicleClass: VehicleClass, currency: Currency) => ['calculations', 'defaults', vehicleClass, currency] as const,
};

/** GET /api/calculations: the organisation's calculations, searched and sorted by the server. */
export function useCalculations(query: Partial<CalculationListQuery> = {}) {
  const api = useApi();
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.sort) params.set('sort', query.sort);
  const suffix = params.size > 0 ? `?${params.toString()}` : '';
  return useQuery({
    queryKey: calculationKeys.list(query),
    queryFn: () => api.get(`/calculations${suffix}`, z.array(calculationSummarySchema)),
  });
}

/** GET /api/calculations/:id: one saved calculation; restores the current calculation. */
export function useCalculation(id: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: calculationKeys.detail(id ?? ''),
    queryFn: () => api.get(`/calculations/${encodeURIComponent(id ?? '')}`, calculationSchema),
    enabled: Boolean(id),
  });
}

/** GET /api/calculations/defaults: default values for a class and currency, the organisation's own applied. */
export function useCalculationDefaults(vehicleClass: VehicleClass | undefined, currency: Currency) {
  const api = useApi();
  return useQuery({
    queryKey: calculationKeys.defaults(vehicleClass ?? 1, currency),
    queryFn: () =>
      api.get(`/calculations/defaults?vehicleClass=${vehicleClass ?? 1}&currency=${currency}`, calculationDefaultsSchema),
    enabled: vehicleClass !== undefined,
  });
}
