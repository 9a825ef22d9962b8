/** The browser apps' entry: catalogues fetched one language at a time. */
export { i18nOptions, SUPPORTED_LANGUAGES } from './options';
export { browserI18nOptions, catalogueBackend, loadCatalogues, loadFirstPageCatalogues } from './catalogue-loading';
export { loadDriverCatalogues } from './driver-catalogue-loading';
export { DRIVER_NAMESPACES, FIRST_PAGE_NAMESPACES, NAMESPACES } from './namespaces';
export {
  createBrowserI18n,
  loadBrowserI18n,
  loadDriverBrowserI18n,
  loadFirstPageBrowserI18n,
} from './browser-instance';
