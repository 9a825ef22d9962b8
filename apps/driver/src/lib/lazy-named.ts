import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** React.lazy for a named export: the screen's code is fetched the first time it is shown. */
export function lazyNamed<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => ({ default: await load() }));
}
