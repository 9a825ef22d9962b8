import { useMutation } from '@tanstack/react-query';
import { salaryTypeCodeSchema, type SalaryTypeCodeInput } from '@rahti/domain';
import { useApi } from '../../../lib/api-context';

/** POST /api/SalaryTypeCodes, or PUT with the id in the body when one is given (spec section 7). */
export function useSaveSalaryTypeCode() {
  const api = useApi();
  return useMutation({
    mutationFn: ({ id, ...input }: SalaryTypeCodeInput & { id?: string }) =>
      id ? api.put('/SalaryTypeCodes', { id, ...input }, salaryTypeCodeSchema) : api.post('/SalaryTypeCodes', input, salaryTypeCodeSchema),
  });
}
