import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { i18nOptions, resources } from '@rahti/i18n';
import type { Language } from '@rahti/domain';

export const DRIVER_NAMESPACE = 'driver';

/** One i18next instance per app mount; keeps <html lang> in step so screen readers pronounce correctly. */
export function createDriverI18n(language: Language): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({ ...i18nOptions(resources, DRIVER_NAMESPACE), lng: language });
  const syncDocumentLanguage = (lng: string) => document.documentElement.setAttribute('lang', lng);
  syncDocumentLanguage(language);
  instance.on('languageChanged', syncDocumentLanguage);
  return instance;
}
