import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseSubscriptionFeatures } from '@rahti/domain';
import { createTenant, type TestTenant } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let own: TestTenant;
let operator: TestTenant;

beforeAll(async () => {
  t = await createTestApp();
  own = await createTenant(t.context, { name: 'Kuljetus Oy', features: baseSubscriptionFeatures() });
  operator = await createTenant(t.context, { id: t.operatorOrganisationId, name: 'Rahti Operator' });
});
afterAll(() => t.close());

const get = (url: string, headers: object) =>
  t.app.inject({ method: 'GET', url, headers: headers as Record<string, string> });

describe('the organisation calls', () => {
  it('GET Organisation/ gives currency, id and name, with features', async () => {
    const response = await get('/api/Organisation/', own.users.user.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: own.organisationId,
      name: 'Kuljetus Oy',
      currency: 'EUR',
      features: { dashboard: true, drivers: false },
    });
  });

  it('GET Organisation/Features gives an object of flags', async () => {
    const response = await get('/api/Organisation/Features', own.users.user.headers);
    expect(response.json()).toEqual({
      ...Object.fromEntries(Object.keys(baseSubscriptionFeatures()).map((k) => [k, false])),
      dashboard: true,
      calculations: true,
    });
  });

  it('lets a Superuser rename the organisation and change its currency', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/Organisation/',
      headers: own.users.superuser.headers,
      payload: { name: 'Kuljetus Ab', currency: 'SEK' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Kuljetus Ab', currency: 'SEK' });
    const me = await get('/api/account/me', own.users.user.headers);
    expect(me.json()).toMatchObject({ organisationName: 'Kuljetus Ab', organisationCurrency: 'SEK' });
  });

  it('names the bad field in Finnish when the name is empty', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/organisation',
      headers: { ...own.users.admin.headers, 'accept-language': 'fi-FI' },
      payload: { name: '   ', currency: 'NOK' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([
      { path: 'name', message: 'Pakollinen' },
      { path: 'currency', message: 'Valitse EUR, USD tai SEK' },
    ]);
  });

  it('lets an Admin mark the organisation to be deleted, which signs everyone out at once; the site operator takes it back', async () => {
    const url = `/api/Organisation/${own.organisationId}/SetDelete`;
    const marked = await t.app.inject({
      method: 'PUT',
      url,
      headers: own.users.admin.headers,
      payload: { setToBeDeleted: true },
    });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().setToBeDeletedAt).toEqual(expect.any(String));
    const signedOut = await get('/api/Organisation/', own.users.user.headers);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().code).toBe('organisationSetToBeDeleted');
    const restored = await t.app.inject({
      method: 'PUT',
      url,
      headers: operator.users.admin.headers,
      payload: { setToBeDeleted: false },
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().setToBeDeletedAt).toBeNull();
    expect((await get('/api/Organisation/', own.users.user.headers)).statusCode).toBe(200);
  });
});

describe('the site operator', () => {
  it('lists every organisation, their users and features', async () => {
    const all = await get('/api/Organisation/all', operator.users.admin.headers);
    expect(all.statusCode).toBe(200);
    expect(all.json().map((o: { id: string }) => o.id)).toEqual(
      expect.arrayContaining([own.organisationId, operator.organisationId]),
    );
    const users = await get('/api/Organisation/All/Users', operator.users.admin.headers);
    expect(users.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: own.users.admin.email, organisationName: expect.any(String) }),
      ]),
    );
    const features = await get('/api/Organisation/All/Features', operator.users.admin.headers);
    expect(features.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          organisationId: own.organisationId,
          features: expect.objectContaining({ dashboard: true }),
        }),
      ]),
    );
  });

  it("switches on an organisation's feature and sets its vehicle limit, effective at once", async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/organisation/${own.organisationId}/subscription`,
      headers: operator.users.admin.headers,
      payload: { features: { drivers: true }, vehicleLimit: 12 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      vehicleLimit: 12,
      features: { drivers: true, dashboard: true, map: false },
    });
    const features = await get('/api/organisation/features', own.users.user.headers);
    expect(features.json()).toMatchObject({ drivers: true });
  });

  it('creates an organisation with the base subscription', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Organisation',
      headers: operator.users.admin.headers,
      payload: { name: 'Uusi Oy', currency: 'EUR' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Uusi Oy',
      features: { dashboard: true, calculations: true, drivers: false },
    });
  });

  it('answers an unknown organisation id with 404', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/organisation/00000000-0000-4000-8000-00000000dead/subscription',
      headers: operator.users.admin.headers,
      payload: { vehicleLimit: 1 },
    });
    expect(response.statusCode).toBe(404);
  });
});
