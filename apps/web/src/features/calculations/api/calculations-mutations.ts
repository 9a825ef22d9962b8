import { useMutation } from '@tanstack/react-query';
import { calculationSchema, type CalculationBody } from '@rahti/domain';
import { useApi } from '../../../lib/api-context';
import { calculationPath } from './calculation-list-api';

// Every successful mutation invalidates all queries (lib/query-client), lists and details alike.
const path = calculationPath;

/** POST /api/calculations: saves a new calculation and answers it with its id. */
export function useCreateCalculation() {
  const api = useApi();
  return useMutation({ mutationFn: (input: CalculationBody) => api.post('/calculations', input, calculationSchema) });
}

/** PUT /api/calculations/:id: replaces a saved calculation. */
export function useUpdateCalculation() {
  const api = useApi();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: CalculationBody }) => api.put(path(id), input, calculationSchema),
  });
}

/** PUT /api/calculations/:id/image (multipart, one PNG, JPEG or WebP file). */
export function useUploadCalculationImage() {
  const api = useApi();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) => {
      const form = new FormData();
      form.append('file', file);
      return api.upload(`${path(id)}/image`, form);
    },
  });
}

/** DELETE /api/calculations/:id/image. */
export function useDeleteCalculationImage() {
  const api = useApi();
  return useMutation({ mutationFn: (id: string) => api.delete(`${path(id)}/image`) });
}
