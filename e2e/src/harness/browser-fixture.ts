import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, type TestContext } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Language } from '@rahti/domain';
import { newContext, type Device } from './browser-context';
import { launchChromium } from './chromium';
import { SCREENSHOT_DIR } from './paths';

export interface Browsing {
  /** A new page in a fresh profile (no cookies or storage) preferring this language. */
  openPage(language: Language, device?: Device): Promise<Page>;
  /**
   * The same for a test that runs beside others (`it.concurrent`): its pages are its own, closed
   * (and pictured when it failed) after it, whatever the others do.
   */
  openPageFor(test: TestContext, language: Language, device?: Device): Promise<Page>;
}

/** What one test opened, and what the browser reported while it ran. */
interface Opened {
  contexts: BrowserContext[];
  log: string[];
}

/** The pages of tests that run one at a time, which open pages without naming their test. */
const SEQUENTIAL = '';

/**
 * One Chromium per test file. Pages opened in a test close after it; when the test failed,
 * each page is first saved as e2e/screenshots/failed/<test>-<n>.png, and what the browser
 * reported (script errors, console errors, failed responses) as <test>.log beside it.
 */
export function useBrowser(): Browsing {
  let browser: Browser | undefined;
  const openedBy = new Map<string, Opened>();

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async (context) => {
    for (const key of [context.task.id, SEQUENTIAL]) {
      const opened = openedBy.get(key);
      openedBy.delete(key);
      if (opened) await closeAll(opened, context);
    }
  });

  async function openPageAs(key: string, language: Language, device: Device): Promise<Page> {
    if (!browser) throw new Error('useBrowser() must be called at the top of a test file');
    const opened = openedBy.get(key) ?? { contexts: [], log: [] };
    openedBy.set(key, opened);
    const context = await newContext(browser, language, device);
    opened.contexts.push(context);
    const page = await context.newPage();
    page.on('pageerror', (error) => opened.log.push(`[page error] ${page.url()}: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') opened.log.push(`[console] ${page.url()}: ${message.text()}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400)
        opened.log.push(`[http ${response.status()}] ${response.request().method()} ${response.url()}`);
    });
    return page;
  }

  return {
    openPage: (language, device = 'desktop') => openPageAs(SEQUENTIAL, language, device),
    openPageFor: (test, language, device = 'desktop') => openPageAs(test.task.id, language, device),
  };
}

async function closeAll({ contexts, log }: Opened, test: TestContext): Promise<void> {
  if (test.task.result?.state === 'fail') {
    const dir = join(SCREENSHOT_DIR, 'failed');
    mkdirSync(dir, { recursive: true });
    const name = test.task.fullName.replace(/[^\w-]+/g, '-').slice(0, 120);
    const pages = contexts.flatMap((c) => c.pages());
    await Promise.all(
      pages.map((page, i) =>
        page.screenshot({ path: join(dir, `${name}-${i}.png`), fullPage: true }).catch(() => undefined),
      ),
    );
    writeFileSync(join(dir, `${name}.log`), `${log.join('\n')}\n`);
  }
  await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
}
