import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_THROTTLE_PRUNE_JOB } from '../../src/auth/password-throttle/password-throttle';
import { withSystem } from '../../src/db/tenant';
import { JOB_HANDLERS } from '../../src/job-handlers';
import { createTenant, TEST_PASSWORD, type TestTenant } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { authorize, Browser, codeFrom, exchangeCode, startSignIn, submitSignIn, visibleText } from './oidc-browser';

let t: TestApp;
let tenant: TestTenant;
let clock = new Date('2026-03-02T08:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  tenant = await createTenant(t.context);
  // The plain User drives and has no staff role: a driver-only account.
  await withSystem(t.database.db, (tx) =>
    tx.updateTable('users').set({ is_driver: true }).where('id', '=', tenant.users.user.id).execute(),
  );
});
afterAll(() => t.close());

const alertText = (html: string) =>
  visibleText(/<div class="alert" role="alert"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '');

/**
 * A client address of this file's own (the app believes X-Forwarded-For from this machine, as
 * TRUST_PROXY's default does): the suites share a database, and an address's count with it.
 */
const newAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const HOME = newAddress();

function browserAt(address = HOME) {
  const browser = new Browser(t.app);
  browser.extraHeaders['x-forwarded-for'] = address;
  return browser;
}

async function tryPassword(email: string, password: string, clientId: 'web' | 'driver' = 'web', address = HOME) {
  const browser = browserAt(address);
  const { request, pageUrl } = await startSignIn(browser, { clientId });
  const response = await browser.post(pageUrl, { login: email, password });
  return { browser, request, response };
}

describe('the sign-in page', () => {
  it('is labelled, in the requested language, with a language switcher and a registration link', async () => {
    const { page } = await startSignIn(new Browser(t.app), { extra: { ui_locales: 'fi' } });
    expect(page.body).toContain('<html lang="fi"');
    expect(page.body).toMatch(/<label for="field-login">Sähköposti tai käyttäjätunnus<\/label>/);
    expect(page.body).toMatch(/<label for="field-password">Salasana<\/label>/);
    expect(visibleText(page.body)).toContain('Rekisteröi uusi organisaatio');
    expect(page.body).toMatch(/href="[^"]*ui_locales=sv"[^>]*>Svenska</);
    expect(page.body).toContain('aria-live');
  });

  it('follows the browser language, and a picked language is remembered', async () => {
    const browser = new Browser(t.app);
    browser.acceptLanguage = 'sv-SE,sv;q=0.9';
    const { page, pageUrl } = await startSignIn(browser);
    expect(page.body).toContain('<html lang="sv"');
    expect(visibleText(page.body)).toContain('Logga in på Rahti');

    const switched = await browser.get(`${pageUrl}?ui_locales=en`);
    expect(switched.body).toContain('<html lang="en"');
    expect(browser.hasCookie('rahti_lang')).toBe(true);

    const next = await startSignIn(browser);
    expect(next.page.body).toContain('<html lang="en"');
  });

  it('offers no registration to the driver app', async () => {
    const { page } = await startSignIn(new Browser(t.app), { clientId: 'driver' });
    expect(visibleText(page.body)).toContain('Sign in to the Rahti driver app');
    expect(visibleText(page.body)).not.toContain('Register a new organisation');
  });
});

describe('wrong credentials', () => {
  it('says the same for a wrong password and an unknown email', async () => {
    const wrong = await tryPassword(tenant.users.admin.email, 'Wrong-pass1!');
    expect(wrong.response.statusCode).toBe(401);
    expect(alertText(wrong.response.body)).toBe('Wrong email or password');
    expect(wrong.response.body).toContain(`value="${tenant.users.admin.email}"`);

    const unknown = await tryPassword('nobody@test.example', TEST_PASSWORD);
    expect(alertText(unknown.response.body)).toBe('Wrong email or password');
  });

  it('refuses a correct password after five failures in a row, for a growing while', async () => {
    const victim = await createTenant(t.context);
    const email = victim.users.admin.email;
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const { response } = await tryPassword(email, `Wrong-${attempt}!a`);
      expect(alertText(response.body)).toBe('Wrong email or password');
    }

    const refused = await tryPassword(email, TEST_PASSWORD);
    expect(refused.response.statusCode).toBe(429);
    expect(alertText(refused.response.body)).toBe('Too many failed sign-in attempts. Try again in 30 seconds.');

    clock = new Date(clock.getTime() + 31_000);
    const sixth = await tryPassword(email, 'Wrong-6!a');
    expect(alertText(sixth.response.body)).toBe('Wrong email or password');
    const longer = await tryPassword(email, TEST_PASSWORD);
    expect(alertText(longer.response.body)).toBe('Too many failed sign-in attempts. Try again in 60 seconds.');

    clock = new Date(clock.getTime() + 61_000);
    const allowed = await tryPassword(email, TEST_PASSWORD);
    expect(allowed.response.statusCode).toBe(303);

    // The success reset the count: one more failure is an ordinary one.
    const afterReset = await tryPassword(email, 'Wrong-7!a');
    expect(alertText(afterReset.response.body)).toBe('Wrong email or password');
    const stillAllowed = await tryPassword(email, TEST_PASSWORD);
    expect(stillAllowed.response.statusCode).toBe(303);
  });

  it('tells the wait in Finnish on a Finnish page', async () => {
    const victim = await createTenant(t.context);
    const browser = browserAt();
    const { pageUrl } = await startSignIn(browser, { extra: { ui_locales: 'fi' } });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await browser.post(pageUrl, { login: victim.users.admin.email, password: 'Wrong-1!a', lang: 'fi' });
    }
    const refused = await browser.post(pageUrl, {
      login: victim.users.admin.email,
      password: TEST_PASSWORD,
      lang: 'fi',
    });
    expect(alertText(refused.body)).toBe(
      'Liian monta epäonnistunutta kirjautumisyritystä. Yritä uudelleen 30 sekunnin kuluttua.',
    );
  });
});

