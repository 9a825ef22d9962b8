import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { preloadMenu } from '../components/ui/deferred-menu';

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

beforeEach(() => localStorage.clear());
afterEach(() => cleanup());

// Menus in the top bar load their code on the first hover; tests start with it loaded
// (deferred-menu.test.tsx checks the deferred path on a fresh module).
await preloadMenu();
