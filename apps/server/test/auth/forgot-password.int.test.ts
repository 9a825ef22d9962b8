import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../src/db/tenant';
import { createTenant, TEST_PASSWORD, type TestTenant } from '../helpers/tenants';
import { startMailCatcher } from '../helpers/mail-catcher';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { Browser, refresh, signInWithPassword, startSignIn, toPath, visibleText } from './oidc-browser';

type MailCatcher = Awaited<ReturnType<typeof startMailCatcher>>;

let t: TestApp;
let catcher: MailCatcher;
let tenant: TestTenant;
let clock = new Date('2026-03-02T08:00:00Z');
let addresses = 0;

beforeAll(async () => {
  catcher = await startMailCatcher();
  t = await createTestApp({
    config: { smtpUrl: catcher.url, mailFrom: 'Rahti <no-reply@test.example>' },
    now: () => clock,
  });
  tenant = await createTenant(t.context);
});
afterAll(async () => {
  await t.close();
  await catcher.close();
});

/** A browser at its own address, so the per-address throttle of one test leaves the others alone. */
function newBrowser(app = t.app): Browser {
  const browser = new Browser(app);
  addresses += 1;
  browser.extraHeaders = { 'x-forwarded-for': `192.0.2.${addresses}` };
  return browser;
}

/** From the sign-in page, through its "Forgot your password?" link, to the forgot-password page. */
async function openForgotPage(browser: Browser, extra?: Record<string, string>) {
  const { page } = await startSignIn(browser, extra ? { extra } : {});
  const href = /<a href="([^"]+\/forgot-password)">/.exec(page.body)?.[1];
  expect(href).toBeTruthy();
  const forgot = await browser.get(href ?? '');
  return { forgot, url: href ?? '' };
}

async function askForLink(login: string, browser = newBrowser()) {
  const { url } = await openForgotPage(browser);
  return browser.post(url, { login });
}

const linkIn = (text: string) => toPath(/http:\/\/localhost:3000\/oidc\/reset-password\?\S+/.exec(text)?.[0] ?? '');
const actionOf = (html: string) =>
  (/<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? '').replaceAll('&amp;', '&');

