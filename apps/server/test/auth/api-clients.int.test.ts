import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseSubscriptionFeatures } from '@rahti/domain';
import { createApiClient } from '../../src/auth/oidc/api-clients';
import { withSystem } from '../../src/db/tenant';
import { createTenant, type TestTenant } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let withApi: TestTenant;
let withoutApi: TestTenant;

beforeAll(async () => {
  t = await createTestApp();
  withApi = await createTenant(t.context, { name: 'Integrations Oy' });
  withoutApi = await createTenant(t.context, { features: baseSubscriptionFeatures() });
});
afterAll(() => t.close());

function requestToken(clientId: string, clientSecret: string) {
  const basic = Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString('base64');
  return t.app.inject({
    method: 'POST',
    url: '/oidc/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${basic}` },
    payload: 'grant_type=client_credentials',
  });
}

describe('API clients (client credentials)', () => {
  it("issue a token with the organisation's claims when the organisation has the api feature", async () => {
    const credentials = await createApiClient(t.database.db, withApi.organisationId, 'ERP export');
    expect(credentials.clientId).toMatch(/^api\./);

    const response = await requestToken(credentials.clientId, credentials.clientSecret);
    expect(response.statusCode).toBe(200);
    const { access_token: token, expires_in: expiresIn } = response.json<{
      access_token: string;
      expires_in: number;
    }>();
    expect(expiresIn).toBeLessThanOrEqual(15 * 60);
    expect(await t.context.accessTokens.verify(token)).toMatchObject({
      userId: credentials.clientId,
      organisationId: withApi.organisationId,
      role: 'User',
      clientId: credentials.clientId,
    });

    const organisation = await t.app.inject({
      method: 'GET',
      url: '/api/organisation',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(organisation.statusCode).toBe(200);
    expect(organisation.json()).toMatchObject({ id: withApi.organisationId, name: 'Integrations Oy' });
  });

  it('keep only a hash of the secret', async () => {
    const credentials = await createApiClient(t.database.db, withApi.organisationId, 'Hash check');
    const row = await withSystem(t.database.db, (tx) =>
      tx.selectFrom('api_clients').selectAll().where('client_id', '=', credentials.clientId).executeTakeFirstOrThrow(),
    );
    expect(row.secret_hash).not.toContain(credentials.clientSecret);
    expect(row.name).toBe('Hash check');
  });

  it('refuse a wrong secret', async () => {
    const credentials = await createApiClient(t.database.db, withApi.organisationId, 'Wrong secret');
    const response = await requestToken(credentials.clientId, `${credentials.clientSecret}x`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'invalid_client' });
  });

  it('refuse an unknown client', async () => {
    const response = await requestToken('api.unknown', 'secret');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'invalid_client' });
  });

  it('refuse an organisation without the api feature', async () => {
    const credentials = await createApiClient(t.database.db, withoutApi.organisationId, 'Not subscribed');
    const response = await requestToken(credentials.clientId, credentials.clientSecret);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'unauthorized_client' });
  });

  it('stop working when the organisation loses the api feature', async () => {
    const tenant = await createTenant(t.context);
    const credentials = await createApiClient(t.database.db, tenant.organisationId, 'Downgraded');
    expect((await requestToken(credentials.clientId, credentials.clientSecret)).statusCode).toBe(200);
    await withSystem(t.database.db, (tx) =>
      tx
        .updateTable('organisations')
        .set({ features: JSON.stringify(baseSubscriptionFeatures()) })
        .where('id', '=', tenant.organisationId)
        .execute(),
    );
    expect((await requestToken(credentials.clientId, credentials.clientSecret)).statusCode).toBe(400);
  });

  it('cannot use the browser sign-in', async () => {
    const credentials = await createApiClient(t.database.db, withApi.organisationId, 'No browser');
    const response = await t.app.inject({
      method: 'GET',
      url: `/oidc/auth?client_id=${credentials.clientId}&response_type=code&scope=openid&redirect_uri=${encodeURIComponent('https://example.com/cb')}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('text/html');
  });
});

describe('managing API credentials over the API', () => {
  it('lets an Admin create credentials, shown once, that sign in and stop working when deleted', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/organisation/apiclients',
      headers: withApi.users.admin.headers,
      payload: { name: 'Payroll bridge' },
    });
    expect(created.statusCode).toBe(201);
    const { clientId, clientSecret, name } = created.json<{ clientId: string; clientSecret: string; name: string }>();
    expect(name).toBe('Payroll bridge');

    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/organisation/apiclients',
      headers: withApi.users.admin.headers,
    });
    expect(listed.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ clientId, name: 'Payroll bridge' })]),
    );
    expect(JSON.stringify(listed.json())).not.toContain(clientSecret);

    const token = (await requestToken(clientId, clientSecret)).json<{ access_token: string }>().access_token;
    const headers = { authorization: `Bearer ${token}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/organisation', headers })).statusCode).toBe(200);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/organisation/apiclients/${clientId}`,
      headers: withApi.users.admin.headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/organisation', headers })).statusCode).toBe(401);
  });

  it('is for organisations with the api feature only', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/organisation/apiclients',
      headers: withoutApi.users.admin.headers,
      payload: { name: 'x' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'featureDisabled' });
  });
});
