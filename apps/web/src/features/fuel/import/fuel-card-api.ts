import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  fuelCardCheckSchema,
  fuelCardImportResultSchema,
  fuelCardMappingAnswerSchema,
  type FuelCardMapping,
  type FuelCardRowsInput,
} from '@rahti/domain';
import { useApi } from '../../../lib/api-context';

/** GET /api/fuel-card-mapping: the organisation's saved columns, or none yet. */
export function useFuelCardMapping() {
  const api = useApi();
  return useQuery({
    queryKey: ['fuel-card-mapping'],
    queryFn: () => api.get('/fuel-card-mapping', fuelCardMappingAnswerSchema),
  });
}

/** Keeps the columns for the organisation's next files. */
export function useSaveFuelCardMapping() {
  const api = useApi();
  return useMutation({
    mutationFn: (mapping: FuelCardMapping) => api.put('/fuel-card-mapping', mapping, fuelCardMappingAnswerSchema),
  });
}

/**
 * The corrected rows checked again (nothing saved). Not a mutation: a check changes nothing, so
 * it must not mark every cached list stale as a write does (lib/query-client).
 */
export function useCheckFuelCardRows() {
  const api = useApi();
  return useCallback(
    (input: FuelCardRowsInput) => api.post('/refuels/import/check', input, fuelCardCheckSchema),
    [api],
  );
}

/** All rows saved as card refuels (duplicates left out), or none; a 409 lists the problems. */
export function useImportFuelCardRows() {
  const api = useApi();
  return useMutation({
    mutationFn: (input: FuelCardRowsInput) => api.post('/refuels/import', input, fuelCardImportResultSchema),
  });
}
