import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@rahti/domain';
import { currentLanguage, rememberLanguage } from './i18n';

/** The UI language, and a switch that remembers the choice in this browser. */
export function useLanguage() {
  const { i18n } = useTranslation();
  const changeLanguage = useCallback(
    async (language: Language) => {
      rememberLanguage(language);
      await i18n.changeLanguage(language);
    },
    [i18n],
  );
  return { language: currentLanguage(i18n), changeLanguage };
}
