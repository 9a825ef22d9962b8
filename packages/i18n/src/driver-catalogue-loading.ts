import type { BackendModule, ResourceKey, ResourceLanguage } from 'i18next';
import { files } from './languages/driver-files';
import { DRIVER_NAMESPACES } from './namespaces';
import { SUPPORTED_LANGUAGES } from './options';

/**
 * The driver app's catalogues: only DRIVER_NAMESPACES, a file each, so its first load carries a
 * few kilobytes of text rather than the manager app's catalogues.
 */
const loading = new Map<string, Promise<ResourceKey>>();

/** Fetches once, and again after a failed fetch; undefined when there is no such file. */
function loadFile(language: string, namespace: string): Promise<ResourceKey> | undefined {
  const key = `../locales/${language}/${namespace}.json`;
  const load = files[key];
  if (!load) return undefined;
  let pending = loading.get(key);
  if (!pending) {
    pending = load() as Promise<ResourceKey>;
    pending.catch(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

/** Every driver namespace of `language`, by namespace. */
export async function loadDriverCatalogues(language: string): Promise<ResourceLanguage> {
  if (!(SUPPORTED_LANGUAGES as readonly string[]).includes(language))
    throw new Error(`No catalogues for language "${language}"`);
  const catalogues: ResourceLanguage = {};
  await Promise.all(
    DRIVER_NAMESPACES.map(async (namespace) => {
      const catalogue = await loadFile(language, namespace);
      if (catalogue !== undefined) catalogues[namespace] = catalogue;
    }),
  );
  return catalogues;
}

/** Lets i18next fetch another language's driver catalogues when the driver switches to it. */
export const driverCatalogueBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const pending = loadFile(language, namespace);
    if (!pending) return callback(null, {});
    pending.then(
      (catalogue) => callback(null, catalogue),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};
