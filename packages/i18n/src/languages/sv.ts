import type { ResourceLanguage } from 'i18next';
import { byNamespace } from './by-namespace';

/** Every Swedish catalogue, bundled as one chunk that loads only when this language is used. */
export const catalogues: ResourceLanguage = byNamespace(
  import.meta.glob<Record<string, unknown>>('../locales/sv/*.json', { eager: true, import: 'default' }),
);
