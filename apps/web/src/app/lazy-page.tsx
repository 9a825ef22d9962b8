import { createElement, useEffect, useState, type ComponentType } from 'react';
import { PageLoader } from '../components/ui/page-loader';
import { lazyComponent } from '../lib/lazy-component';

/** A page whose code is fetched when it is first opened, or before with `preload`. */
export type LazyPage = ComponentType & { preload(): Promise<unknown> };

/**
 * Code-splits a page that is a named export: each page is fetched when it is first opened. Not
 * React.lazy under a Suspense boundary: React holds what a boundary reveals after its fallback
 * for up to 300 ms (so that pages do not flicker), and a slow computer waited that long with
 * nothing to do between the page's code being ready and its first draw
 * (bench/resource-planning-page.ts). Here the loader shows until the code is in, and a page
 * whose code is already in (`preload`, app/preload-opened-page.ts) draws at once.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  const code = lazyComponent(load);
  let loaded: ComponentType | undefined;
  const preload = () =>
    code.preload().then((module) => {
      loaded = (module as { default: ComponentType }).default;
      return module;
    });

  function Page() {
    const [page, setPage] = useState<{ Component?: ComponentType; failure?: unknown }>(() => ({ Component: loaded }));
    useEffect(() => {
      if (page.Component) return;
      preload().then(
        () => setPage({ Component: loaded }),
        (failure: unknown) => setPage({ failure }),
      );
    }, [page.Component]);
    if (page.failure) throw page.failure; // to the route's error boundary, as a failed import
    return page.Component ? createElement(page.Component) : createElement(PageLoader);
  }
  return Object.assign(Page, { preload });
}
