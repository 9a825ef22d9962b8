import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Waits (Playwright-style) until the locator shows, then asserts it, so the test records why it
 * passed. It waits again when the element went between the two looks: a page that navigates away
 * (a sign-out redirect) shows it first on the old page and then on the new one.
 */
export async function expectVisible(locator: Locator, timeout = 15_000): Promise<void> {
  const deadline = Date.now() + timeout;
  let visible = false;
  while (!visible) {
    await locator.first().waitFor({ state: 'visible', timeout: Math.max(1, deadline - Date.now()) });
    visible = await locator.first().isVisible();
  }
  expect(visible).toBe(true);
}

/** Waits for the address to settle on a path and asserts it. */
export async function expectPath(page: Page, pathname: string, timeout = 15_000): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname, { timeout }).catch(() => undefined);
  expect(new URL(page.url()).pathname).toBe(pathname);
}

/**
 * Waits until a notification (a toast that closes itself after a few seconds) shows and asserts
 * that it did: unlike expectVisible it does not look a second time, as on a busy machine the toast
 * may already have closed by then.
 */
export async function expectNotified(page: Page, message: string | RegExp, timeout = 15_000): Promise<void> {
  const toast = page.getByText(message).first();
  const shown = await toast
    .waitFor({ state: 'visible', timeout })
    .then(() => true)
    .catch(() => false);
  expect(shown, `the notification ${String(message)}`).toBe(true);
}