describe('the throttle, per account and address and per address', () => {
  /** One sign-in page from `address`, sent wrong passwords again and again as a guesser would. */
  async function guesserAt(address: string) {
    const browser = browserAt(address);
    const { pageUrl } = await startSignIn(browser);
    return async (login: string, password: string) => (await browser.post(pageUrl, { login, password })).statusCode;
  }
  const wrongTimes = async (email: string, times: number, address: string) => {
    const guess = await guesserAt(address);
    for (let attempt = 1; attempt <= times; attempt += 1) expect(await guess(email, `Wrong-${attempt}!a`)).toBe(401);
  };

  it("does not keep the owner out from another address because of someone else's guesses", async () => {
    const victim = await createTenant(t.context);
    const email = victim.users.admin.email;
    const attacker = newAddress();
    await wrongTimes(email, 5, attacker);
    const fromAttacker = await tryPassword(email, TEST_PASSWORD, 'web', attacker);
    expect(fromAttacker.response.statusCode).toBe(429);

    const fromHome = await tryPassword(email, TEST_PASSWORD, 'web', newAddress());
    expect(fromHome.response.statusCode).toBe(303);
    // The owner's sign-in does not lift the wait of the attacker's address.
    expect((await tryPassword(email, TEST_PASSWORD, 'web', attacker)).response.statusCode).toBe(429);
  });

  // 34 password checks (scrypt) on two shared cores: more time than one test usually takes.
  it(
    'lets one address guess 30 wrong passwords across accounts, then makes it wait, whatever the account',
    { timeout: 90_000 },
    async () => {
      const address = newAddress();
      const tenants = await Promise.all([1, 2, 3].map(() => createTenant(t.context)));
      const accounts = tenants.flatMap((tenant) => [
        tenant.users.admin.email,
        tenant.users.superuser.email,
        tenant.users.user.email,
      ]);
      // Three wrong passwords on each of nine accounts stay under each account's own count…
      const guess = await guesserAt(address);
      for (const [index, email] of [...accounts, ...accounts, ...accounts].entries())
        expect(await guess(email, `Wrong-${index}!a`)).toBe(401);
      for (const index of [1, 2, 3]) expect(await guess('nobody.here@test.example', `Wrong-${index}!a`)).toBe(401);
      // …but the address has had its 30.
      const fresh = await createTenant(t.context);
      const refused = await tryPassword(fresh.users.admin.email, TEST_PASSWORD, 'web', address);
      expect(refused.response.statusCode).toBe(429);
      expect(alertText(refused.response.body)).toBe('Too many failed sign-in attempts. Try again in 2 minutes.');
      expect((await tryPassword(fresh.users.admin.email, TEST_PASSWORD, 'web', newAddress())).response.statusCode).toBe(
        303,
      );

      // The bucket empties by one every two minutes: then one more attempt fits.
      clock = new Date(clock.getTime() + 120_000);
      expect((await tryPassword(fresh.users.admin.email, TEST_PASSWORD, 'web', address)).response.statusCode).toBe(303);
    },
  );

  it('answers a name no one has as it answers an account, so the throttle tells no one which names exist', async () => {
    const address = newAddress();
    await wrongTimes('no.such.person@test.example', 5, address);
    const unknown = await tryPassword('no.such.person@test.example', TEST_PASSWORD, 'web', address);
    expect(unknown.response.statusCode).toBe(429);
    expect(alertText(unknown.response.body)).toBe('Too many failed sign-in attempts. Try again in 30 seconds.');
  });

  it('counts attempts sent at once one after the other: five wrong, the rest wait', async () => {
    const victim = await createTenant(t.context);
    const address = newAddress();
    const pages = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const browser = browserAt(address);
        const { pageUrl } = await startSignIn(browser);
        return { browser, pageUrl };
      }),
    );
    const answers = await Promise.all(
      pages.map(({ browser, pageUrl }, index) =>
        browser.post(pageUrl, { login: victim.users.admin.email, password: `Wrong-${index}!a` }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  });

  it('is kept in the database: another server process on it sees the same count', async () => {
    const victim = await createTenant(t.context);
    const address = newAddress();
    await wrongTimes(victim.users.admin.email, 5, address);
    const second = await createTestApp({ database: t.database, now: () => clock });
    try {
      const browser = new Browser(second.app);
      browser.extraHeaders['x-forwarded-for'] = address;
      const { pageUrl } = await startSignIn(browser);
      expect(
        (await browser.post(pageUrl, { login: victim.users.admin.email, password: TEST_PASSWORD })).statusCode,
      ).toBe(429);
    } finally {
      await second.close();
    }
  });

  it('forgets the counts of an address a day quiet', async () => {
    const victim = await createTenant(t.context);
    const address = newAddress();
    await wrongTimes(victim.users.admin.email, 5, address);
    clock = new Date(clock.getTime() + 25 * 3_600_000);
    await JOB_HANDLERS[SIGN_IN_THROTTLE_PRUNE_JOB]!(
      {
        id: 'prune',
        kind: SIGN_IN_THROTTLE_PRUNE_JOB,
        key: SIGN_IN_THROTTLE_PRUNE_JOB,
        organisationId: null,
        payload: {},
        attempts: 0,
      },
      t.context,
    );
    // Counted afresh: five free wrong passwords again, then the first wait of 30 seconds.
    await wrongTimes(victim.users.admin.email, 5, address);
    expect(alertText((await tryPassword(victim.users.admin.email, TEST_PASSWORD, 'web', address)).response.body)).toBe(
      'Too many failed sign-in attempts. Try again in 30 seconds.',
    );
  });
});

