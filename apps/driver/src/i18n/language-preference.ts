import { isLanguage, pickLanguage, type Language } from '@rahti/domain';
import { DRIVER_STORAGE_PREFIX } from '../auth/driver-storage';

/** A device setting, kept across sign-outs so a shared phone keeps its language. */
export const LANGUAGE_STORAGE_KEY = `${DRIVER_STORAGE_PREFIX}language`;

/** The language the driver chose on this phone, otherwise the browser's preferred one. */
export function initialLanguage(): Language {
  const stored = safeStorage()?.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : pickLanguage(navigator.languages);
}

export function rememberLanguage(language: Language): void {
  safeStorage()?.setItem(LANGUAGE_STORAGE_KEY, language);
}

function safeStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // storage blocked (private mode, policy): fall back to the browser language
  }
}
