import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@rahti/domain';
import { currentLanguage, rememberLanguage, switchLanguage } from './i18n';

/**
 * The UI language, and a switch that waits for the language's catalogues, then remembers the
 * choice in this browser. Saving it to the account is `useChooseLanguage`'s part.
 */
export function useLanguage() {
  const { i18n } = useTranslation();
  const changeLanguage = useCallback(
    async (language: Language) => {
      await switchLanguage(i18n, language);
      rememberLanguage(language);
    },
    [i18n],
  );
  return { language: currentLanguage(i18n), changeLanguage };
}
