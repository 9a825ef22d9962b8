import type { PreloadableComponent } from '../lib/lazy-component';
import { currentPage } from './shell/build-sub-menu';
import { appRoutes } from './routes';

/**
 * Starts loading the code of the page the address opens, as the app starts: otherwise it is
 * asked for only once the shell has drawn and the organisation's features are in, and a slow
 * computer sat idle for a third of a second in between (bench/resource-planning-page.ts).
 */
export function preloadOpenedPage(pathname: string): void {
  const Component = currentPage(appRoutes, pathname)?.route.Component as
    Partial<PreloadableComponent<object>> | undefined;
  void Component?.preload?.().catch(() => undefined); // a failure shows when the page renders
}
