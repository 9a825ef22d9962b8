import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { rememberedLanguage } from '../lib/i18n';
import { useAccount } from './use-account';

/** Once signed in, the account's saved language applies, unless the user picked one in this browser. */
export function useAccountLanguage(): void {
  const { i18n } = useTranslation();
  const { data: account } = useAccount();
  const displayLanguage = account?.displayLanguage;
  useEffect(() => {
    if (displayLanguage && !rememberedLanguage() && i18n.language !== displayLanguage) {
      void i18n.changeLanguage(displayLanguage);
    }
  }, [displayLanguage, i18n]);
}
