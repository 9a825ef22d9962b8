import { useMutation } from '@tanstack/react-query';
import { salaryTypeCodeSchema, type SalaryTypeCodeInput } from '@rahti/domain';
import { useApi } from '../../../lib/api-context';

/** POST /api/SalaryTypeCodes, or PUT with the id in the body when there is one (spec section 7). */
export function useSaveSalaryTypeCode(id: string | undefined) {
  const api = useApi();
  return useMutation({
    mutationFn: (input: SalaryTypeCodeInput) =>
      id
        ? api.put('/SalaryTypeCodes', { id, ...input }, salaryTypeCodeSchema)
        : api.post('/SalaryTypeCodes', input, salaryTypeCodeSchema),
  });
}
