import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/auth/oidc/api-clients';
import { withSystem } from '../../src/db/tenant';
import { Browser, refresh, signInWithPassword, startSignIn, visibleText } from '../auth/oidc-browser';
import { createTenant, TEST_PASSWORD, type TestTenant } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let own: TestTenant;
let other: TestTenant;
let operator: TestTenant;

beforeAll(async () => {
  t = await createTestApp();
  own = await createTenant(t.context, { name: 'Poistuva Oy' });
  other = await createTenant(t.context, { name: 'Jatkava Oy' });
  operator = await createTenant(t.context, { id: t.operatorOrganisationId, name: 'Rahti Operator' });
});
afterAll(() => t.close());

const setDelete = (organisationId: string, headers: object, setToBeDeleted: boolean) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/organisation/${organisationId}/setdelete`,
    headers: headers as Record<string, string>,
    payload: { setToBeDeleted },
  });

async function clientCredentialsToken(clientId: string, clientSecret: string) {
  const basic = Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString('base64');
  return t.app.inject({
    method: 'POST',
    url: '/oidc/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${basic}` },
    payload: 'grant_type=client_credentials',
  });
}

describe('an organisation set to be deleted', () => {
  it('stops every way in at once, and the site operator restores it', async () => {
    const tokens = await signInWithPassword(t.app, own.users.user.email, TEST_PASSWORD);
    const bearer = { authorization: `Bearer ${tokens.access_token}` };
    const credentials = await createApiClient(t.database.db, own.organisationId, 'ERP');
    expect((await clientCredentialsToken(credentials.clientId, credentials.clientSecret)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/organisation', headers: bearer })).statusCode).toBe(200);

    expect((await setDelete(own.organisationId, own.users.admin.headers, true)).statusCode).toBe(200);

    // A token issued before: refused on its very next request, with the reason in the caller's language.
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/organisation',
      headers: { ...bearer, 'accept-language': 'fi' },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({
      code: 'organisationSetToBeDeleted',
      message: 'Organisaatiosi on merkitty poistettavaksi, eikä siihen voi enää kirjautua',
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/organisation', headers: own.users.admin.headers })).statusCode,
    ).toBe(401);
    // Silent renew and refresh end.
    expect((await refresh(t.app, 'web', tokens.refresh_token!)).statusCode).toBe(400);
    // The API client gets no token.
    expect((await clientCredentialsToken(credentials.clientId, credentials.clientSecret)).statusCode).toBe(400);
    // Password sign-in says why, in the page's language.
    const browser = new Browser(t.app);
    const { pageUrl } = await startSignIn(browser, { extra: { ui_locales: 'sv' } });
    const page = await browser.post(pageUrl, { login: own.users.user.email, password: TEST_PASSWORD });
    expect(page.statusCode).toBe(403);
    expect(visibleText(page.body)).toContain('Den här organisationen är markerad för borttagning');
    // Another organisation goes on as before.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/organisation', headers: other.users.user.headers })).statusCode,
    ).toBe(200);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/organisation/all',
      headers: operator.users.admin.headers,
    });
    expect(
      list.json<{ id: string; setToBeDeletedAt: string | null }[]>().find((o) => o.id === own.organisationId),
    ).toMatchObject({
      setToBeDeletedAt: expect.any(String),
    });
    const restored = await setDelete(own.organisationId, operator.users.admin.headers, false);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ setToBeDeletedAt: null });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/organisation', headers: own.users.admin.headers })).statusCode,
    ).toBe(200);
    expect((await signInWithPassword(t.app, own.users.user.email, TEST_PASSWORD)).access_token).toEqual(
      expect.any(String),
    );
    expect((await clientCredentialsToken(credentials.clientId, credentials.clientSecret)).statusCode).toBe(200);
  });

  it('cannot be restored by another organisation, nor once its erasure has begun', async () => {
    expect((await setDelete(own.organisationId, own.users.admin.headers, true)).statusCode).toBe(200);
    expect((await setDelete(own.organisationId, other.users.admin.headers, false)).statusCode).toBe(404);
    await withSystem(t.database.db, (tx) =>
      tx
        .insertInto('organisation_erasures')
        .values({ erased_organisation_id: own.organisationId, set_to_be_deleted_at: new Date() })
        .execute(),
    );
    const late = await setDelete(own.organisationId, operator.users.admin.headers, false);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'organisationErasureStarted' });
  });
});
