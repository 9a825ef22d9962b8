import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { withSystem } from '../../src/db/tenant';
import { createTenant, TEST_PASSWORD, type TestTenant } from '../helpers/tenants';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../helpers/test-app';
import {
  authorize,
  Browser,
  codeFrom,
  exchangeCode,
  refresh,
  signInWithPassword,
  startSignIn,
  submitSignIn,
  toPath,
  visibleText,
} from './oidc-browser';

let t: TestApp;
let tenant: TestTenant;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t.context, { name: 'Kuljetus Oy', currency: 'SEK' });
  await withSystem(t.database.db, (tx) =>
    tx.updateTable('users').set({ display_language: 'sv' }).where('id', '=', tenant.users.superuser.id).execute(),
  );
});
afterAll(() => t.close());

describe('discovery', () => {
  it('advertises the endpoints under the public address and /oidc', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' });
    expect(response.statusCode).toBe(200);
    const discovery = response.json<Record<string, unknown>>();
    expect(discovery.issuer).toBe(`${TEST_PUBLIC_URL}/oidc`);
    expect(discovery.authorization_endpoint).toBe(`${TEST_PUBLIC_URL}/oidc/auth`);
    expect(discovery.response_types_supported).toEqual(['code']);
    expect(discovery.grant_types_supported).not.toContain('implicit');
    expect(discovery.token_endpoint).toBe(`${TEST_PUBLIC_URL}/oidc/token`);
    expect(discovery.jwks_uri).toBe(`${TEST_PUBLIC_URL}/oidc/jwks`);
    expect(discovery.end_session_endpoint).toBe(`${TEST_PUBLIC_URL}/oidc/session/end`);
    expect(discovery.grant_types_supported).toEqual(
      expect.arrayContaining(['authorization_code', 'refresh_token', 'client_credentials']),
    );
  });

  it('publishes the public signing keys only', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/oidc/jwks' });
    const { keys } = response.json<{ keys: Record<string, unknown>[] }>();
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(key).not.toHaveProperty('d');
  });
});

describe('authorization code with PKCE for the web app', () => {
  it('signs in with a password and gets an access token the API accepts', async () => {
    const browser = new Browser(t.app);
    const { request, page, pageUrl } = await startSignIn(browser);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(visibleText(page.body)).toContain('Sign in to Rahti');

    const landed = await submitSignIn(browser, pageUrl, tenant.users.superuser.email.toUpperCase(), TEST_PASSWORD);
    const tokens = await exchangeCode(t.app, request, codeFrom(landed, request));
    expect(tokens.statusCode).toBe(200);
    expect(tokens.body.token_type).toBe('Bearer');
    expect(tokens.body.expires_in).toBeLessThanOrEqual(15 * 60);

    const identity = await t.context.accessTokens.verify(tokens.body.access_token);
    expect(identity).toMatchObject({
      userId: tenant.users.superuser.id,
      organisationId: tenant.organisationId,
      role: 'Superuser',
      language: 'sv',
      clientId: 'web',
    });
    const claims = decodeJwt(tokens.body.access_token);
    expect(claims).toMatchObject({
      OrganisationName: 'Kuljetus Oy',
      OrganisationCurrency: 'SEK',
      aud: `${TEST_PUBLIC_URL}/api`,
    });
    expect(JSON.stringify(claims)).not.toMatch(/password|scrypt/i);

    const idToken = decodeJwt(tokens.body.id_token ?? '');
    expect(idToken).toMatchObject({ sub: tenant.users.superuser.id, name: 'Superuser Person', locale: 'sv' });
  });

  it('answers the API with the issued token', async () => {
    const tokens = await signInWithPassword(t.app, tenant.users.admin.email, TEST_PASSWORD);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/account/me',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: tenant.users.admin.id, role: 'Admin' });
  });

  it('refreshes, rotating the refresh token', async () => {
    const tokens = await signInWithPassword(t.app, tenant.users.user.email, TEST_PASSWORD);
    expect(tokens.refresh_token).toBeTruthy();
    const first = await refresh(t.app, 'web', tokens.refresh_token ?? '');
    expect(first.statusCode).toBe(200);
    const identity = await t.context.accessTokens.verify(first.body.access_token);
    expect(identity).toMatchObject({ userId: tenant.users.user.id, role: 'User' });
    expect(first.body.refresh_token).toBeTruthy();
    expect(first.body.refresh_token).not.toBe(tokens.refresh_token);

    const again = await refresh(t.app, 'web', tokens.refresh_token ?? '');
    expect(again.statusCode).toBe(400);
    expect(again.body.error).toBe('invalid_grant');
  });

  it('gives a deactivated user no new token', async () => {
    const other = await createTenant(t.context);
    const tokens = await signInWithPassword(t.app, other.users.user.email, TEST_PASSWORD);
    await withSystem(t.database.db, (tx) =>
      tx.updateTable('users').set({ is_active: false }).where('id', '=', other.users.user.id).execute(),
    );
    const refreshed = await refresh(t.app, 'web', tokens.refresh_token ?? '');
    expect(refreshed.statusCode).toBe(400);
    expect(refreshed.body.error).toBe('invalid_grant');
  });

  it('skips the sign-in page while the session lasts', async () => {
    const browser = new Browser(t.app);
    const first = await startSignIn(browser);
    await submitSignIn(browser, first.pageUrl, tenant.users.admin.email, TEST_PASSWORD);

    const { request, response } = await authorize(browser);
    const landed = await browser.follow(response);
    const tokens = await exchangeCode(t.app, request, codeFrom(landed, request));
    expect((await t.context.accessTokens.verify(tokens.body.access_token)).userId).toBe(tenant.users.admin.id);
  });
});

