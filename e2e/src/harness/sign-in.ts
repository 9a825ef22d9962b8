import type { Page } from 'playwright-core';

const ON_PROVIDER = (url: URL) => url.pathname.startsWith('/oidc/');

/**
 * Completes the provider's own sign-in page (/oidc/…) with an email and a password, as a
 * person would, and waits until the browser has left the provider for the app. The fields
 * are found by type, so this works in every language.
 */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.waitForURL(ON_PROVIDER);
  const form = page
    .locator('form')
    .filter({ has: page.locator('input[type="password"]') })
    .first();
  await form
    .locator('input[type="email"], input[name="email"], input[name="login"], input[autocomplete="username"]')
    .first()
    .fill(email);
  await form.locator('input[type="password"]').first().fill(password);
  await form.locator('button[type="submit"], input[type="submit"]').first().click();
  await page.waitForURL((url) => !ON_PROVIDER(url), { timeout: 30_000 });
}
