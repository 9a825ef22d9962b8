import {
  createInstance,
  type BackendModule,
  type i18n as I18n,
  type Module,
  type Resource,
  type ResourceLanguage,
} from 'i18next';
import { catalogueBackend, browserI18nOptions, loadCatalogues, loadFirstPageCatalogues } from './catalogue-loading';
import { driverCatalogueBackend, loadDriverCatalogues } from './driver-catalogue-loading';
import { i18nOptions } from './options';

/** Keeps `<html lang>` in step with the UI language, so screen readers pronounce it right. */
function followDocumentLanguage(instance: I18n, language: string): I18n {
  document.documentElement.lang = language;
  instance.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  return instance;
}

/**
 * A browser app's i18next instance holding only `language`'s catalogues, fetched first;
 * another language is fetched when the user switches to it. `plugins`: react-i18next's.
 */
export async function loadBrowserI18n(language: string, defaultNamespace: string, ...plugins: Module[]): Promise<I18n> {
  return startBrowserI18n(language, await loadCatalogues(language), defaultNamespace, plugins, catalogueBackend);
}

/** The driver app's instance: only DRIVER_NAMESPACES of `language`; another language is fetched on a switch. */
export async function loadDriverBrowserI18n(
  language: string,
  defaultNamespace: string,
  ...plugins: Module[]
): Promise<I18n> {
  return startBrowserI18n(
    language,
    await loadDriverCatalogues(language),
    defaultNamespace,
    plugins,
    driverCatalogueBackend,
  );
}

/**
 * The same, holding only the first page's namespaces (FIRST_PAGE_NAMESPACES) at first; the
 * others come with `instance.loadNamespaces`, which the manager app calls as it opens any
 * other page.
 */
export async function loadFirstPageBrowserI18n(
  language: string,
  defaultNamespace: string,
  ...plugins: Module[]
): Promise<I18n> {
  return startBrowserI18n(
    language,
    await loadFirstPageCatalogues(language),
    defaultNamespace,
    plugins,
    catalogueBackend,
  );
}

async function startBrowserI18n(
  language: string,
  catalogues: ResourceLanguage,
  defaultNamespace: string,
  plugins: Module[],
  // Passed by each caller: a default here would pull the manager app's catalogues into the driver app's build.
  backend: BackendModule,
): Promise<I18n> {
  const instance = createInstance().use(backend);
  for (const plugin of plugins) instance.use(plugin);
  await instance.init(browserI18nOptions(language, catalogues, defaultNamespace));
  return followDocumentLanguage(instance, language);
}

/** An instance with every language already in memory, for tests (`resources` from '@rahti/i18n/all'). */
export function createBrowserI18n(
  language: string,
  resources: Resource,
  defaultNamespace: string,
  ...plugins: Module[]
): I18n {
  const instance = createInstance();
  for (const plugin of plugins) instance.use(plugin);
  void instance.init({ ...i18nOptions(resources, defaultNamespace), lng: language });
  return followDocumentLanguage(instance, language);
}
