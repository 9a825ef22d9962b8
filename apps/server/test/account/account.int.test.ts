import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/auth/password-hash';
import { withTenant } from '../../src/db/tenant';
import { createTenant, TEST_PASSWORD, type TestTenant } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let own: TestTenant;

beforeAll(async () => {
  t = await createTestApp();
  own = await createTenant(t.context, { name: 'Rekka Oy', currency: 'SEK' });
});
afterAll(() => t.close());

describe('account/me', () => {
  it('tells who is signed in, their organisation, role and features', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/Account/Me', headers: own.users.superuser.headers });
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
    const response = await t.app.inject({ method: 'PUT', url: '/api/account/me', headers: own.users.user.headers, payload: { displayLanguage: 'sv', displayName: 'Sven' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ displayLanguage: 'sv', displayName: 'Sven' });
  });

  it('answers errors in the saved language when the request names none', async () => {
    const response = await t.app.inject({ method: 'PUT', url: '/api/account/me', headers: own.users.user.headers, payload: { displayLanguage: 'de' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ path: 'displayLanguage', message: 'Välj engelska, finska eller svenska' }]);
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

describe('contact form and page views', () => {
  it('stores a contact message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/SalesForce',
      headers: own.users.user.headers,
      payload: { company: 'Rekka Oy', name: 'Sven', email: 'sven@rekka.se', phone: '+46 70 123', subject: 'Offert', description: 'Vi vill veta mer.' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(String) });
  });

  it('records a page view', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/pageviews', headers: own.users.user.headers, payload: { path: '/dashboard' } });
    expect(response.statusCode).toBe(204);
    const views = await withTenant(t.database.db, own.organisationId, (tx) => tx.selectFrom('page_views').select('path').execute());
    expect(views).toEqual([{ path: '/dashboard' }]);
  });
});
