import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Providers } from '../app/providers';
import { resources } from '@rahti/i18n/all';
import { createDriverI18n } from '../i18n/create-i18n';
import { initialLanguage } from '../i18n/language-preference';

/** Renders with the app's own providers and its real language choice (stored, else browser). */
export function renderDriver(ui: ReactElement) {
  const i18n = createDriverI18n(initialLanguage(), resources);
  return { i18n, ...render(<Providers i18n={i18n} env="test">{ui}</Providers>) };
}

/** Makes the browser prefer these languages, as navigator.languages does. */
export function preferLanguages(...languages: string[]) {
  Object.defineProperty(window.navigator, 'languages', { configurable: true, get: () => languages });
}
