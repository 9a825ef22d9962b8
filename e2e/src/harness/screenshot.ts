import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { errors, type Page } from 'playwright-core';
import type { Language } from '@rahti/domain';
import { SCREENSHOT_DIR } from './paths';

/**
 * Saves e2e/screenshots/<name>-<lang>.png (a CI artefact) once the page has settled: the whole
 * page, or with `fullPage: false` what the window shows (a dialog opened far down a long page).
 */
export async function screenshot(
  page: Page,
  name: string,
  language: Language,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}-${language}.png`);
  await page.waitForLoadState('networkidle').catch(() => undefined); // a busy page still gets its picture
  try {
    await page.screenshot({ path, fullPage, animations: 'disabled', timeout: 15_000 });
  } catch (error) {
    // Chromium's capture of a phone page once hung for its whole 30 s on a busy machine (issue 21),
    // while the next capture of the same page took a moment: one more try, then the failure stands.
    if (!(error instanceof errors.TimeoutError)) throw error;
    await page.screenshot({ path, fullPage, animations: 'disabled', timeout: 30_000 });
  }
  return path;
}
