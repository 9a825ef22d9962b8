import type { i18n as I18n, Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLanguage, pickLanguage, type Language } from '@rahti/domain';
import { createBrowserI18n, loadBrowserI18n } from '@rahti/i18n';

const DEFAULT_NAMESPACE = 'web';

/** The language a user picked in this browser; it wins over the account's saved language. */
export const LANGUAGE_STORAGE_KEY = 'rahti.language';

export function rememberedLanguage(storage: Storage = window.localStorage): Language | undefined {
  const stored = storage.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : undefined;
}

export function rememberLanguage(language: Language, storage: Storage = window.localStorage): void {
  storage.setItem(LANGUAGE_STORAGE_KEY, language);
}

/** The browser's language list decides until the user picks one (spec section 1). */
export function initialLanguage(languages: readonly string[] = navigator.languages): Language {
  return rememberedLanguage() ?? pickLanguage(languages);
}

/**
 * The app's i18next instance with only `language`'s catalogues, fetched first; another
 * language is fetched when the user switches to it.
 */
export function loadI18n(language: Language): Promise<I18n> {
  return loadBrowserI18n(language, DEFAULT_NAMESPACE, initReactI18next);
}

/** An instance with every language already in memory, for tests (`resources` from '@rahti/i18n/all'). */
export function createI18n(language: Language, resources: Resource): I18n {
  return createBrowserI18n(language, resources, DEFAULT_NAMESPACE, initReactI18next);
}

export function currentLanguage(instance: I18n): Language {
  return isLanguage(instance.language) ? instance.language : pickLanguage(instance.language);
}
