import type { i18n as I18n } from 'i18next';
import type { Language } from '@rahti/domain';
import type { PageT } from './page-layout';

/** What every sign-in page needs: the translator and the site's public address. */
export interface PageContext {
  translator: I18n;
  publicUrl: string;
}

export function translatorFor(translator: I18n, language: Language): PageT {
  return (key, options) => String(translator.t(key, { ...options, lng: language }));
}

/** "30 seconds", "2 minutes" in the page language. */
export function formatWait(t: PageT, seconds: number): string {
  if (seconds < 90) return t('auth:wait.seconds', { count: Math.max(1, Math.ceil(seconds)) });
  return t('auth:wait.minutes', { count: Math.ceil(seconds / 60) });
}
