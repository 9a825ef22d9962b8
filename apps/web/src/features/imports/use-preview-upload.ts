import { IMPORT_MAX_FILE_BYTES, importPreviewSchema, type ImportPreview } from '@rahti/domain';
import { useUploadPreview, type UploadPreviewState } from '../../lib/use-upload-preview';
import type { ImportKindName } from './import-kinds';

export type UploadState = UploadPreviewState<ImportPreview>;

/** Sends a file to POST /api/{kind}/import/preview with upload progress; a new file replaces the last. */
export function usePreviewUpload(kind: ImportKindName) {
  const { state, upload, retry } = useUploadPreview({
    path: `/${kind}/import/preview`,
    schema: importPreviewSchema,
    maxBytes: IMPORT_MAX_FILE_BYTES,
  });
  return { state, upload, retry };
}
