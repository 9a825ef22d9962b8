import type { ComponentType } from 'react';
import { lazyComponent } from '../lib/lazy-component';

/** Code-splits a page that is a named export: each page is fetched when it is first opened. */
export function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  return lazyComponent(load);
}
