import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMPORT_MAX_FILE_BYTES, importPreviewSchema, type ImportPreview } from '@rahti/domain';
import { ApiRequestError, errorMessage } from '../../lib/api-error';
import { UploadNetworkError, uploadWithProgress } from '../../lib/upload-with-progress';
import { IMPORT_MAX_FILE_MB, type ImportKindName } from './import-kinds';
import { useApiRequest } from './use-api-request';

export type UploadState =
  | { step: 'idle' }
  | { step: 'uploading'; fileName: string; percent: number }
  | { step: 'checking'; fileName: string }
  /** `retryable`: sending the same file again may work (no connection, a server fault). */
  | { step: 'failed'; fileName: string; message: string; retryable: boolean }
  /** `id` tells one upload's preview from the next, so its edits start afresh. */
  | { step: 'done'; fileName: string; preview: ImportPreview; id: number };

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';
const isRetryable = (error: unknown) => !(error instanceof ApiRequestError) || error.status === 0 || error.status >= 500;

/** Sends a file to POST /api/{kind}/import/preview with upload progress; a new file replaces the last. */
export function usePreviewUpload(kind: ImportKindName) {
  const { t } = useTranslation();
  const request = useApiRequest();
  const [state, setState] = useState<UploadState>({ step: 'idle' });
  const current = useRef<AbortController | null>(null);
  const uploads = useRef(0);
  const lastFile = useRef<File | null>(null);
  useEffect(() => () => current.current?.abort(), []);

  const upload = useCallback(
    async (file: File) => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      lastFile.current = file;
      const fileName = file.name;
      if (file.size > IMPORT_MAX_FILE_BYTES) {
        setState({ step: 'failed', fileName, message: t('organisation-data:fileTooLarge', { maxMb: IMPORT_MAX_FILE_MB }), retryable: false });
        return;
      }
      setState({ step: 'uploading', fileName, percent: 0 });
      const body = new FormData();
      body.append('file', file);
      try {
        const response = await uploadWithProgress({
          url: request.url(`/${kind}/import/preview`),
          body,
          headers: request.headers(),
          signal: controller.signal,
          onProgress: ({ loaded, total }) =>
            setState((previous) => (previous.step === 'uploading' && total > 0 ? { ...previous, percent: Math.min(100, Math.round((loaded / total) * 100)) } : previous)),
          onSent: () => setState({ step: 'checking', fileName }),
        }).catch((error: unknown) => {
          throw error instanceof UploadNetworkError ? request.failure(0) : error;
        });
        if (response.status !== 200) throw request.failure(response.status, response.body);
        const preview = importPreviewSchema.safeParse(response.body);
        if (!preview.success) throw new Error('Unexpected preview answer');
        uploads.current += 1;
        setState({ step: 'done', fileName, preview: preview.data, id: uploads.current });
      } catch (error) {
        if (isAbort(error)) return;
        setState({ step: 'failed', fileName, message: errorMessage(error, t('errors:unknown')), retryable: isRetryable(error) });
      }
    },
    [kind, request, t],
  );

  const retry = useCallback(() => {
    if (lastFile.current) void upload(lastFile.current);
  }, [upload]);

  return { state, upload, retry };
}
