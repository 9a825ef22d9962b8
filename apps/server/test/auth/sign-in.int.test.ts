import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../src/db/tenant';
import { createTenant, TEST_PASSWORD, type TestTenant } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { authorize, Browser, codeFrom, exchangeCode, startSignIn, submitSignIn, visibleText } from './oidc-browser';

let t: TestApp;
let tenant: TestTenant;
let clock = new Date('2026-03-02T08:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  tenant = await createTenant(t.context);
  // The plain User drives and has no staff role: a driver-only account.
  await withSystem(t.database.db, (tx) => tx.updateTable('users').set({ is_driver: true }).where('id', '=', tenant.users.user.id).execute());
});
afterAll(() => t.close());

const alertText = (html: string) => visibleText(/<div class="alert" role="alert"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '');

async function tryPassword(email: string, password: string, clientId: 'web' | 'driver' = 'web') {
  const browser = new Browser(t.app);
  const { request, pageUrl } = await startSignIn(browser, { clientId });
  const response = await browser.post(pageUrl, { login: email, password });
  return { browser, request, response };
}

describe('the sign-in page', () => {
  it('is labelled, in the requested language, with a language switcher and a registration link', async () => {
    const { page } = await startSignIn(new Browser(t.app), { extra: { ui_locales: 'fi' } });
    expect(page.body).toContain('<html lang="fi"');
    expect(page.body).toMatch(/<label for="field-login">Sähköposti tai käyttäjätunnus<\/label>/);
    expect(page.body).toMatch(/<label for="field-password">Salasana<\/label>/);
    expect(visibleText(page.body)).toContain('Rekisteröi uusi organisaatio');
    expect(page.body).toMatch(/href="[^"]*ui_locales=sv"[^>]*>Svenska</);
    expect(page.body).toContain('aria-live');
  });

  it('follows the browser language, and a picked language is remembered', async () => {
    const browser = new Browser(t.app);
    browser.acceptLanguage = 'sv-SE,sv;q=0.9';
    const { page, pageUrl } = await startSignIn(browser);
    expect(page.body).toContain('<html lang="sv"');
    expect(visibleText(page.body)).toContain('Logga in på Rahti');

    const switched = await browser.get(`${pageUrl}?ui_locales=en`);
    expect(switched.body).toContain('<html lang="en"');
    expect(browser.hasCookie('rahti_lang')).toBe(true);

    const next = await startSignIn(browser);
    expect(next.page.body).toContain('<html lang="en"');
  });

  it('offers no registration to the driver app', async () => {
    const { page } = await startSignIn(new Browser(t.app), { clientId: 'driver' });
    expect(visibleText(page.body)).toContain('Sign in to the Rahti driver app');
    expect(visibleText(page.body)).not.toContain('Register a new organisation');
  });
});

describe('wrong credentials', () => {
  it('says the same for a wrong password and an unknown email', async () => {
    const wrong = await tryPassword(tenant.users.admin.email, 'Wrong-pass1!');
    expect(wrong.response.statusCode).toBe(401);
    expect(alertText(wrong.response.body)).toBe('Wrong email or password');
    expect(wrong.response.body).toContain(`value="${tenant.users.admin.email}"`);

    const unknown = await tryPassword('nobody@test.example', TEST_PASSWORD);
    expect(alertText(unknown.response.body)).toBe('Wrong email or password');
  });

  it('refuses a correct password after five failures in a row, for a growing while', async () => {
    const victim = await createTenant(t.context);
    const email = victim.users.admin.email;
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const { response } = await tryPassword(email, `Wrong-${attempt}!a`);
      expect(alertText(response.body)).toBe('Wrong email or password');
    }

    const refused = await tryPassword(email, TEST_PASSWORD);
    expect(refused.response.statusCode).toBe(429);
    expect(alertText(refused.response.body)).toBe('Too many failed sign-in attempts. Try again in 30 seconds.');

    clock = new Date(clock.getTime() + 31_000);
    const sixth = await tryPassword(email, 'Wrong-6!a');
    expect(alertText(sixth.response.body)).toBe('Wrong email or password');
    const longer = await tryPassword(email, TEST_PASSWORD);
    expect(alertText(longer.response.body)).toBe('Too many failed sign-in attempts. Try again in 60 seconds.');

    clock = new Date(clock.getTime() + 61_000);
    const allowed = await tryPassword(email, TEST_PASSWORD);
    expect(allowed.response.statusCode).toBe(303);

    // The success reset the count: one more failure is an ordinary one.
    const afterReset = await tryPassword(email, 'Wrong-7!a');
    expect(alertText(afterReset.response.body)).toBe('Wrong email or password');
    const stillAllowed = await tryPassword(email, TEST_PASSWORD);
    expect(stillAllowed.response.statusCode).toBe(303);
  });

  it('tells the wait in Finnish on a Finnish page', async () => {
    const victim = await createTenant(t.context);
    const browser = new Browser(t.app);
    const { pageUrl } = await startSignIn(browser, { extra: { ui_locales: 'fi' } });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await browser.post(pageUrl, { login: victim.users.admin.email, password: 'Wrong-1!a', lang: 'fi' });
    }
    const refused = await browser.post(pageUrl, { login: victim.users.admin.email, password: TEST_PASSWORD, lang: 'fi' });
    expect(alertText(refused.body)).toBe(
      'Liian monta epäonnistunutta kirjautumisyritystä. Yritä uudelleen 30 sekunnin kuluttua.',
    );
  });
});

describe('the right app for the account', () => {
  it('sends a driver-only account to the driver app', async () => {
    const { response } = await tryPassword(tenant.users.user.email, TEST_PASSWORD, 'web');
    expect(response.statusCode).toBe(403);
    expect(alertText(response.body)).toBe('This account signs in to the driver app');
  });

  it('lets the driver sign in to the driver app', async () => {
    const { browser, request, response } = await tryPassword(tenant.users.user.email, TEST_PASSWORD, 'driver');
    const landed = await browser.follow(response);
    const tokens = await exchangeCode(t.app, request, codeFrom(landed, request));
    const identity = await t.context.accessTokens.verify(tokens.body.access_token);
    expect(identity).toMatchObject({ userId: tenant.users.user.id, clientId: 'driver' });
  });

  it("refuses a staff account in the driver app", async () => {
    const { response } = await tryPassword(tenant.users.admin.email, TEST_PASSWORD, 'driver');
    expect(alertText(response.body)).toBe("This account is not a driver's account");
  });

  it('asks for sign-in again when the session belongs to an account the app refuses', async () => {
    const browser = new Browser(t.app);
    const { pageUrl } = await startSignIn(browser, { clientId: 'driver' });
    await submitSignIn(browser, pageUrl, tenant.users.user.email, TEST_PASSWORD);

    const { response } = await authorize(browser, { clientId: 'web' });
    expect(response.statusCode).toBe(303);
    expect(String(response.headers.location)).toMatch(/\/oidc\/interaction\//);
  });
});
