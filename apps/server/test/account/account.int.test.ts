import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/auth/password-hash';
import { withTenant } from '../../src/db/tenant';
import { createTenant, TEST_PASSWORD, type TestTenant, type TestUser } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { Browser, startSignIn } from '../auth/oidc-browser';

let t: TestApp;
let own: TestTenant;

beforeAll(async () => {
  t = await createTestApp();
  own = await createTenant(t.context, { name: 'Rekka Oy', currency: 'SEK' });
});
afterAll(() => t.close());

describe('account/me', () => {
  it('tells who is signed in, their organisation, role and features', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/Account/Me',
      headers: own.users.superuser.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: own.users.superuser.id,
      organisationId: own.organisationId,
      organisationName: 'Rekka Oy',
      organisationCurrency: 'SEK',
      role: 'Superuser',
      displayLanguage: 'en',
      isSiteOperator: false,
      features: expect.objectContaining({ dashboard: true }),
    });
  });

  it('saves a new display language and name', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/account/me',
      headers: own.users.user.headers,
      payload: { displayLanguage: 'sv', displayName: 'Sven' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ displayLanguage: 'sv', displayName: 'Sven' });
  });

  it('answers errors in the saved language when the request names none', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/account/me',
      headers: own.users.user.headers,
      payload: { displayLanguage: 'de' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([
      { path: 'displayLanguage', message: 'Välj engelska, finska eller svenska' },
    ]);
  });
});

describe('changing the password', () => {
  it('refuses a wrong current password on that field', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/account/password',
      headers: own.users.admin.headers,
      payload: { currentPassword: 'Wrong-1', password: 'Uusi-2026!', confirmPassword: 'Uusi-2026!' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ path: 'currentPassword', message: 'The current password is wrong' }]);
  });

  it('stores the new password hashed', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/account/password',
      headers: own.users.admin.headers,
      payload: { currentPassword: TEST_PASSWORD, password: 'Uusi-2026!', confirmPassword: 'Uusi-2026!' },
    });
    expect(response.statusCode).toBe(204);
    const row = await withTenant(t.database.db, own.organisationId, (tx) =>
      tx.selectFrom('users').select('password_hash').where('id', '=', own.users.admin.id).executeTakeFirstOrThrow(),
    );
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(await verifyPassword('Uusi-2026!', row.password_hash)).toBe(true);
  });
});

describe('changing the password, guessed', () => {
  const address = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  const change = (user: TestUser, currentPassword: string, from: string, language = 'en') =>
    t.app.inject({
      method: 'PUT',
      url: '/api/account/password',
      headers: { ...user.headers, 'x-forwarded-for': from, 'accept-language': language },
      payload: { currentPassword, password: 'Uusi-2026!', confirmPassword: 'Uusi-2026!' },
    });

  it('counts wrong current passwords as the sign-in page does: five, then a wait in the caller language', async () => {
    const tenant = await createTenant(t.context);
    const from = address();
    for (let attempt = 1; attempt <= 5; attempt += 1)
      expect((await change(tenant.users.user, `Wrong-${attempt}`, from)).statusCode).toBe(400);
    const refused = await change(tenant.users.user, TEST_PASSWORD, from);
    expect(refused.statusCode).toBe(429);
    // The app's clock is the real one here: the wait is 30 seconds from the last wrong password, less what has passed.
    const message = expect.stringMatching(/^Too many failed sign-in attempts\. Try again in \d+ seconds\.$/);
    expect(refused.json()).toMatchObject({
      code: 'auth:signIn.throttled',
      message,
      fields: [{ path: 'currentPassword', message }],
    });
    expect((await change(tenant.users.user, TEST_PASSWORD, from, 'sv')).json().message).toMatch(
      /^För många misslyckade inloggningsförsök\. Försök igen om \d+ sekunder\.$/,
    );
    // Another address has a count of its own: the right password there changes it.
    expect((await change(tenant.users.user, TEST_PASSWORD, address())).statusCode).toBe(204);
  });

  it('shares the count with the sign-in page: wrong passwords there make the change wait, from that address', async () => {
    const tenant = await createTenant(t.context);
    const from = address();
    const browser = new Browser(t.app);
    browser.extraHeaders['x-forwarded-for'] = from;
    const { pageUrl } = await startSignIn(browser);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(
        (await browser.post(pageUrl, { login: tenant.users.admin.email, password: `Wrong-${attempt}!a` })).statusCode,
      ).toBe(401);
    }
    const refused = await change(tenant.users.admin, TEST_PASSWORD, from, 'fi');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Liian monta epäonnistunutta kirjautumisyritystä\. Yritä uudelleen \d+ sekunnin kuluttua\.$/,
    );
  });
});

describe('contact form and page views', () => {
  it('stores a contact message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/SalesForce',
      headers: own.users.user.headers,
      payload: {
        company: 'Rekka Oy',
        name: 'Sven',
        email: 'sven@rekka.se',
        phone: '+46 70 123',
        subject: 'Offert',
        description: 'Vi vill veta mer.',
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(String) });
  });

  it('records a page view', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/pageviews',
      headers: own.users.user.headers,
      payload: { path: '/dashboard' },
    });
    expect(response.statusCode).toBe(204);
    const views = await withTenant(t.database.db, own.organisationId, (tx) =>
      tx.selectFrom('page_views').select('path').execute(),
    );
    expect(views).toEqual([{ path: '/dashboard' }]);
  });
});
