import { useMutation } from '@tanstack/react-query';
import { licenceTypeSchema, type LicenceTypeInput } from '@rahti/domain';
import { useApi } from '../../../lib/api-context';

/** Adds one of the organisation's own licence types when there is no id, otherwise changes that one. */
export function useSaveLicenceType(id: string | undefined) {
  const api = useApi();
  return useMutation({
    mutationFn: (input: LicenceTypeInput) =>
      id
        ? api.put(`/licence-types/${id}`, input, licenceTypeSchema)
        : api.post('/licence-types', input, licenceTypeSchema),
  });
}

export function useDeleteLicenceType() {
  const api = useApi();
  return useMutation({ mutationFn: (id: string) => api.delete(`/licence-types/${id}`) });
}
