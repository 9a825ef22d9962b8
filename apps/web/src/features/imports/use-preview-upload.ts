import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMPORT_MAX_FILE_BYTES, importPreviewSchema, type ImportPreview } from '@rahti/domain';
import { useApi } from '../../lib/api-context';
import { ApiRequestError, errorMessage } from '../../lib/api-error';
import { IMPORT_MAX_FILE_MB, type ImportKindName } from './import-kinds';

export type UploadState =
  | { step: 'idle' }
  | { step: 'uploading'; fileName: string; percent: number }
  | { step: 'checking'; fileName: string }
  /** `retryable`: sending the same file again may work (no connection, a server fault). */
  | { step: 'failed'; fileName: string; message: string; retryable: boolean }
  /** `id` tells one upload's preview from the next, so its edits start afresh. */
  | { step: 'done'; fileName: string; preview: ImportPreview; id: number };

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';
/** A proxy in front of the API may refuse a large body with a page of its own, not the API's error. */
const isRefusedBySize = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 413 && error.code === 'unknown';
const isRetryable = (error: unknown) =>
  !(error instanceof ApiRequestError) || error.status === 0 || error.status >= 500;

/** Sends a file to POST /api/{kind}/import/preview with upload progress; a new file replaces the last. */
export function usePreviewUpload(kind: ImportKindName) {
  const { t } = useTranslation();
  const api = useApi();
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
        setState({
          step: 'failed',
          fileName,
          message: t('organisation-data:fileTooLarge', { maxMb: IMPORT_MAX_FILE_MB }),
          retryable: false,
        });
        return;
      }
      setState({ step: 'uploading', fileName, percent: 0 });
      const body = new FormData();
      body.append('file', file);
      try {
        const preview = await api.uploadWithProgress(`/${kind}/import/preview`, body, {
          schema: importPreviewSchema,
          signal: controller.signal,
          onProgress: ({ loaded, total }) =>
            setState((previous) =>
              previous.step === 'uploading' && total > 0
                ? { ...previous, percent: Math.min(100, Math.round((loaded / total) * 100)) }
                : previous,
            ),
          onSent: () => setState({ step: 'checking', fileName }),
        });
        uploads.current += 1;
        setState({ step: 'done', fileName, preview, id: uploads.current });
      } catch (error) {
        if (isAbort(error)) return;
        const message = isRefusedBySize(error)
          ? t('organisation-data:fileTooLarge', { maxMb: IMPORT_MAX_FILE_MB })
          : errorMessage(error, t('errors:unknown'));
        setState({ step: 'failed', fileName, message, retryable: isRetryable(error) });
      }
    },
    [api, kind, t],
  );

  const retry = useCallback(() => {
    if (lastFile.current) void upload(lastFile.current);
  }, [upload]);

  return { state, upload, retry };
}
