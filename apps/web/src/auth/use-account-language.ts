import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { rememberedLanguage, rememberLanguage, switchLanguage } from '../lib/i18n';
import { useAccount } from './use-account';

/**
 * Once signed in, the account's saved language applies on every page, the shell's and the
 * public ones (404 included), unless a language was picked in this browser since sign-in.
 */
export function useAccountLanguage(): void {
  const { i18n } = useTranslation();
  const { data: account } = useAccount();
  const displayLanguage = account?.displayLanguage;
  useEffect(() => {
    if (!displayLanguage || rememberedLanguage()) return;
    if (i18n.language === displayLanguage) return rememberLanguage(displayLanguage);
    // A failed fetch leaves the current language; the next page load starts in the saved one.
    switchLanguage(i18n, displayLanguage).then(
      () => rememberLanguage(displayLanguage),
      () => undefined,
    );
  }, [displayLanguage, i18n]);
}
