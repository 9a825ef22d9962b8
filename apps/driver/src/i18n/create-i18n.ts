import type { i18n as I18n, Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createBrowserI18n, loadDriverBrowserI18n } from '@rahti/i18n';
import type { Language } from '@rahti/domain';

export const DRIVER_NAMESPACE = 'driver';

/**
 * The app's instance with only `language`'s driver catalogues (driver, driver-sync, shifts,
 * validation, work-types: a few kilobytes); another language is fetched on a switch.
 */
export function loadDriverI18n(language: Language): Promise<I18n> {
  return loadDriverBrowserI18n(language, DRIVER_NAMESPACE, initReactI18next);
}

/** An instance with every language in memory, for tests (`resources` from '@rahti/i18n/all'). */
export function createDriverI18n(language: Language, resources: Resource): I18n {
  return createBrowserI18n(language, resources, DRIVER_NAMESPACE, initReactI18next);
}
