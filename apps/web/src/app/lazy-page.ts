import { lazy, type ComponentType } from 'react';

/** Code-splits a page that is a named export; React.lazy itself wants a default export. */
export function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  return lazy(async () => ({ default: await load() }));
}
