import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, startSignIn, signInWithPassword, visibleText } from '../auth/oidc-browser';
import { createTenant, type TestTenant } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiAs } from './api';

let t: TestApp;
let own: TestTenant;
let api: ReturnType<typeof apiAs>;

beforeAll(async () => {
  t = await createTestApp();
  own = await createTenant(t.context);
  api = apiAs(t);
});
afterAll(() => t.close());

async function refusal(login: string, password: string) {
  const browser = new Browser(t.app);
  const { pageUrl } = await startSignIn(browser, { clientId: 'driver' });
  const response = await browser.post(pageUrl, { login, password });
  return visibleText(/<div class="alert" role="alert"[^>]*>([\s\S]*?)<\/div>/.exec(response.body)?.[1] ?? '');
}

describe('driver app accounts', () => {
  it('let an activated driver sign in to the driver app with the username; deactivation refuses and keeps the driver', async () => {
    const username = `Kalle.K-${own.organisationId.slice(0, 6)}`;
    const created = await api(own.users.admin, 'POST', '/api/drivers', { firstName: 'Kalle', lastName: 'Koski', username });
    const driverId = created.body.id!;

    const activated = await api(own.users.superuser, 'POST', '/api/drivers/app-accounts', { driverIds: [driverId], active: true, password: 'Rekka-2026!' });
    expect(activated.body).toEqual([{ driverId, username: username.toLowerCase(), active: true }]);
    expect((await api(own.users.user, 'GET', `/api/drivers/${driverId}`)).body).toMatchObject({ appAccountActive: true });
    const users = (await api(own.users.admin, 'GET', '/api/organisation/users')).body as unknown as { username: string; role: string; isDriver: boolean }[];
    expect(users).toContainEqual(expect.objectContaining({ username: username.toLowerCase(), role: 'User', isDriver: true }));

    const tokens = await signInWithPassword(t.app, username, 'Rekka-2026!', 'driver');
    const identity = await t.context.accessTokens.verify(tokens.access_token);
    expect(identity).toMatchObject({ organisationId: own.organisationId, clientId: 'driver' });

    await api(own.users.admin, 'POST', '/api/drivers/app-accounts', { driverIds: [driverId], active: false });
    expect(await refusal(username, 'Rekka-2026!')).toBe("This account has been deactivated. Contact your organisation's administrator.");
    const kept = await api(own.users.admin, 'GET', `/api/drivers/${driverId}`);
    expect(kept.body).toMatchObject({ firstName: 'Kalle', appAccountActive: false });

    // Switching it on again re-enables the same account with the same password.
    await api(own.users.admin, 'POST', '/api/drivers/app-accounts', { driverIds: [driverId], active: true });
    const again = await signInWithPassword(t.app, username, 'Rekka-2026!', 'driver');
    expect((await t.context.accessTokens.verify(again.access_token)).userId).toBe(identity.userId);
  });

  it('generate a password once when none is given, and follow a username change', async () => {
    const created = await api(own.users.admin, 'POST', '/api/drivers', { firstName: 'Liisa', lastName: 'Laine', username: `liisa-${own.organisationId.slice(0, 6)}` });
    const [result] = (await api(own.users.admin, 'POST', '/api/drivers/app-accounts', { driverIds: [created.body.id], active: true })).body as unknown as { generatedPassword: string }[];
    expect(result?.generatedPassword).toMatch(/.{12,}/);
    const renamed = `liisa2-${own.organisationId.slice(0, 6)}`;
    await api(own.users.admin, 'PUT', `/api/drivers/${created.body.id}`, { firstName: 'Liisa', lastName: 'Laine', username: renamed });
    const tokens = await signInWithPassword(t.app, renamed, result!.generatedPassword, 'driver');
    expect(tokens.access_token).toBeTruthy();
  });

  it('refuse a username another organisation signs in with', async () => {
    const other = await createTenant(t.context);
    const name = `shared-${own.organisationId.slice(0, 6)}`;
    const mine = await api(own.users.admin, 'POST', '/api/drivers', { firstName: 'A', lastName: 'B', username: name });
    const theirs = await api(other.users.admin, 'POST', '/api/drivers', { firstName: 'C', lastName: 'D', username: name });
    await api(own.users.admin, 'POST', '/api/drivers/app-accounts', { driverIds: [mine.body.id], active: true });
    const refused = await api(other.users.admin, 'POST', '/api/drivers/app-accounts', { driverIds: [theirs.body.id], active: true }, 'fi');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Käyttäjätunnus on jo käytössä');
  });
});