describe('sign-out', () => {
  it('ends the session with a page that submits itself and then offers the way back', async () => {
    const browser = new Browser(t.app);
    const { request, pageUrl } = await startSignIn(browser);
    const landed = await submitSignIn(browser, pageUrl, tenant.users.admin.email, TEST_PASSWORD);
    const tokens = await exchangeCode(t.app, request, codeFrom(landed, request));
    const beforeSignOut = await refresh(t.app, 'web', tokens.body.refresh_token ?? '');
    expect(beforeSignOut.statusCode).toBe(200);

    const page = await browser.get(`/oidc/session/end?client_id=web&ui_locales=fi`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="fi"');
    expect(visibleText(page.body)).toContain('Kirjaudu ulos');
    expect(page.body).toMatch(/<button[^>]*name="logout"[^>]*value="yes"/);
    expect(page.body).toMatch(/<script nonce="[^"]+">/);
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)?.[1] ?? '';

    const confirmed = await browser.post(toPath(action), { xsrf, logout: 'yes' });
    const done = await browser.follow(confirmed);
    expect(done.statusCode).toBe(200);
    expect(visibleText(done.body)).toContain('You have signed out');
    expect(done.body).toContain(`href="${TEST_PUBLIC_URL}/"`);

    const afterSignOut = await refresh(t.app, 'web', beforeSignOut.body.refresh_token ?? '');
    expect(afterSignOut.statusCode).toBe(400);
    expect(afterSignOut.body.error).toBe('invalid_grant');
  });

  it('sends the app back to its registered address after sign-out', async () => {
    const browser = new Browser(t.app);
    const { pageUrl } = await startSignIn(browser);
    await submitSignIn(browser, pageUrl, tenant.users.admin.email, TEST_PASSWORD);
    const page = await browser.get(
      `/oidc/session/end?client_id=web&post_logout_redirect_uri=${encodeURIComponent(`${TEST_PUBLIC_URL}/`)}`,
    );
    const action = /action="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const confirmed = await browser.post(toPath(action), { xsrf, logout: 'yes' });
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe(`${TEST_PUBLIC_URL}/`);
  });
});

describe('errors', () => {
  it('shows a translated page, not a stack trace, for a bad request', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/oidc/auth?client_id=web&response_type=code&redirect_uri=https%3A%2F%2Fevil.example%2F&scope=openid',
      headers: { 'accept-language': 'fi-FI,fi;q=0.9' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<html lang="fi"');
    expect(visibleText(response.body)).toContain('Jotain meni vikaan');
    expect(response.body).not.toMatch(/at .*\.js:\d+/);
  });

  it('says the sign-in expired when the interaction is unknown', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/oidc/interaction/unknown-uid' });
    expect(response.statusCode).toBe(400);
    expect(visibleText(response.body)).toContain('This sign-in took too long or has already been completed');
  });
});

describe('keys kept in the database', () => {
  it('finishes on a second server a sign-in started on the first, whose code either redeems (issue 28)', async () => {
    const second = await createTestApp({ database: t.database });
    try {
      const browser = new Browser(t.app);
      const { request, pageUrl } = await startSignIn(browser);
      browser.useServer(second.app);
      const landed = await submitSignIn(browser, pageUrl, tenant.users.user.email, TEST_PASSWORD);
      const tokens = await exchangeCode(t.app, request, codeFrom(landed, request));
      expect(tokens.statusCode).toBe(200);
      expect((await second.context.accessTokens.verify(tokens.body.access_token)).userId).toBe(tenant.users.user.id);
    } finally {
      await second.close();
    }
  });

  it('lets a second server verify and refresh what the first issued', async () => {
    const tokens = await signInWithPassword(t.app, tenant.users.admin.email, TEST_PASSWORD);
    const second = await createTestApp({ database: t.database });
    try {
      const identity = await second.context.accessTokens.verify(tokens.access_token);
      expect(identity.userId).toBe(tenant.users.admin.id);
      const refreshed = await refresh(second.app, 'web', tokens.refresh_token ?? '');
      expect(refreshed.statusCode).toBe(200);
      expect((await t.context.accessTokens.verify(refreshed.body.access_token)).organisationId).toBe(
        tenant.organisationId,
      );
    } finally {
      await second.close();
    }
  });
});
