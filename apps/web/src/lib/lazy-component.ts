import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadEveryCatalogue } from './i18n';

/**
 * Loads a component's code the first time it renders (inside a Suspense boundary), with the
 * catalogues beyond the first page's (see lib/i18n.ts). For named exports; React.lazy itself
 * wants a default export.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    const [component] = await Promise.all([load(), loadEveryCatalogue()]);
    return { default: component };
  });
}
