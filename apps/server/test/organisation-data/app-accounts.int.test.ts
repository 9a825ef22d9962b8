import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Browser, startSignIn, signInWithPassword, visibleText } from '../auth/oidc-browser';
import { withSystem, withTenant } from '../../src/db/tenant';
import { driversRepository, signInNamesLookup } from '../../src/drivers/drivers.repository';
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
afterEach(() => vi.restoreAllMocks());

async function refusal(login: string, password: string) {
  const browser = new Browser(t.app);
  const { pageUrl } = await startSignIn(browser, { clientId: 'driver' });
  const response = await browser.post(pageUrl, { login, password });
  return visibleText(/<div class="alert" role="alert"[^>]*>([\s\S]*?)<\/div>/.exec(response.body)?.[1] ?? '');
}

describe('driver app accounts', () => {
  it('let an activated driver sign in to the driver app with the username; deactivation refuses and keeps the driver', async () => {
    const username = `Kalle.K-${own.organisationId.slice(0, 6)}`;
    const created = await api(own.users.admin, 'POST', '/api/drivers', {
      firstName: 'Kalle',
      lastName: 'Koski',
      username,
    });
    const driverId = created.body.id!;

    const activated = await api(own.users.superuser, 'POST', '/api/drivers/app-accounts', {
      driverIds: [driverId],
      active: true,
      password: 'Rekka-2026!',
    });
    expect(activated.body).toEqual([{ driverId, username: username.toLowerCase(), active: true }]);
    expect((await api(own.users.user, 'GET', `/api/drivers/${driverId}`)).body).toMatchObject({
      appAccountActive: true,
    });
    const users = (await api(own.users.admin, 'GET', '/api/organisation/users')).body as unknown as {
      username: string;
      role: string;
      isDriver: boolean;
    }[];
    expect(users).toContainEqual(
      expect.objectContaining({ username: username.toLowerCase(), role: 'User', isDriver: true }),
    );

    const tokens = await signInWithPassword(t.app, username, 'Rekka-2026!', 'driver');
    const identity = await t.context.accessTokens.verify(tokens.access_token);
    expect(identity).toMatchObject({ organisationId: own.organisationId, clientId: 'driver' });

    await api(own.users.admin, 'POST', '/api/drivers/app-accounts', { driverIds: [driverId], active: false });
    expect(await refusal(username, 'Rekka-2026!')).toBe(
      "This account has been deactivated. Contact your organisation's administrator.",
    );
    const kept = await api(own.users.admin, 'GET', `/api/drivers/${driverId}`);
    expect(kept.body).toMatchObject({ firstName: 'Kalle', appAccountActive: false });

    // Switching it on again re-enables the same account with the same password.
    await api(own.users.admin, 'POST', '/api/drivers/app-accounts', { driverIds: [driverId], active: true });
    const again = await signInWithPassword(t.app, username, 'Rekka-2026!', 'driver');
    expect((await t.context.accessTokens.verify(again.access_token)).userId).toBe(identity.userId);
  });

  it('generate a password once when none is given, and follow a username change', async () => {
    const created = await api(own.users.admin, 'POST', '/api/drivers', {
      firstName: 'Liisa',
      lastName: 'Laine',
      username: `liisa-${own.organisationId.slice(0, 6)}`,
    });
    const [result] = (
      await api(own.users.admin, 'POST', '/api/drivers/app-accounts', { driverIds: [created.body.id], active: true })
    ).body as unknown as { generatedPassword: string }[];
    expect(result?.generatedPassword).toMatch(/.{12,}/);
    const renamed = `liisa2-${own.organisationId.slice(0, 6)}`;
    await api(own.users.admin, 'PUT', `/api/drivers/${created.body.id}`, {
      firstName: 'Liisa',
      lastName: 'Laine',
      username: renamed,
    });
    const tokens = await signInWithPassword(t.app, renamed, result!.generatedPassword, 'driver');
    expect(tokens.access_token).toBeTruthy();
  });

  it('refuse a username another organisation signs in with', async () => {
    const other = await createTenant(t.context);
    const name = `shared-${own.organisationId.slice(0, 6)}`;
    const mine = await api(own.users.admin, 'POST', '/api/drivers', { firstName: 'A', lastName: 'B', username: name });
    const theirs = await api(other.users.admin, 'POST', '/api/drivers', {
      firstName: 'C',
      lastName: 'D',
      username: name,
    });
    await api(own.users.admin, 'POST', '/api/drivers/app-accounts', { driverIds: [mine.body.id], active: true });
    const refused = await api(
      other.users.admin,
      'POST',
      '/api/drivers/app-accounts',
      { driverIds: [theirs.body.id], active: true },
      'fi',
    );
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`Käyttäjätunnus on jo käytössä: ${name}`);
  });

  it('name every driver of a batch whose username another organisation signs in with, and switch on none of them', async () => {
    const other = await createTenant(t.context);
    const tag = own.organisationId.slice(0, 6);
    const add = async (tenant: TestTenant, firstName: string, username: string) =>
      (await api(tenant.users.admin, 'POST', '/api/drivers', { firstName, lastName: 'Batch', username })).body.id!;
    const free1 = await add(own, 'Free', `free1-${tag}`);
    const anna = await add(own, 'Anna', `anna.virta-${tag}`);
    const free2 = await add(own, 'Free', `free2-${tag}`);
    const bo = await add(own, 'Bo', `bo.berg-${tag}`);
    // The other organisation's drivers with the same usernames get their sign-in names first.
    const theirs = [await add(other, 'Anna', `anna.virta-${tag}`), await add(other, 'Bo', `bo.berg-${tag}`)];
    expect(
      (await api(other.users.admin, 'POST', '/api/drivers/app-accounts', { driverIds: theirs, active: true })).status,
    ).toBe(200);

    const refused = await api(own.users.admin, 'POST', '/api/drivers/app-accounts', {
      driverIds: [free1, anna, free2, bo],
      active: true,
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'organisation-data:usernameTakenBy',
      message: `User names are already taken: anna.virta-${tag}, bo.berg-${tag}`,
      fields: [
        { path: 'driverIds.1', message: 'User name is already taken' },
        { path: 'driverIds.3', message: 'User name is already taken' },
      ],
    });
    // All or nothing: the free drivers were not switched on either.
    for (const id of [free1, free2])
      expect((await api(own.users.admin, 'GET', `/api/drivers/${id}`)).body).toMatchObject({ appAccountActive: false });

    const finnish = await api(
      own.users.admin,
      'POST',
      '/api/drivers/app-accounts',
      { driverIds: [bo], active: true },
      'fi',
    );
    expect(finnish.body).toMatchObject({
      message: `Käyttäjätunnus on jo käytössä: bo.berg-${tag}`,
      fields: [{ path: 'driverIds.0', message: 'Käyttäjätunnus on jo käytössä' }],
    });
    const swedish = await api(
      own.users.admin,
      'POST',
      '/api/drivers/app-accounts',
      { driverIds: [bo], active: true },
      'sv',
    );
    expect(swedish.body.message).toBe(`Användarnamnet är redan upptaget: bo.berg-${tag}`);
  });

  it('name the driver when another organisation claims the username between the check and the save', async () => {
    const other = await createTenant(t.context);
    const tag = other.organisationId.slice(0, 6);
    const free = (
      await api(own.users.admin, 'POST', '/api/drivers', {
        firstName: 'Free',
        lastName: 'Race',
        username: `race.free-${tag}`,
      })
    ).body.id!;
    const mine = (
      await api(own.users.admin, 'POST', '/api/drivers', {
        firstName: 'Race',
        lastName: 'Race',
        username: `race-${tag}`,
      })
    ).body.id!;
    const theirs = (
      await api(other.users.admin, 'POST', '/api/drivers', {
        firstName: 'Race',
        lastName: 'Race',
        username: `race-${tag}`,
      })
    ).body.id!;
    await api(other.users.admin, 'POST', '/api/drivers/app-accounts', { driverIds: [theirs], active: true });

    // The check runs before the other save commits: it sees no owner, the sign-in name key refuses.
    vi.spyOn(signInNamesLookup, 'taken').mockResolvedValueOnce(new Set());
    const refused = await api(own.users.admin, 'POST', '/api/drivers/app-accounts', {
      driverIds: [free, mine],
      active: true,
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      message: `User name is already taken: race-${tag}`,
      fields: [{ path: 'driverIds.1', message: 'User name is already taken' }],
    });
    expect((await api(own.users.admin, 'GET', `/api/drivers/${free}`)).body).toMatchObject({ appAccountActive: false });
  });

  it('keep answering other requests while a batch of new accounts gets its passwords', async () => {
    const tenant = await createTenant(t.context);
    const tag = tenant.organisationId.slice(0, 6);
    const ids: string[] = [];
    for (let n = 0; n < 30; n += 1)
      ids.push(
        (
          await api(tenant.users.admin, 'POST', '/api/drivers', {
            firstName: 'Batch',
            lastName: `Driver ${n}`,
            username: `batch${n}-${tag}`,
          })
        ).body.id!,
      );

    const finished: string[] = [];
    const activation = api(tenant.users.admin, 'POST', '/api/drivers/app-accounts', {
      driverIds: ids,
      active: true,
    }).then((response) => {
      finished.push('activation');
      return response;
    });
    // About 30 × 50 ms of hashing: a list asked meanwhile is answered before the batch is.
    await new Promise((resolve) => setTimeout(resolve, 150));
    const list = await api(tenant.users.user, 'GET', '/api/drivers');
    finished.push('list');
    expect(list.status).toBe(200);
    const activated = await activation;
    expect(activated.status).toBe(200);
    expect(finished).toEqual(['list', 'activation']);
    expect(
      (activated.body as unknown as { generatedPassword: string }[]).every(
        (result) => result.generatedPassword.length >= 12,
      ),
    ).toBe(true);
  });

  it("read only the taken names of other organisations, and never count a driver's own account as taken", async () => {
    const other = await createTenant(t.context);
    const tag = other.organisationId.slice(0, 6);
    const mine = (
      await api(own.users.admin, 'POST', '/api/drivers', { firstName: 'Own', lastName: 'Name', username: `own-${tag}` })
    ).body.id!;
    const theirs = (
      await api(other.users.admin, 'POST', '/api/drivers', {
        firstName: 'Their',
        lastName: 'Name',
        username: `their-${tag}`,
      })
    ).body.id!;
    await api(own.users.admin, 'POST', '/api/drivers/app-accounts', { driverIds: [mine], active: true });
    await api(other.users.admin, 'POST', '/api/drivers/app-accounts', { driverIds: [theirs], active: true });
    const ownUserId = (await withTenant(t.context.database.db, own.organisationId, (tx) =>
      driversRepository.find(tx, own.organisationId, mine),
    ))!.user_id;

    const taken = await withSystem(t.context.database.db, (tx) =>
      signInNamesLookup.taken(tx, own.organisationId, [
        { username: `own-${tag}`, userId: ownUserId },
        { username: `their-${tag}`, userId: null },
        { username: `free-${tag}`, userId: null },
      ]),
    );
    expect(taken).toEqual(new Set([`their-${tag}`]));
  });
});
