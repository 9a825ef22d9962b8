import type { LazyPage } from './lazy-page';
import type { AppRoute } from './route-types';
import { currentPage } from './shell/build-sub-menu';
import { appRoutes } from './routes';

/**
 * Starts loading the code of the page the address opens, as the app starts: otherwise it is
 * asked for only once the shell has drawn, and on a slow computer the page then drew half a
 * second later (bench/resource-planning-page.ts). The tests start their page's code so too.
 */
export function preloadOpenedPage(pathname: string, routes: readonly AppRoute[] = appRoutes): void {
  const Component = currentPage(routes, pathname)?.route.Component as Partial<LazyPage> | undefined;
  void Component?.preload?.().catch(() => undefined); // a failure shows where the router renders the page
}
