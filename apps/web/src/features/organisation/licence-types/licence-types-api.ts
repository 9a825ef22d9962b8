import { useMutation } from '@tanstack/react-query';
import { licenceTypeSchema, type LicenceTypeInput } from '@rahti/domain';
import { useApi } from '../../../lib/api-context';

export function useSaveLicenceType() {
  const api = useApi();
  return useMutation({
    mutationFn: ({ id, ...input }: LicenceTypeInput & { id?: string }) =>
      id ? api.put(`/licence-types/${id}`, input, licenceTypeSchema) : api.post('/licence-types', input, licenceTypeSchema),
  });
}

export function useDeleteLicenceType() {
  const api = useApi();
  return useMutation({ mutationFn: (id: string) => api.delete(`/licence-types/${id}`) });
}
