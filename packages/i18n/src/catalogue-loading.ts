import type { BackendModule, InitOptions, ResourceLanguage } from 'i18next';
import { byNamespace } from './languages/by-namespace';
import { FIRST_PAGE_NAMESPACES } from './namespaces';
import { i18nOptions, SUPPORTED_LANGUAGES } from './options';

type CatalogueLanguage = (typeof SUPPORTED_LANGUAGES)[number];
type Part = 'firstPage' | 'rest';

// Two chunks per language, fetched only when that language is shown: what the manager app's
// first page needs, and the rest (tests and the server read every language at once through
// ./all.ts and ./node.ts). The chunks hold nothing but the catalogues: a helper of their own
// would be shared code that the bundler may put in a chunk with other shared code.
const loaders: Record<CatalogueLanguage, Record<Part, () => Promise<ResourceLanguage>>> = {
  en: {
    firstPage: () => import('./languages/en-first').then((m) => byNamespace(m.files)),
    rest: () => import('./languages/en').then((m) => byNamespace(m.files)),
  },
  fi: {
    firstPage: () => import('./languages/fi-first').then((m) => byNamespace(m.files)),
    rest: () => import('./languages/fi').then((m) => byNamespace(m.files)),
  },
  sv: {
    firstPage: () => import('./languages/sv-first').then((m) => byNamespace(m.files)),
    rest: () => import('./languages/sv').then((m) => byNamespace(m.files)),
  },
};
const loading = new Map<string, Promise<ResourceLanguage>>();

const isCatalogueLanguage = (language: string): language is CatalogueLanguage =>
  (SUPPORTED_LANGUAGES as readonly string[]).includes(language);

/** Fetches once, and again after a failed fetch. */
function once(key: string, load: () => Promise<ResourceLanguage>): Promise<ResourceLanguage> {
  let pending = loading.get(key);
  if (!pending) {
    pending = load();
    pending.catch(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

function loadPart(language: string, part: Part): Promise<ResourceLanguage> {
  if (!isCatalogueLanguage(language)) return Promise.reject(new Error(`No catalogues for language "${language}"`));
  return once(`${language}:${part}`, loaders[language][part]);
}

/** Every catalogue of a language, by namespace. */
export function loadCatalogues(language: string): Promise<ResourceLanguage> {
  return once(language, async () => {
    const [firstPage, rest] = await Promise.all([loadPart(language, 'firstPage'), loadPart(language, 'rest')]);
    return { ...firstPage, ...rest };
  });
}

/** The catalogues of FIRST_PAGE_NAMESPACES alone: what the manager app renders its first page with. */
export function loadFirstPageCatalogues(language: string): Promise<ResourceLanguage> {
  return loadPart(language, 'firstPage');
}

const isFirstPageNamespace = (namespace: string) => (FIRST_PAGE_NAMESPACES as readonly string[]).includes(namespace);

/**
 * Lets i18next fetch what it is missing: a new language's catalogues before `changeLanguage`
 * switches, and the namespaces beyond the first page's when `loadNamespaces` asks for them.
 */
export const catalogueBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    loadPart(language, isFirstPageNamespace(namespace) ? 'firstPage' : 'rest').then(
      (catalogues) => callback(null, catalogues[namespace] ?? {}),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * Options for a browser app that holds one language's catalogues at a time: `catalogues` is
 * the starting language's (from `loadCatalogues` or `loadFirstPageCatalogues`); other
 * namespaces and languages are fetched through `catalogueBackend`.
 * No fallback language: the catalogue test keeps every key in all three, and a fallback
 * would fetch English beside the language shown.
 */
export function browserI18nOptions(
  language: string,
  catalogues: ResourceLanguage,
  defaultNamespace: string,
): InitOptions {
  return {
    ...i18nOptions({ [language]: catalogues }, defaultNamespace),
    lng: language,
    fallbackLng: false,
    partialBundledLanguages: true,
  };
}
