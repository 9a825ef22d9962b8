import { useMutation } from '@tanstack/react-query';
import { namedUnitSchema, type NamedUnitInput } from '@rahti/domain';
import { useApi } from '../../lib/api-context';

/** Departments and bases share one API shape: /api/departments and /api/bases. */
export type UnitKind = 'departments' | 'bases';

export function useAddUnit(kind: UnitKind) {
  const api = useApi();
  return useMutation({ mutationFn: (input: NamedUnitInput) => api.post(`/${kind}`, input, namedUnitSchema) });
}

export function useRenameUnit(kind: UnitKind, id: string) {
  const api = useApi();
  return useMutation({ mutationFn: (input: NamedUnitInput) => api.put(`/${kind}/${id}`, input, namedUnitSchema) });
}

export function useDeleteUnit(kind: UnitKind) {
  const api = useApi();
  return useMutation({ mutationFn: (id: string) => api.delete(`/${kind}/${id}`) });
}
