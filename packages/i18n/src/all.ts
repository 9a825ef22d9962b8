import type { Resource } from 'i18next';
import { catalogues as en } from './languages/en';
import { catalogues as fi } from './languages/fi';
import { catalogues as sv } from './languages/sv';

/** Every language at once, for tests of the browser apps; the apps themselves use `loadCatalogues`. */
export const resources: Resource = { en, fi, sv };
