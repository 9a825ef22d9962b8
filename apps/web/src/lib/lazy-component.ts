import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Loads a component's code the first time it renders (inside a Suspense boundary). For named
 * exports; React.lazy itself wants a default export.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => ({ default: await load() }));
}
