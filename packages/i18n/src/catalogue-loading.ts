import type { BackendModule, InitOptions, ResourceLanguage } from 'i18next';
import { byNamespace } from './languages/by-namespace';
import { i18nOptions, SUPPORTED_LANGUAGES } from './options';

type CatalogueLanguage = (typeof SUPPORTED_LANGUAGES)[number];

// One chunk per language, fetched only when that language is shown (tests and the server
// read every language at once through ./all.ts and ./node.ts).
// The chunks hold nothing but the catalogues: a helper of their own would be shared code that
// the bundler may put in a chunk with other shared code.
const loaders: Record<CatalogueLanguage, () => Promise<ResourceLanguage>> = {
  en: () => import('./languages/en').then((m) => byNamespace(m.files)),
  fi: () => import('./languages/fi').then((m) => byNamespace(m.files)),
  sv: () => import('./languages/sv').then((m) => byNamespace(m.files)),
};
const loading = new Map<CatalogueLanguage, Promise<ResourceLanguage>>();

const isCatalogueLanguage = (language: string): language is CatalogueLanguage =>
  (SUPPORTED_LANGUAGES as readonly string[]).includes(language);

/** A language's catalogues by namespace; fetched once, and again after a failed fetch. */
export function loadCatalogues(language: string): Promise<ResourceLanguage> {
  if (!isCatalogueLanguage(language)) return Promise.reject(new Error(`No catalogues for language "${language}"`));
  let pending = loading.get(language);
  if (!pending) {
    pending = loaders[language]();
    pending.catch(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}

/** Lets `i18n.changeLanguage` fetch the new language's chunk before it switches. */
export const catalogueBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    loadCatalogues(language).then(
      (catalogues) => callback(null, catalogues[namespace] ?? {}),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * Options for a browser app that holds one language's catalogues at a time: `catalogues` is
 * the starting language (from `loadCatalogues`), others are fetched on a language change.
 * No fallback language: the catalogue test keeps every key in all three, and a fallback
 * would fetch English beside the language shown.
 */
export function browserI18nOptions(language: string, catalogues: ResourceLanguage, defaultNamespace: string): InitOptions {
  return {
    ...i18nOptions({ [language]: catalogues }, defaultNamespace),
    lng: language,
    fallbackLng: false,
    partialBundledLanguages: true,
  };
}
