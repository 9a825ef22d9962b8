import { useMutation, useQuery } from '@tanstack/react-query';
import { wageDetailsSchema, type WageDetailsInput } from '@rahti/domain';
import { useApi } from '../../../lib/api-context';

export const wageDetailsKey = ['organisation', 'wageDetails'] as const;

/** GET Organisation/WageDetails: the organisation's wage fractions and allowances over the spec's defaults. */
export function useWageDetails() {
  const api = useApi();
  return useQuery({ queryKey: wageDetailsKey, queryFn: () => api.get('/Organisation/WageDetails', wageDetailsSchema) });
}

/** POST the first wage details, PUT later changes (`isSaved` from the GET tells which). */
export function useSaveWageDetails() {
  const api = useApi();
  return useMutation({
    mutationFn: ({ isSaved, input }: { isSaved: boolean; input: WageDetailsInput }) =>
      isSaved
        ? api.put('/Organisation/WageDetails', input, wageDetailsSchema)
        : api.post('/Organisation/WageDetails', input, wageDetailsSchema),
  });
}
