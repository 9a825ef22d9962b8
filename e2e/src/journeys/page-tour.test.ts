import { describe, it } from 'vitest';
import { useBrowser } from '../harness/browser-fixture';
import { TEST_LANGUAGES } from '../harness/languages';
import { TOUR_TIMEOUT_MS, tourSignedIn } from '../harness/page-tour';
import { seriousA11yViolations } from '../harness/a11y';
import { expectVisible } from '../harness/expect-page';
import { screenshot } from '../harness/screenshot';
import { exactly, text } from '../harness/texts';

// The three languages run side by side, each in browser contexts of its own in the file's one
// browser; a language's tours run one after another (the phone's are in page-tour-phone.test.ts). Soft assertions use each test's own
// `expect`, so a problem is reported against the tour that found it.
describe('every page: a screenshot and no serious accessibility problem', () => {
  const browsing = useBrowser();

  for (const language of TEST_LANGUAGES) {
    describe(`in ${language}`, { concurrent: true }, () => {
      it.sequential('public pages: welcome, sign-in and registration', async (test) => {
        const { expect } = test;
        const t = (key: string) => exactly(text(language, key));
        const page = await browsing.openPageFor(test, language);
        await page.goto('/');
        await expectVisible(page.getByRole('heading', { level: 1, name: t('web:welcome.title') }));
        await screenshot(page, 'welcome', language);
        expect.soft(await seriousA11yViolations(page), 'welcome').toBe('');

        await page.getByRole('button', { name: t('web:welcome.signIn') }).click();
        await expectVisible(page.locator('input[type="password"]'));
        await screenshot(page, 'sign-in', language);
        expect.soft(await seriousA11yViolations(page), 'sign-in').toBe('');

        await page.getByRole('link', { name: t('auth:signIn.register') }).click();
        await expectVisible(page.getByRole('heading', { level: 1, name: t('auth:register.title') }));
        await screenshot(page, 'register', language);
        expect.soft(await seriousA11yViolations(page), 'register').toBe('');
      });

      it.sequential(
        'signed-in pages and their dialogs as the Admin of the demo organisation',
        async (test) => {
          await tourSignedIn(test.expect, await browsing.openPageFor(test, language), language, 'desktop');
        },
        TOUR_TIMEOUT_MS,
      );
    });
  }
});
