import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorSchema } from '@rahti/domain';
import { useSession } from '../../auth/session';
import { ApiRequestError } from '../../lib/api-error';
import { IMPORT_MAX_FILE_MB } from './import-kinds';

const API_BASE = '/api';

/**
 * For the one request the API client cannot make, an upload with progress (XMLHttpRequest):
 * the same token, language and error shape as the client's own (lib/api-client).
 */
export function useApiRequest() {
  const session = useSession();
  const { i18n } = useTranslation();
  // Read at request time, so a renewed token is used.
  const latest = useRef(session);
  latest.current = session;

  return useMemo(
    () => ({
      url: (path: string) => `${API_BASE}${path}`,
      headers: (): Record<string, string> => {
        const token = latest.current.accessToken;
        return { Accept: 'application/json', 'Accept-Language': i18n.language, ...(token ? { Authorization: `Bearer ${token}` } : {}) };
      },
      /** The error for a failed answer (status 0: no answer at all). */
      failure: (status: number, payload?: unknown): ApiRequestError => {
        if (status === 0) return new ApiRequestError(0, 'network', i18n.t('errors:serverConnection'));
        if (status === 401) {
          latest.current.expire();
          return new ApiRequestError(401, 'unauthorized', i18n.t('errors:sessionExpired'));
        }
        const parsed = apiErrorSchema.safeParse(payload);
        if (parsed.success) return new ApiRequestError(status, parsed.data.code, parsed.data.message, parsed.data.fields ?? []);
        // A proxy in front of the API may refuse a large body with a page of its own.
        if (status === 413) return new ApiRequestError(413, 'fileTooLarge', i18n.t('organisation-data:fileTooLarge', { maxMb: IMPORT_MAX_FILE_MB }));
        return new ApiRequestError(status, 'unknown', i18n.t(status >= 500 ? 'errors:unknown' : 'errors:badRequest'));
      },
    }),
    [i18n],
  );
}
