import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { Language } from '@rahti/domain';
import { SCREENSHOT_DIR } from './paths';

/**
 * Saves e2e/screenshots/<name>-<lang>.png (a CI artefact) once the page has settled: the whole
 * page, or with `fullPage: false` what the window shows (a dialog opened far down a long page).
 */
export async function screenshot(page: Page, name: string, language: Language, { fullPage = true }: { fullPage?: boolean } = {}): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}-${language}.png`);
  await page.waitForLoadState('networkidle').catch(() => undefined); // a busy page still gets its picture
  await page.screenshot({ path, fullPage, animations: 'disabled' });
  return path;
}
