import type { Resource } from 'i18next';
import { byNamespace } from './languages/by-namespace';
import { files as en } from './languages/en';
import { files as fi } from './languages/fi';
import { files as sv } from './languages/sv';

/** Every language at once, for tests of the browser apps; the apps themselves use `loadCatalogues`. */
export const resources: Resource = { en: byNamespace(en), fi: byNamespace(fi), sv: byNamespace(sv) };
