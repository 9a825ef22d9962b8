import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLanguage, pickLanguage, type Language } from '@rahti/domain';
import { i18nOptions, resources } from '@rahti/i18n';

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

/** One i18next instance for the app; keeps `<html lang>` in step so screen readers pronounce right. */
export function createI18n(language: Language): I18n {
  const instance = createInstance();
  instance.use(initReactI18next);
  void instance.init({ ...i18nOptions(resources, 'web'), lng: language });
  document.documentElement.lang = language;
  instance.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  return instance;
}

export function currentLanguage(instance: I18n): Language {
  return isLanguage(instance.language) ? instance.language : pickLanguage(instance.language);
}
