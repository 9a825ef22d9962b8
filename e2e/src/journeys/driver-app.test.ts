import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../harness/a11y';
import { useBrowser } from '../harness/browser-fixture';
import { DEMO_DRIVER_NAME, DEMO_ORGANISATION, DEMO_PASSWORD, DEMO_USERS } from '../harness/demo';
import { expectPath, expectVisible } from '../harness/expect-page';
import { TEST_LANGUAGES } from '../harness/languages';
import { screenshot } from '../harness/screenshot';
import { signIn } from '../harness/sign-in';
import { exactly, text } from '../harness/texts';

describe('driver app on a phone', () => {
  const browsing = useBrowser();

  it.each(TEST_LANGUAGES)('signs the demo driver in and shows their name and organisation (%s)', async (language) => {
    const page = await browsing.openPage(language, 'phone');
    await page.goto('/driver/');
    const signInButton = page.getByRole('button', { name: exactly(text(language, 'driver:signIn.button')) });
    await expectVisible(signInButton);
    await screenshot(page, 'driver-sign-in', language);
    await expectNoSeriousA11yViolations(page);

    await signInButton.click();
    await signIn(page, DEMO_USERS.driver, DEMO_PASSWORD);
    await expectPath(page, '/driver/');
    await expectVisible(page.getByText(DEMO_ORGANISATION.name, { exact: true }));
    await expectVisible(page.getByRole('tab', { name: exactly(text(language, 'driver:tabs.status')) }));
    await expectVisible(page.getByText(DEMO_DRIVER_NAME, { exact: true }));
    await screenshot(page, 'driver-home', language);
    await expectNoSeriousA11yViolations(page);

    // Every tab and menu screen, on the phone, in this language.
    for (const [tab, name] of [
      ['driver:tabs.vehicle', 'driver-vehicle'],
      ['driver:tabs.workType', 'driver-work-type'],
    ] as const) {
      await page.getByRole('tab', { name: exactly(text(language, tab)) }).click();
      await expectVisible(page.getByRole('heading', { level: 1, name: exactly(text(language, tab)) }));
      await screenshot(page, name, language);
      await expectNoSeriousA11yViolations(page);
    }
    for (const [entry, heading, name] of [
      ['driver:menu.shifts', 'driver:shiftList.title', 'driver-shift-list'],
      ['driver:menu.summary', 'driver:summary.title', 'driver-shift-summary'],
      ['driver:menu.absences', 'driver:absences.title', 'driver-absences'],
    ] as const) {
      await page.getByRole('button', { name: exactly(text(language, 'driver:menu.open')) }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: exactly(text(language, entry)) })
        .click();
      await expectVisible(page.getByRole('heading', { level: 1, name: exactly(text(language, heading)) }));
      await screenshot(page, name, language);
      await expectNoSeriousA11yViolations(page);
    }
    // Diego's seeded shifts reached the phone: one opens for review.
    await page.getByRole('button', { name: exactly(text(language, 'driver:menu.open')) }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: exactly(text(language, 'driver:menu.shifts')) })
      .click();
    await page.getByRole('main').getByRole('listitem').nth(1).getByRole('button').click();
    await expectVisible(
      page.getByRole('heading', {
        level: 1,
        name: new RegExp(text(language, 'driver:review.titleOn', { date: 'X' }).replace('X', '')),
      }),
    );
    await screenshot(page, 'driver-shift-review', language);
    await expectNoSeriousA11yViolations(page);
  });

  it('is installable and opens signed in without a network once visited', async () => {
    const page = await browsing.openPage('en', 'phone');
    await page.goto('/driver/');
    await page.getByRole('button', { name: exactly(text('en', 'driver:signIn.button')) }).click();
    await signIn(page, DEMO_USERS.driver, DEMO_PASSWORD);
    await expectVisible(page.getByText(DEMO_ORGANISATION.name, { exact: true }));

    const manifest = await page.evaluate(async () => {
      const href = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.href;
      return href
        ? ((await (await fetch(href)).json()) as { name: string; start_url: string; scope: string; display: string })
        : undefined;
    });
    expect(manifest).toMatchObject({
      name: 'Rahti Driver',
      start_url: '/driver/',
      scope: '/driver/',
      display: 'standalone',
    });
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(new URL(scope).pathname).toBe('/driver/');

    // The page must be controlled by the service worker before the network goes away.
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.context().setOffline(true);
    await page.reload();
    await expectVisible(page.getByText(DEMO_ORGANISATION.name, { exact: true }));
    await expectVisible(page.getByText(text('en', 'driver:home.offline')));
    await page.context().setOffline(false);
  });

  it("signs out: the phone forgets the driver and the provider's session ends", async () => {
    const page = await browsing.openPage('fi', 'phone');
    await page.goto('/driver/');
    await page.getByRole('button', { name: exactly(text('fi', 'driver:signIn.button')) }).click();
    await signIn(page, DEMO_USERS.driver, DEMO_PASSWORD);
    await expectVisible(page.getByText(DEMO_ORGANISATION.name, { exact: true }));
    // Diego's seeded shift is running: once the phone has heard of it, signing out asks first.
    await expectVisible(page.getByText(text('fi', 'driver:sync.saved'), { exact: true }), 30_000);
    await expectVisible(page.getByRole('heading', { name: exactly(text('fi', 'driver:status.shiftRunning')) }));
    await page.getByRole('button', { name: exactly(text('fi', 'driver:menu.open')) }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: exactly(text('fi', 'driver:home.signOut')) })
      .click();
    const confirm = page.getByRole('dialog', { name: exactly(text('fi', 'driver:menu.signOutTitle')) });
    await expectVisible(confirm.getByText(text('fi', 'driver:menu.signOutShiftRunning')));
    await Promise.all([
      page.waitForURL((url) => url.pathname.startsWith('/oidc/'), { timeout: 30_000 }),
      confirm.getByRole('button', { name: exactly(text('fi', 'driver:home.signOut')) }).click(),
    ]);
    await expectPath(page, '/driver/', 30_000);
    const signInButton = page.getByRole('button', { name: exactly(text('fi', 'driver:signIn.button')) });
    await expectVisible(signInButton);
    const driverKeys = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith('rahti.driver.oidc.')),
    );
    expect(driverKeys).toEqual([]);

    // Signing in again asks for the password: the provider no longer remembers the driver.
    await signInButton.click();
    await page.waitForURL((url) => url.pathname.startsWith('/oidc/'));
    await expectVisible(page.locator('input[type="password"]'));
  });
});
