import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Waits (Playwright-style) until the locator shows, then asserts it, so the test records why it passed. */
export async function expectVisible(locator: Locator, timeout = 15_000): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout });
  expect(await locator.first().isVisible()).toBe(true);
}

/** Waits for the address to settle on a path and asserts it. */
export async function expectPath(page: Page, pathname: string, timeout = 15_000): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname, { timeout }).catch(() => undefined);
  expect(new URL(page.url()).pathname).toBe(pathname);
}
