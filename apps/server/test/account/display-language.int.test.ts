import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, TEST_PASSWORD, type TestTenant } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { Browser, codeFrom, exchangeCode, startSignIn, submitSignIn, visibleText } from '../auth/oidc-browser';

let t: TestApp;
let tenant: TestTenant;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t.context);
});
afterAll(() => t.close());

const saveLanguage = (language: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/account/me',
    headers: tenant.users.user.headers,
    payload: { displayLanguage: language },
  });

describe('the language a user saves', () => {
  it('is remembered by the browser that saved it', async () => {
    const response = await saveLanguage('sv');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ displayLanguage: 'sv' });
    expect(String(response.headers['set-cookie'])).toMatch(/^rahti_lang=sv; Path=\//);
  });

  it('is in the next sign-in token, and the sign-in, 404 and next sign-in pages of that browser follow it', async () => {
    expect((await saveLanguage('fi')).statusCode).toBe(200);

    // Another device, whose browser asks for English.
    const browser = new Browser(t.app);
    const { request, pageUrl } = await startSignIn(browser);
    const landed = await submitSignIn(browser, pageUrl, tenant.users.user.email, TEST_PASSWORD);
    const tokens = await exchangeCode(t.app, request, codeFrom(landed, request));
    expect(tokens.statusCode).toBe(200);
    expect(decodeJwt(tokens.body.access_token)).toMatchObject({ DisplayLanguage: 'fi' });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/account/me',
      headers: { authorization: `Bearer ${tokens.body.access_token}` },
    });
    expect(me.json()).toMatchObject({ displayLanguage: 'fi' });

    const missing = await browser.get('/no-such-page', { accept: 'text/html' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<html lang="fi"');
    expect(visibleText(missing.body)).toContain('Sivua ei löytynyt');

    const next = await startSignIn(browser, { extra: { prompt: 'login' } });
    expect(next.page.body).toContain('<html lang="fi"');
    expect(visibleText(next.page.body)).toContain('Salasana');
  });

  it('leaves the 404 of a browser without one in its own language, and JSON for the API', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/no-such-page',
      headers: { accept: 'text/html', 'accept-language': 'sv-SE' },
    });
    expect(page.statusCode).toBe(404);
    expect(visibleText(page.body)).toContain('Sidan hittades inte');
    expect(page.body).toMatch(/href="\/no-such-page\?ui_locales=fi"[^>]*>Suomi</);
    const switched = await t.app.inject({
      method: 'GET',
      url: '/no-such-page?ui_locales=fi',
      headers: { accept: 'text/html', 'accept-language': 'sv-SE' },
    });
    expect(visibleText(switched.body)).toContain('Sivua ei löytynyt');

    const api = await t.app.inject({
      method: 'GET',
      url: '/api/no-such-thing',
      headers: { ...tenant.users.user.headers, 'accept-language': 'fi' },
    });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'notFound' });
  });
});
