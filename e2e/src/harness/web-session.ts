import type { Page } from 'playwright-core';
import type { Language } from '@rahti/domain';
import { signIn } from './sign-in';
import { exactly, text } from './texts';

/** From the welcome page through the provider's sign-in page to the app's first page (/calculations). */
export async function signInToWeb(page: Page, language: Language, email: string, password: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: exactly(text(language, 'web:welcome.signIn')) }).click();
  await signIn(page, email, password);
  await page.waitForURL((url) => url.pathname === '/calculations');
}

/** Opens the top bar's user menu and picks an entry by its catalogue key. */
export async function chooseFromUserMenu(page: Page, language: Language, entryKey: string): Promise<void> {
  await page.getByRole('button', { name: exactly(text(language, 'web:shell.userMenu')) }).click();
  await page.getByRole('menuitem', { name: exactly(text(language, entryKey)) }).click();
}

/**
 * Makes the web app keep this browser's language on every page load, as if the person had
 * picked it in this browser without saving it (otherwise the account's saved language takes
 * over; the page right after sign-in always shows the saved one, as sign-in forgets local
 * picks). The key is the web app's LANGUAGE_STORAGE_KEY (apps/web/src/lib/i18n.ts).
 */
export async function keepBrowserLanguage(page: Page, language: Language): Promise<void> {
  await page.addInitScript((lng) => window.localStorage.setItem('rahti.language', lng), language);
}
