/** The browser apps' entry: catalogues fetched one language at a time. */
export { i18nOptions, SUPPORTED_LANGUAGES } from './options';
export { browserI18nOptions, catalogueBackend, loadCatalogues } from './catalogue-loading';
export { createBrowserI18n, loadBrowserI18n } from './browser-instance';
