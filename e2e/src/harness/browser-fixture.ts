import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Language } from '@rahti/domain';
import { newContext, type Device } from './browser-context';
import { launchChromium } from './chromium';
import { SCREENSHOT_DIR } from './paths';

export interface Browsing {
  /** A new page in a fresh profile (no cookies or storage) preferring this language. */
  openPage(language: Language, device?: Device): Promise<Page>;
}

/**
 * One Chromium per test file. Pages opened in a test close after it; when the test failed,
 * each page is first saved as e2e/screenshots/failed/<test>-<n>.png, and what the browser
 * reported (script errors, console errors, failed responses) as <test>.log beside it.
 */
export function useBrowser(): Browsing {
  let browser: Browser | undefined;
  let contexts: BrowserContext[] = [];
  let browserLog: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async (context) => {
    const failed = context.task.result?.state === 'fail';
    const pages = contexts.flatMap((c) => c.pages());
    if (failed) {
      const dir = join(SCREENSHOT_DIR, 'failed');
      mkdirSync(dir, { recursive: true });
      const name = context.task.fullName.replace(/[^\w-]+/g, '-').slice(0, 120);
      await Promise.all(pages.map((page, i) => page.screenshot({ path: join(dir, `${name}-${i}.png`), fullPage: true }).catch(() => undefined)));
      writeFileSync(join(dir, `${name}.log`), `${browserLog.join('\n')}\n`);
    }
    await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
    contexts = [];
    browserLog = [];
  });

  return {
    async openPage(language, device = 'desktop') {
      if (!browser) throw new Error('useBrowser() must be called at the top of a test file');
      const context = await newContext(browser, language, device);
      contexts.push(context);
      const page = await context.newPage();
      page.on('pageerror', (error) => browserLog.push(`[page error] ${page.url()}: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') browserLog.push(`[console] ${page.url()}: ${message.text()}`);
      });
      page.on('response', (response) => {
        if (response.status() >= 400) browserLog.push(`[http ${response.status()}] ${response.request().method()} ${response.url()}`);
      });
      return page;
    },
  };
}
