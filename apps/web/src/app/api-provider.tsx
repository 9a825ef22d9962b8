import { useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../auth/session';
import { createApiClient, type ApiClient } from '../lib/api-client';
import { ApiContext } from '../lib/api-context';

/** One API client for the app, always sending the current token and UI language. */
export function ApiProvider({ children, fetch }: { children: ReactNode; fetch?: typeof globalThis.fetch }) {
  const session = useSession();
  const { i18n } = useTranslation();
  // Read at request time, so the client never goes stale when the token is renewed.
  const latest = useRef(session);
  latest.current = session;

  const client = useMemo<ApiClient>(
    () =>
      createApiClient({
        getAccessToken: () => latest.current.accessToken,
        getLanguage: () => i18n.language,
        onUnauthorized: () => latest.current.expire(),
        translate: (key) => i18n.t(key),
        fetch,
      }),
    [i18n, fetch],
  );
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}
