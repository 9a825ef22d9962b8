import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../harness/a11y';
import { useBrowser } from '../harness/browser-fixture';
import { DEMO_ORGANISATION, DEMO_PASSWORD, DEMO_USERS } from '../harness/demo';
import { expectVisible } from '../harness/expect-page';
import { TEST_LANGUAGES } from '../harness/languages';
import { screenshot } from '../harness/screenshot';
import { signIn } from '../harness/sign-in';
import { exactly, text } from '../harness/texts';
import { keepBrowserLanguage } from '../harness/web-session';

/** Signed-in pages: path, screenshot name, and the main heading (a catalogue key, or literal text). */
const SIGNED_IN_PAGES = [
  { path: '/dashboard', name: 'dashboard', heading: { literal: DEMO_ORGANISATION.name } },
  { path: '/calculations', name: 'calculations', heading: { key: 'web:calculations.title' } },
  { path: '/organisation', name: 'organisation', heading: { key: 'web-organisation:title' } },
  { path: '/userprofile', name: 'user-profile', heading: { key: 'web-account:title' } },
  { path: '/contact-us', name: 'contact', heading: { key: 'web-contact:title' } },
  { path: '/no-access?feature=tasks', name: 'no-access', heading: { key: 'web:accessDenied.title' } },
  { path: '/administration', name: 'administration', heading: { key: 'web-administration:title' } },
  { path: '/drivers', name: 'demo-drivers', heading: { key: 'web:menu.drivers' } },
  { path: '/driver-groups', name: 'demo-driver-groups', heading: { key: 'web-driver-groups:title' } },
  { path: '/departments', name: 'demo-departments', heading: { key: 'web-units:title' } },
  { path: '/vehicles', name: 'demo-vehicles', heading: { key: 'web:menu.vehicles' } },
  { path: '/administration/equipment', name: 'demo-equipment', heading: { key: 'web:menu.equipment' } },
] as const;

describe.each(TEST_LANGUAGES)('every page in %s: a screenshot and no serious accessibility problem', (language) => {
  const browsing = useBrowser();

  it('public pages: welcome, sign-in and registration', async () => {
    const t = (key: string) => exactly(text(language, key));
    const page = await browsing.openPage(language);
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

  it('signed-in pages as the Admin of the demo organisation', async () => {
    const page = await browsing.openPage(language);
    await keepBrowserLanguage(page, language);
    await page.goto('/');
    await page.getByRole('button', { name: exactly(text(language, 'web:welcome.signIn')) }).click();
    await signIn(page, DEMO_USERS.admin, DEMO_PASSWORD);
    // Every page is checked even when an earlier one has a problem; the test then lists them all.
    for (const { path, name, heading } of SIGNED_IN_PAGES) {
      await page.goto(path);
      const title = 'key' in heading ? text(language, heading.key) : heading.literal;
      await expectVisible(page.getByRole('heading', { level: 1, name: exactly(title) }));
      await screenshot(page, name, language);
      expect.soft(await seriousA11yViolations(page), path).toBe('');
    }
  });
});
