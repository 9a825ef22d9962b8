import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, type TestTenant } from '../helpers/tenants';
import type { TestApp } from '../helpers/test-app';
import { startTwoOrganisations } from '../helpers/two-organisations';

let t: TestApp;
let own: TestTenant;
let other: TestTenant;

beforeAll(async () => {
  ({ t, own, other } = await startTwoOrganisations());
});
afterAll(() => t.close());

const newUser = (email: string, role = 'User') => ({
  email,
  displayName: 'Matti Meikäläinen',
  role,
  displayLanguage: 'fi',
  password: 'Kuorma-1',
  confirmPassword: 'Kuorma-1',
});
const usersUrl = (id: string, organisationId = own.organisationId) => `/api/Organisation/${organisationId}/users/${id}`;

describe('managing users', () => {
  it('creates a user that then appears in the list, signing in by lower-cased email', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/organisation/users',
      headers: own.users.admin.headers,
      payload: newUser('Matti@Firma.FI'),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      email: 'Matti@Firma.FI',
      username: 'matti@firma.fi',
      role: 'User',
      displayLanguage: 'fi',
    });
    expect(created.json()).not.toHaveProperty('passwordHash');
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/Organisation/Users',
      headers: own.users.superuser.headers,
    });
    expect(list.json().map((u: { username: string }) => u.username)).toContain('matti@firma.fi');
  });

  it('answers a taken email, in any organisation, with "User name is already taken"', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/organisation/users',
      headers: { ...other.users.admin.headers, 'accept-language': 'sv' },
      payload: newUser('MATTI@firma.fi'),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'usernameTaken', message: 'Användarnamnet är redan upptaget' });
  });

  it("applies the spec's password rules and match check", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/organisation/users',
      headers: own.users.admin.headers,
      payload: { ...newUser('weak@firma.fi'), password: 'abc', confirmPassword: 'abd' },
    });
    expect(response.statusCode).toBe(400);
    const messages = response.json().fields.map((f: { message: string }) => f.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Please enter at least 6 characters',
        'Passwords must have at least one non alphanumeric character',
        "Passwords must have at least one digit ('0'-'9')",
        "Passwords must have at least one uppercase ('A'-'Z')",
      ]),
    );
  });

  it('reports "Passwords do not match" on the confirmation field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/organisation/users',
      headers: own.users.admin.headers,
      payload: { ...newUser('mismatch@firma.fi'), confirmPassword: 'Kuorma-2' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ path: 'confirmPassword', message: 'Passwords do not match' }]);
  });

  it("gives a Superuser's add, change and remove one answer: Users and Superusers yes, Admins no (the role table)", async () => {
    const firm = await createTenant(t.context);
    const url = (id: string) => usersUrl(id, firm.organisationId);
    const as = (method: 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
      t.app
        .inject({ method, url: path, headers: firm.users.superuser.headers, ...(payload ? { payload } : {}) })
        .then((r) => r.statusCode);
    const listed = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/organisation/users', headers: firm.users.admin.headers })).json<
        { id: string; email: string; displayName: string }[]
      >();
    expect(await as('POST', '/api/organisation/users', newUser('helper@firma.fi', 'User'))).toBe(201);
    const helper = (await listed()).find((u) => u.email === 'helper@firma.fi')!;
    expect(await as('PUT', url(helper.id), { displayName: 'Helper', role: 'Superuser' })).toBe(200);
    expect(await as('DELETE', url(helper.id))).toBe(204);

    const admin = firm.users.admin;
    expect(await as('POST', '/api/organisation/users', newUser('third.admin@firma.fi', 'Admin'))).toBe(403);
    expect(await as('PUT', url(admin.id), { displayName: 'Renamed' })).toBe(403);
    expect(await as('DELETE', url(admin.id))).toBe(403);
    expect((await listed()).find((u) => u.id === admin.id)).toMatchObject({ displayName: 'Admin Person' });
    expect((await listed()).map((u) => u.email)).not.toContain('third.admin@firma.fi');
  });

  it('does not let a Superuser create or promote an Admin', async () => {
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/organisation/users',
      headers: own.users.superuser.headers,
      payload: newUser('boss@firma.fi', 'Admin'),
    });
    expect(create.statusCode).toBe(403);
    const promote = await t.app.inject({
      method: 'PUT',
      url: usersUrl(own.users.user.id),
      headers: own.users.superuser.headers,
      payload: { role: 'Admin' },
    });
    expect(promote.statusCode).toBe(403);
  });

  it("changes a user's role, effective on their next request", async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: usersUrl(own.users.user.id),
      headers: own.users.admin.headers,
      payload: { role: 'Superuser' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ role: 'Superuser' });
    const now = await t.app.inject({ method: 'GET', url: '/api/organisation/users', headers: own.users.user.headers });
    expect(now.statusCode).toBe(200);
    await t.app.inject({
      method: 'PUT',
      url: usersUrl(own.users.user.id),
      headers: own.users.admin.headers,
      payload: { role: 'User' },
    });
  });

  it('keeps at least one Admin', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: usersUrl(own.users.admin.id),
      headers: own.users.admin.headers,
      payload: { role: 'User' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'lastAdmin',
      message: 'The organisation must keep at least one Admin',
    });
  });

  it('does not let anyone delete themselves', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: usersUrl(own.users.superuser.id),
      headers: own.users.superuser.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'cannotDeleteSelf' });
  });

  it('deletes a user, whose token stops working at once', async () => {
    const victim = await createTenant(t.context);
    const response = await t.app.inject({
      method: 'DELETE',
      url: usersUrl(victim.users.user.id, victim.organisationId),
      headers: victim.users.admin.headers,
    });
    expect(response.statusCode).toBe(204);
    const after = await t.app.inject({ method: 'GET', url: '/api/account/me', headers: victim.users.user.headers });
    expect(after.statusCode).toBe(401);
  });

  it("does not touch another organisation's user even with its own organisation id in the path", async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: usersUrl(other.users.user.id),
      headers: own.users.admin.headers,
    });
    expect(response.statusCode).toBe(404);
    const stillThere = await t.app.inject({ method: 'GET', url: '/api/account/me', headers: other.users.user.headers });
    expect(stillThere.statusCode).toBe(200);
  });
});
