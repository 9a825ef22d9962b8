import { useMutation, useQuery } from '@tanstack/react-query';
import type { Calculation, CalculationListQuery, CalculationSummary, Currency, VehicleClass } from '@rahti/domain';
import { useApi } from '../../../lib/api-context';

// The list page is the first page after sign-in, so what it needs stays free of zod (25 KB
// gzipped): answers are typed, not parsed; the server checks them against the shared schemas
// before it sends them (see docs/decisions/0008-first-load-budget.md).

/** /api/calculations/:id, encoded. */
export const calculationPath = (id: string) => `/calculations/${encodeURIComponent(id)}`;

/** Query keys of the calculations feature; every write invalidates the cache (lib/query-client). */
export const calculationKeys = {
  all: ['calculations'] as const,
  list: (query: Partial<CalculationListQuery> = {}) => ['calculations', 'list', query] as const,
  detail: (id: string) => ['calculations', 'detail', id] as const,
  defaults: (vehicleClass: VehicleClass, currency: Currency) =>
    ['calculations', 'defaults', vehicleClass, currency] as const,
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
    queryFn: () => api.get<CalculationSummary[]>(`/calculations${suffix}`),
  });
}

// Every successful mutation invalidates all queries (lib/query-client), lists and details alike.

/** POST /api/calculations/:id/copy: the copy is named "<name> (copy)" by the server. */
export function useCopyCalculation() {
  const api = useApi();
  return useMutation({ mutationFn: (id: string) => api.post<Calculation>(`${calculationPath(id)}/copy`, {}) });
}

/** DELETE /api/calculations/:id, with its image. */
export function useDeleteCalculation() {
  const api = useApi();
  return useMutation({ mutationFn: (id: string) => api.delete(calculationPath(id)) });
}
