import { useQuery } from '@tanstack/react-query';
import { calculationDefaultsSchema, calculationSchema, type Currency, type VehicleClass } from '@rahti/domain';
import { useApi } from '../../../lib/api-context';
import { calculationKeys } from './calculation-list-api';

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
      api.get(
        `/calculations/defaults?vehicleClass=${vehicleClass ?? 1}&currency=${currency}`,
        calculationDefaultsSchema,
      ),
    enabled: vehicleClass !== undefined,
  });
}