describe('TRUST_PROXY', () => {
  it("counts by the proxy's X-Forwarded-For only from a proxy it trusts", async () => {
    const victim = await createTenant(t.context);
    const attempt = async (app: TestApp, forwardedFor: string, password: string) => {
      const browser = new Browser(app.app);
      browser.extraHeaders['x-forwarded-for'] = forwardedFor;
      const { pageUrl } = await startSignIn(browser);
      return (await browser.post(pageUrl, { login: victim.users.user.email, password })).statusCode;
    };
    // Not trusting the proxy, every request is the connection's own address, whatever it claims.
    const untrusting = await createTestApp({ database: t.database, now: () => clock, config: { trustProxy: false } });
    try {
      for (let attempt_ = 1; attempt_ <= 5; attempt_ += 1)
        expect(await attempt(untrusting, newAddress(), `Wrong-${attempt_}!a`)).toBe(401);
      expect(await attempt(untrusting, newAddress(), TEST_PASSWORD)).toBe(429);
    } finally {
      await untrusting.close();
    }
    // Trusting it (the default: a proxy on this machine), each forwarded address has its own count.
    const forwarded = newAddress();
    for (let attempt_ = 1; attempt_ <= 5; attempt_ += 1)
      expect(await attempt(t, forwarded, `Wrong-${attempt_}!a`)).toBe(401);
    expect(await attempt(t, forwarded, TEST_PASSWORD)).toBe(429);
    expect(await attempt(t, newAddress(), TEST_PASSWORD)).toBe(303);
  });
});

describe('the right app for the account', () => {
  it('sends a driver-only account to the driver app', async () => {
    const { response } = await tryPassword(tenant.users.user.email, TEST_PASSWORD, 'web');
    expect(response.statusCode).toBe(403);
    expect(alertText(response.body)).toBe('This account signs in to the driver app');
  });

  it('lets the driver sign in to the driver app', async () => {
    const { browser, request, response } = await tryPassword(tenant.users.user.email, TEST_PASSWORD, 'driver');
    const landed = await browser.follow(response);
    const tokens = await exchangeCode(t.app, request, codeFrom(landed, request));
    const identity = await t.context.accessTokens.verify(tokens.body.access_token);
    expect(identity).toMatchObject({ userId: tenant.users.user.id, clientId: 'driver' });
  });

  it('refuses a staff account in the driver app', async () => {
    const { response } = await tryPassword(tenant.users.admin.email, TEST_PASSWORD, 'driver');
    expect(alertText(response.body)).toBe("This account is not a driver's account");
  });

  it('asks for sign-in again when the session belongs to an account the app refuses', async () => {
    const browser = new Browser(t.app);
    const { pageUrl } = await startSignIn(browser, { clientId: 'driver' });
    await submitSignIn(browser, pageUrl, tenant.users.user.email, TEST_PASSWORD);

    const { response } = await authorize(browser, { clientId: 'web' });
    expect(response.statusCode).toBe(303);
    expect(String(response.headers.location)).toMatch(/\/oidc\/interaction\//);
  });
});
