import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Account, Language, UpdateProfileInput } from '@rahti/domain';
import { useApi } from '../lib/api-context';
import { useLanguage } from '../lib/use-language';
import { useSession } from './session';
import { accountQueryKey } from './use-account';

/**
 * Picks the UI language: switches once its catalogues are here and, for a signed-in user, saves
 * it as the account's display language, which the next sign-in's DisplayLanguage claim, the
 * profile and the server's pages follow. The body is typed, not parsed: the top bar is on
 * every page (docs/decisions/0008-first-load-budget.md).
 */
export function useChooseLanguage(): (language: Language) => Promise<void> {
  const { changeLanguage } = useLanguage();
  const { status } = useSession();
  const api = useApi();
  const queryClient = useQueryClient();
  return useCallback(
    async (language: Language) => {
      await changeLanguage(language);
      if (status !== 'signedIn') return;
      const body: UpdateProfileInput = { displayLanguage: language };
      queryClient.setQueryData(accountQueryKey, await api.put<Account>('/account/me', body));
    },
    [changeLanguage, status, api, queryClient],
  );
}
