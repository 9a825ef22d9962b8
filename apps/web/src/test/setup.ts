import { cleanNotifications } from '@mantine/notifications';
import { cleanup, configure, getConfig } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { preloadMenu } from '../components/ui/deferred-menu';
import { lazyLoadsSettled } from '../lib/lazy-component';
import { resetTestI18n } from './test-i18n';

// jsdom lacks the layout APIs Mantine's components call.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= () => undefined;
// The auto-growing textarea listens for web fonts loading.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });

// Lazy pages are compiled on first import, which can take seconds on a busy machine (the
// results page with its charts took more than 5 s in CI). Every query that waits (findBy…,
// waitFor) and every user-event action first waits until no lazily loaded code is still on its
// way, so the 5 s count only once the page can render.
configure({ asyncUtilTimeout: 5000 });
waitForLazyCodeInAsyncUtils();

// The files of a worker share one window and their modules (isolate: false in vitest.config.ts);
// this file runs again as each file starts, so each starts from what a fresh window and fresh
// modules would give it.
startLikeAFreshWindow();
resetTestI18n();
// Mantine keeps shown messages in a store of its module; a file must not see another's.
cleanNotifications();

beforeEach(() => localStorage.clear());
// A notice stays 6 s: one test's must not be found by the next.
afterEach(() => {
  cleanup();
  cleanNotifications();
});
// No test ends while a page's code is still loading: after its file the import would fail
// ("Cannot load … after the environment was torn down") and the next file would inherit it.
afterEach(() => lazyLoadsSettled(), 60_000);

// Menus in the top bar load their code on the first hover; tests start with it loaded
// (deferred-menu.test.tsx checks the deferred path on a fresh module).
await preloadMenu();

function waitForLazyCodeInAsyncUtils() {
  // Installed again as each file starts, around testing-library's own wrapper: a file that resets
  // the modules (deferred-menu.test.tsx) leaves the next files a new lazy-component module, whose
  // loads a wrapper bound to the old one would not see (a query then gave up while a page loaded).
  const config = getConfig() as { asyncWrapper: AsyncWrapper & { base?: AsyncWrapper } };
  const base = config.asyncWrapper.base ?? config.asyncWrapper;
  const wrapper: AsyncWrapper = (callback) =>
    base(async () => {
      await lazyLoadsSettled();
      return callback();
    });
  configure({ asyncWrapper: Object.assign(wrapper, { base }) });
}

type AsyncWrapper = (callback: () => Promise<unknown>) => Promise<unknown>;

function startLikeAFreshWindow() {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  window.history.replaceState(null, '', '/');
  document.title = '';
  for (const element of [document.documentElement, document.body]) {
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
  }
  document.head.replaceChildren();
  document.body.replaceChildren();
}
