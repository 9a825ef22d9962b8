import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// jsdom has <dialog> but not its modal methods; these do what the app relies on (open, close).
const dialogPrototype: HTMLDialogElement = HTMLDialogElement.prototype;
if (typeof dialogPrototype.showModal !== 'function') {
  Object.defineProperty(dialogPrototype, 'open', {
    configurable: true,
    get(this: HTMLDialogElement) {
      return this.hasAttribute('open');
    },
  });
  dialogPrototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  dialogPrototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});
