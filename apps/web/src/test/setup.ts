import { cleanNotifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { preloadMenu } from '../components/ui/deferred-menu';
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

// Lazy pages are compiled on first import, which can take a few seconds on a cold run.
configure({ asyncUtilTimeout: 5000 });

// The files of a worker share one window and their modules (isolate: false in vitest.config.ts);
// this file runs again as each file starts, so each starts from what a fresh window and fresh
// modules would give it.
startLikeAFreshWindow();
resetTestI18n();
// Mantine keeps shown messages in a store of its module; a file must not see another's.
cleanNotifications();

beforeEach(() => localStorage.clear());
afterEach(() => cleanup());

// Menus in the top bar load their code on the first hover; tests start with it loaded
// (deferred-menu.test.tsx checks the deferred path on a fresh module).
await preloadMenu();

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
