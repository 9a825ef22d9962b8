import type { Browser, BrowserContext } from 'playwright-core';
import type { Language } from '@rahti/domain';
import { baseUrl } from './base-url';
import { BROWSER_LOCALES } from './languages';

export type Device = 'desktop' | 'phone';

export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const DESKTOP = { viewport: { width: 1366, height: 900 } };

/**
 * A fresh profile (no cookies, no storage) whose browser prefers one language and reduced
 * motion, as a laptop or a phone. page.goto('/dashboard') is relative to the server under test.
 */
export function newContext(browser: Browser, language: Language, device: Device = 'desktop'): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: baseUrl(),
    locale: BROWSER_LOCALES[language],
    timezoneId: 'Europe/Helsinki',
    // The theme honours reduced motion, so a toast or a dialog is never caught half faded in by
    // axe's contrast check or a screenshot (a notification at 9 % opacity failed CI once).
    reducedMotion: 'reduce',
    ...(device === 'phone' ? PHONE : DESKTOP),
  });
}
