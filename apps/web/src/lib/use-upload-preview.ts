import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useApi } from './api-context';
import { ApiRequestError, errorMessage } from './api-error';

export type UploadPreviewState<Preview> =
  | { step: 'idle' }
  | { step: 'uploading'; fileName: string; percent: number }
  | { step: 'checking'; fileName: string }
  /** `retryable`: sending the same file again may work (no connection, a server fault). */
  | { step: 'failed'; fileName: string; message: string; retryable: boolean }
  /** `id` tells one upload's preview from the next, so its edits start afresh. */
  | { step: 'done'; fileName: string; preview: Preview; id: number };

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';
/** A proxy in front of the API may refuse a large body with a page of its own, not the API's error. */
const isRefusedBySize = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 413 && error.code === 'unknown';
const isRetryable = (error: unknown) =>
  !(error instanceof ApiRequestError) || error.status === 0 || error.status >= 500;

/**
 * Sends a file (form field `file`, after any `fields` given) to a preview route with upload
 * progress and reads the answer with `schema`; a new upload replaces the last. A file over
 * `maxBytes` is refused before it is sent. The last file is kept: `retry` sends it again as it
 * was, `uploadAgain` with other fields.
 */
export function useUploadPreview<Preview>({
  path,
  schema,
  maxBytes,
}: {
  path: string;
  schema: z.ZodType<Preview>;
  maxBytes: number;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const [state, setState] = useState<UploadPreviewState<Preview>>({ step: 'idle' });
  const current = useRef<AbortController | null>(null);
  const uploads = useRef(0);
  const last = useRef<{ file: File; fields: Record<string, string> } | null>(null);
  useEffect(() => () => current.current?.abort(), []);

  const upload = useCallback(
    async (file: File, fields: Record<string, string> = {}) => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      last.current = { file, fields };
      const fileName = file.name;
      const tooLarge = () => t('organisation-data:fileTooLarge', { maxMb: maxBytes / (1024 * 1024) });
      if (file.size > maxBytes) {
        setState({ step: 'failed', fileName, message: tooLarge(), retryable: false });
        return;
      }
      setState({ step: 'uploading', fileName, percent: 0 });
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.append(name, value);
      body.append('file', file);
      try {
        const preview = await api.uploadWithProgress(path, body, {
          schema,
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
        const message = isRefusedBySize(error) ? tooLarge() : errorMessage(error, t('errors:unknown'));
        setState({ step: 'failed', fileName, message, retryable: isRetryable(error) });
      }
    },
    [api, path, schema, maxBytes, t],
  );

  const retry = useCallback(() => {
    if (last.current) void upload(last.current.file, last.current.fields);
  }, [upload]);

  const uploadAgain = useCallback(
    (fields: Record<string, string>) => {
      if (last.current) void upload(last.current.file, fields);
    },
    [upload],
  );

  return { state, upload, retry, uploadAgain };
}