describe('forgot password, with mail', () => {
  it('is linked from the sign-in page and asks for the sign-in name, labelled', async () => {
    const { forgot } = await openForgotPage(newBrowser());
    expect(forgot.statusCode).toBe(200);
    expect(visibleText(forgot.body)).toContain('Forgot your password?');
    expect(forgot.body).toMatch(/<label for="field-login">Email or username<\/label>/);
    expect(visibleText(forgot.body)).toContain('Back to sign-in');
  });

  it('mails a link that sets a new password once', async () => {
    const person = tenant.users.user;
    const before = await signInWithPassword(t.app, person.email, TEST_PASSWORD);
    const answer = await askForLink(person.email.toUpperCase());
    expect(answer.statusCode).toBe(200);
    expect(visibleText(answer.body)).toContain(
      'If an account with that name exists, a link for choosing a new password has been sent',
    );

    const mail = await catcher.waitFor(person.email);
    expect(mail.subject).toBe('Choose a new password for Rahti');
    expect(mail.text).toContain('The link works once and expires in one hour.');
    const link = linkIn(mail.text);
    expect(link).toMatch(/token=[\w-]{43}&ui_locales=en$/);

    const browser = newBrowser();
    const page = await browser.get(link);
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<label for="field-password">New password<\/label>/);

    const weak = await browser.post(actionOf(page.body), { password: 'short', confirmPassword: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.body).toMatch(/aria-describedby="field-password-hint field-password-error"/);
    expect(weak.body).toMatch(/id="field-password-error">Please enter at least 6 characters</);

    const done = await browser.post(actionOf(page.body), { password: 'Found-2026!', confirmPassword: 'Found-2026!' });
    expect(done.statusCode).toBe(200);
    expect(visibleText(done.body)).toContain('Your password has been changed. Sign in with your new password.');
    // Whoever was signed in with the old password is signed out.
    expect((await refresh(t.app, 'web', before.refresh_token ?? '')).statusCode).toBe(400);
    await signInWithPassword(t.app, person.email, 'Found-2026!');

    const again = await browser.get(link);
    expect(again.statusCode).toBe(410);
    expect(visibleText(again.body)).toContain('This link has already been used.');
    const reused = await browser.post(actionOf(page.body), { password: 'Other-2026!', confirmPassword: 'Other-2026!' });
    expect(reused.statusCode).toBe(410);
    await signInWithPassword(t.app, person.email, 'Found-2026!');
  });

  it('answers the same for an unknown name and sends nothing', async () => {
    const known = await askForLink(tenant.users.superuser.email);
    const unknown = await askForLink('nobody.here@test.example');
    expect(unknown.statusCode).toBe(known.statusCode);
    const withoutUids = (html: string) => visibleText(html).replace(/interaction\/[\w-]+/g, '');
    expect(withoutUids(unknown.body)).toBe(withoutUids(known.body));
    await catcher.waitFor(tenant.users.superuser.email);
    expect(catcher.to('nobody.here@test.example')).toHaveLength(0);
  });

  it('expires a link after an hour', async () => {
    const other = await createTenant(t.context);
    await askForLink(other.users.admin.email);
    const link = linkIn((await catcher.waitFor(other.users.admin.email)).text);

    clock = new Date(clock.getTime() + 59 * 60 * 1000);
    expect((await newBrowser().get(link)).statusCode).toBe(200);
    clock = new Date(clock.getTime() + 2 * 60 * 1000);
    const expired = await newBrowser().get(link);
    expect(expired.statusCode).toBe(410);
    expect(visibleText(expired.body)).toContain('This link has expired');
    await signInWithPassword(t.app, other.users.admin.email, TEST_PASSWORD);
  });

  it('replaces a temporary password too: the next sign-in asks for nothing more', async () => {
    const other = await createTenant(t.context);
    const person = other.users.superuser;
    const set = await t.app.inject({
      method: 'PUT',
      url: `/api/organisation/${other.organisationId}/users/${person.id}/temporary-password`,
      headers: other.users.admin.headers,
      payload: { password: 'Temp-2026!', confirmPassword: 'Temp-2026!' },
    });
    expect(set.statusCode).toBe(204);
    await askForLink(person.email);
    const browser = newBrowser();
    const link = linkIn((await catcher.waitFor(person.email)).text);
    const page = await browser.get(link);
    await browser.post(actionOf(page.body), { password: 'Own-2026!', confirmPassword: 'Own-2026!' });
    await signInWithPassword(t.app, person.email, 'Own-2026!');
  });

  it('says a made-up link is not valid', async () => {
    const response = await newBrowser().get('/oidc/reset-password?token=made-up');
    expect(response.statusCode).toBe(404);
    expect(visibleText(response.body)).toContain('This link is not valid.');
  });

  it("mails in the account's language and opens the page in it", async () => {
    const swedish = await createTenant(t.context);
    const email = swedish.users.user.email;
    await withSystem(t.database.db, (tx) =>
      tx.updateTable('users').set({ display_language: 'sv' }).where('id', '=', swedish.users.user.id).execute(),
    );
    await askForLink(email);
    const mail = await catcher.waitFor(email);
    expect(mail.text).toContain('Länken fungerar en gång och går ut om en timme.');
    const page = await newBrowser().get(linkIn(mail.text));
    expect(page.body).toContain('<html lang="sv"');
    expect(visibleText(page.body)).toContain('Välj ett nytt lösenord');
  });

  it('throttles requests from one address and mails one account at most three links an hour', async () => {
    const victim = await createTenant(t.context);
    const email = victim.users.admin.email;
    const browser = newBrowser();
    const { url } = await openForgotPage(browser);
    for (let request = 1; request <= 5; request += 1) {
      expect((await browser.post(url, { login: email })).statusCode).toBe(200);
    }
    const refused = await browser.post(url, { login: email });
    expect(refused.statusCode).toBe(429);
    expect(visibleText(refused.body)).toContain('Too many requests. Try again in 15 minutes.');

    await catcher.waitFor(email, 3);
    await new Promise((r) => setTimeout(r, 300));
    expect(catcher.to(email)).toHaveLength(3);
  });
});

describe('forgot password, without mail (no SMTP_URL)', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createTestApp();
  });
  afterAll(() => plain.close());

  it("says to ask the organisation's Admin, in the page's language, and sends nothing", async () => {
    const browser = new Browser(plain.app);
    const { forgot, url } = await openForgotPage(browser, { ui_locales: 'fi' });
    expect(forgot.body).toContain('<html lang="fi"');
    expect(visibleText(forgot.body)).toContain(
      'Pyydä organisaatiosi pääkäyttäjää asettamaan sinulle uusi väliaikainen salasana.',
    );
    expect(forgot.body).not.toContain('<form');
    const posted = await browser.post(url, { login: 'someone@test.example', lang: 'fi' });
    expect(visibleText(posted.body)).toContain('Pyydä organisaatiosi pääkäyttäjää');
    expect(catcher.mails.filter((mail) => mail.to.includes('someone@test.example'))).toHaveLength(0);
  });

  it('says it in Swedish too', async () => {
    const { forgot } = await openForgotPage(new Browser(plain.app), { ui_locales: 'sv' });
    expect(visibleText(forgot.body)).toContain(
      'Be din organisations administratör att ställa in ett nytt tillfälligt lösenord åt dig.',
    );
  });
});
