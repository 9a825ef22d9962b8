import type { i18n as I18n, Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLanguage, LANGUAGE_COOKIE, pickLanguage, type Language } from '@rahti/domain';
import { createBrowserI18n, loadCatalogues, loadFirstPageBrowserI18n, NAMESPACES } from '@rahti/i18n';

const DEFAULT_NAMESPACE = 'web';

/**
 * The language used in this browser since sign-in; it wins over the account's saved language,
 * which every pick made while signed in is saved to. Sign-in forgets it, so the saved one applies.
 */
export const LANGUAGE_STORAGE_KEY = 'rahti.language';

export function rememberedLanguage(storage: Storage = window.localStorage): Language | undefined {
  const stored = storage.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : undefined;
}

export function rememberLanguage(language: Language, storage: Storage = window.localStorage): void {
  storage.setItem(LANGUAGE_STORAGE_KEY, language);
}

export function forgetLanguage(storage: Storage = window.localStorage): void {
  storage.removeItem(LANGUAGE_STORAGE_KEY);
}

/** The language cookie the server sets at sign-in and when a user saves a language; it outlives sign-out. */
export function cookieLanguage(cookies: string = document.cookie): Language | undefined {
  const value = cookies
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return isLanguage(value) ? value : undefined;
}

/**
 * The language of the first paint: the one used here since sign-in, else the user's saved one
 * from the cookie, else the browser's language list (spec section 1).
 */
export function initialLanguage(languages: readonly string[] = navigator.languages): Language {
  return rememberedLanguage() ?? cookieLanguage() ?? pickLanguage(languages);
}

/**
 * Fetches `language`'s catalogues and only then switches to it, so no page shows in a
 * half-loaded language; rejects, leaving the language as it was, when they cannot be fetched.
 */
export async function switchLanguage(instance: I18n, language: Language): Promise<void> {
  // The instance's backend reads the same once-fetched catalogues when the language changes.
  if (!instance.hasResourceBundle(language, DEFAULT_NAMESPACE)) await loadCatalogues(language);
  await instance.changeLanguage(language);
}

/** The instance the app renders with; the latest one made (tests make one each). */
let appInstance: I18n | undefined;

/**
 * The app's i18next instance with `language`'s catalogues for the first page, fetched first;
 * the rest come with the first other page (`loadEveryCatalogue`), another language when the
 * user switches to it.
 */
export async function loadI18n(language: Language): Promise<I18n> {
  appInstance = await loadFirstPageBrowserI18n(language, DEFAULT_NAMESPACE, initReactI18next);
  return appInstance;
}

/** An instance with every language already in memory, for tests (`resources` from '@rahti/i18n/all'). */
export function createI18n(language: Language, resources: Resource): I18n {
  appInstance = createBrowserI18n(language, resources, DEFAULT_NAMESPACE, initReactI18next);
  return appInstance;
}

/**
 * Every namespace of the language shown, beyond the first page's; lazy pages and dialogs
 * wait for it with their code, so none renders a missing text.
 */
export async function loadEveryCatalogue(): Promise<void> {
  await appInstance?.loadNamespaces([...NAMESPACES]);
}

export function currentLanguage(instance: I18n): Language {
  return isLanguage(instance.language) ? instance.language : pickLanguage(instance.language);
}
