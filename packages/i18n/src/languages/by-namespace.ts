import type { ResourceLanguage } from 'i18next';

/** Turns `{ '../locales/en/web.json': {...} }` into `{ web: {...} }`. */
export function byNamespace(files: Record<string, Record<string, unknown>>): ResourceLanguage {
  const catalogues: ResourceLanguage = {};
  for (const [path, catalogue] of Object.entries(files)) {
    const namespace = /([\w-]+)\.json$/.exec(path)?.[1];
    if (namespace) catalogues[namespace] = catalogue;
  }
  return catalogues;
}
