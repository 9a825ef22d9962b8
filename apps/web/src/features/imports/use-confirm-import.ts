import { useMutation } from '@tanstack/react-query';
import { importResultSchema, type ImportRow } from '@rahti/domain';
import { useApi } from '../../lib/api-context';
import type { ImportKindName } from './import-kinds';

/** POST /api/{kind}/import: all rows are saved, or none (409 with every problem by line). */
export function useConfirmImport(kind: ImportKindName) {
  const api = useApi();
  return useMutation({ mutationFn: (rows: ImportRow[]) => api.post(`/${kind}/import`, { rows }, importResultSchema) });
}
