import { describe, expect, it } from 'vitest';
import { useBrowser } from '../harness/browser-fixture';
import { DEMO_PASSWORD, DEMO_USERS } from '../harness/demo';
import { expectPath, expectVisible } from '../harness/expect-page';
import { registerOrganisation, uniqueOrganisation } from '../harness/register-organisation';
import { exactly, text } from '../harness/texts';
import { signInToWeb } from '../harness/web-session';

describe('who may open which page', () => {
  const browsing = useBrowser();

  it('sends a User who opens /organisation to the dashboard', async () => {
    const page = await browsing.openPage('en');
    await signInToWeb(page, 'en', DEMO_USERS.user, DEMO_PASSWORD);
    await page.goto('/organisation');
    await expectPath(page, '/dashboard');
  });

  it('lets a Superuser open /organisation', async () => {
    const page = await browsing.openPage('en');
    await signInToWeb(page, 'en', DEMO_USERS.superuser, DEMO_PASSWORD);
    await page.goto('/organisation');
    await expectVisible(page.getByRole('heading', { level: 1, name: exactly(text('en', 'web-organisation:title')) }));
    expect(new URL(page.url()).pathname).toBe('/organisation');
  });

  it("lets the site operator's Admin open /administration", async () => {
    const page = await browsing.openPage('en');
    await signInToWeb(page, 'en', DEMO_USERS.admin, DEMO_PASSWORD);
    await page.goto('/administration');
    await expectVisible(page.getByRole('heading', { level: 1, name: exactly(text('en', 'web-administration:title')) }));
    expect(new URL(page.url()).pathname).toBe('/administration');
  });

  // A new organisation has the base subscription only (dashboard, calculations): the tasks page's
  // guard sends it to the access-denied page (spec section 6).
  it('tells a new organisation that tasks are not in the base subscription and how to get them', async () => {
    const sv = 'sv';
    const t = (key: string) => exactly(text(sv, key));
    const page = await browsing.openPage(sv);
    await registerOrganisation(page, sv, uniqueOrganisation('Åkeri Test'));
    await expectPath(page, '/calculations', 30_000);
    await page.goto('/taskProfitability');
    await expectVisible(page.getByRole('heading', { level: 1, name: t('web:accessDenied.title') }));
    expect(`${new URL(page.url()).pathname}${new URL(page.url()).search}`).toBe('/no-access?feature=tasks');
    await expectVisible(page.getByText(t('web:accessDenied.messages.tasks')));
    await expectVisible(page.getByText(text(sv, 'web:accessDenied.contactSalesHint')));
    await expectVisible(page.getByRole('link', { name: t('web:accessDenied.contactSales') }));
  });

  it('sends a new organisation that opens /vehicles or /drivers by URL to their access-denied pages', async () => {
    const fi = 'fi';
    const t = (key: string) => exactly(text(fi, key));
    const page = await browsing.openPage(fi);
    await registerOrganisation(page, fi, uniqueOrganisation('Kuljetus Testi'));
    await expectPath(page, '/calculations', 30_000);
    await page.goto('/vehicles');
    await expectVisible(page.getByText(t('web:accessDenied.messages.vehicles')));
    expect(`${new URL(page.url()).pathname}${new URL(page.url()).search}`).toBe('/no-access?feature=vehicles');
    await expect(page.getByRole('button', { name: t('web-vehicles:add') }).count()).resolves.toBe(0);
    await page.goto('/drivers');
    await expectVisible(page.getByText(t('web:accessDenied.messages.drivers')));
    expect(new URL(page.url()).pathname).toBe('/no-driver-access');
  });
});
