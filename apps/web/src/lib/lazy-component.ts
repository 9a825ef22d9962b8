import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadEveryCatalogue } from './i18n';

/** A lazily loaded component whose code can be fetched before it first renders. */
export type PreloadableComponent<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading its code (once); resolves when the component can render at once. */
  preload(): Promise<unknown>;
};

const loading = new Set<Promise<unknown>>();

/**
 * Resolves once no lazily loaded component's code is on its way. The web tests wait on it before
 * they look for what such a component renders, and before a test ends: the first import of a
 * page can take seconds on a busy machine (its modules are compiled then), longer than a
 * testing-library query waits, and an import still running when its file ends fails to load.
 */
export async function lazyLoadsSettled(): Promise<void> {
  while (loading.size > 0) await Promise.allSettled([...loading]);
}

/**
 * Loads a component's code the first time it renders (inside a Suspense boundary), or when
 * `preload` is called, with the catalogues beyond the first page's (see lib/i18n.ts). For named
 * exports; React.lazy itself wants a default export. `firstPageTextsOnly`: the component uses
 * only the first page's catalogues, so it shows without waiting for the others.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { firstPageTextsOnly = false }: { firstPageTextsOnly?: boolean } = {},
): PreloadableComponent<P> {
  let module: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    if (!module) {
      const catalogues = firstPageTextsOnly ? undefined : loadEveryCatalogue();
      const started = Promise.all([load(), catalogues]).then(([component]) => ({ default: component }));
      module = started;
      loading.add(started);
      void started.finally(() => loading.delete(started)).catch(() => undefined);
    }
    return module;
  };
  return Object.assign(lazy(preload), { preload });
}
