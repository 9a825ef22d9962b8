import { describe, expect, it } from 'vitest';
import { useBrowser } from '../harness/browser-fixture';
import { expectPath, expectVisible } from '../harness/expect-page';
import { registerOrganisation, uniqueOrganisation } from '../harness/register-organisation';
import { exactly, fieldLabel, text } from '../harness/texts';
import { chooseFromUserMenu } from '../harness/web-session';

describe('a haulage company registers in a Finnish browser', () => {
  const browsing = useBrowser();

  it('registers, sees its organisation, adds a user and signs out', async () => {
    const fi = 'fi';
    const t = (key: string) => exactly(text(fi, key));
    const page = await browsing.openPage(fi);
    const organisation = uniqueOrganisation('Kuljetus Mäkelä');
    const newUserEmail = `kuski-${organisation.adminEmail}`;

    await page.goto('/');
    const signInButton = page.getByRole('button', { name: t('web:welcome.signIn') });
    await expectVisible(signInButton);
    expect((await signInButton.textContent())?.trim()).toBe('Kirjaudu sisään');

    await registerOrganisation(page, fi, organisation);
    await expectPath(page, '/calculations', 30_000);
    await expectVisible(page.getByRole('heading', { level: 1, name: t('web:calculations.title') }));
    expect(await page.locator('html').getAttribute('lang')).toBe('fi');

    await page.goto('/dashboard');
    await expectVisible(page.getByRole('heading', { level: 1, name: exactly(organisation.organisationName) }));

    await chooseFromUserMenu(page, fi, 'web:shell.organisation');
    await expectPath(page, '/organisation');
    await page.getByRole('button', { name: t('web-organisation:users.add') }).click();
    const dialog = page.getByRole('dialog');
    const field = (key: string) => dialog.getByLabel(fieldLabel(text(fi, key)));
    await field('web-organisation:users.email').fill(newUserEmail);
    await field('web-organisation:users.name').fill('Kaisa Kuski');
    await field('web-organisation:users.role').selectOption('Superuser');
    await field('web-organisation:users.language').selectOption('sv');
    await field('web-organisation:users.password').fill(organisation.password);
    await field('web-organisation:users.confirmPassword').fill(organisation.password);
    await dialog.getByRole('button', { name: t('web-organisation:users.create') }).click();
    await expectVisible(page.getByRole('cell', { name: exactly(newUserEmail) }));

    // Through the provider's sign-out and back: waited for from before the click, as the visit can be
    // over before a wait started after it would begin (which then sat out its 30 s).
    const throughProvider = page.waitForURL((url) => url.pathname.startsWith('/oidc/'), { timeout: 30_000 });
    await chooseFromUserMenu(page, fi, 'web:shell.signOut');
    await throughProvider;
    await expectPath(page, '/', 30_000);
    await expectVisible(page.getByRole('button', { name: t('web:welcome.signIn') }));
    // Signed out for real: an app page no longer opens without signing in again.
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname !== '/dashboard', { timeout: 30_000 });
    expect(new URL(page.url()).pathname).not.toBe('/dashboard');
  });
});
