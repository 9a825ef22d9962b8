import type { Resource } from 'i18next';
import { byNamespace } from './languages/by-namespace';
import { files as enFirst } from './languages/en-first';
import { files as enRest } from './languages/en';
import { files as fiFirst } from './languages/fi-first';
import { files as fiRest } from './languages/fi';
import { files as svFirst } from './languages/sv-first';
import { files as svRest } from './languages/sv';

/** Every language at once, for tests of the browser apps; the apps themselves use `loadCatalogues`. */
export const resources: Resource = {
  en: byNamespace({ ...enFirst, ...enRest }),
  fi: byNamespace({ ...fiFirst, ...fiRest }),
  sv: byNamespace({ ...svFirst, ...svRest }),
};
