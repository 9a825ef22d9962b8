import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseSubscriptionFeatures } from '@rahti/domain';
import { createTenant, TEST_PASSWORD } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { Browser, codeFrom, exchangeCode, startSignIn, visibleText } from './oidc-browser';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const fieldError = (html: string, field: string) =>
  visibleText(new RegExp(`<p class="field-error" id="field-${field}-error">([^<]*)</p>`).exec(html)?.[1] ?? '');

/** Each password rule under the field: its message and its state (pending, met or unmet). */
const passwordRules = (html: string) =>
  [...html.matchAll(/<li class="rule" data-state="(\w+)"[^>]*>[\s\S]*?<span>([^<]*)<\/span>/g)].map(
    ([, state, message]) => [visibleText(message ?? ''), state],
  );

async function openRegistration(language?: 'fi' | 'sv') {
  const browser = new Browser(t.app);
  const { request, page, pageUrl } = await startSignIn(browser, language ? { extra: { ui_locales: language } } : {});
  const link = /<a href="([^"]+\/register)"/.exec(page.body)?.[1];
  expect(link).toBe(`${pageUrl}/register`);
  const form = await browser.get(link ?? '');
  return { browser, request, form, url: link ?? '' };
}

describe('registering an organisation', () => {
  it('opens the registration form directly when the web app asks for it (screen_hint=register)', async () => {
    const browser = new Browser(t.app);
    const { page, pageUrl } = await startSignIn(browser, { extra: { screen_hint: 'register' } });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe(`${pageUrl}/register`);
    const form = await browser.get(String(page.headers.location));
    expect(visibleText(form.body)).toContain('Register a new organisation');
  });

  it('creates the organisation on the base subscription with its Admin, signed in', async () => {
    const { browser, request, form, url } = await openRegistration();
    expect(form.statusCode).toBe(200);
    expect(visibleText(form.body)).toContain('Register a new organisation');
    expect(form.body).toMatch(/<option value="EUR" selected>/);

    const email = `Founder.${Date.now()}@Haulage.example`;
    const posted = await browser.post(url, {
      organisationName: 'Pohjolan Kuljetus Oy',
      currency: 'EUR',
      displayName: 'Aino Founder',
      email,
      password: 'Strong-pass1',
      confirmPassword: 'Strong-pass1',
    });
    expect(posted.statusCode).toBe(303);
    const landed = await browser.follow(posted);
    const tokens = await exchangeCode(t.app, request, codeFrom(landed, request));
    expect(tokens.statusCode).toBe(200);

    const identity = await t.context.accessTokens.verify(tokens.body.access_token);
    expect(identity).toMatchObject({ role: 'Admin', language: 'en' });

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/account/me',
      headers: { authorization: `Bearer ${tokens.body.access_token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      organisationName: 'Pohjolan Kuljetus Oy',
      organisationCurrency: 'EUR',
      role: 'Admin',
      displayName: 'Aino Founder',
      username: email.toLowerCase(),
      features: baseSubscriptionFeatures(),
    });

    // The new Admin signs in with the email in any letter case.
    const again = new Browser(t.app);
    const { pageUrl } = await startSignIn(again);
    const signedIn = await again.post(pageUrl, { login: email.toLowerCase(), password: 'Strong-pass1' });
    expect(signedIn.statusCode).toBe(303);
  });

  it('defaults to krona in Swedish and keeps the chosen language for the Admin', async () => {
    const { browser, request, form, url } = await openRegistration('sv');
    expect(form.body).toContain('<html lang="sv"');
    expect(form.body).toMatch(/<option value="SEK" selected>/);
    const posted = await browser.post(url, {
      lang: 'sv',
      organisationName: 'Norrlands Frakt AB',
      currency: 'SEK',
      displayName: 'Sven Grundare',
      email: `sven.${Date.now()}@frakt.example`,
      password: 'Starkt-lösen1',
      confirmPassword: 'Starkt-lösen1',
    });
    const landed = await browser.follow(posted);
    const tokens = await exchangeCode(t.app, request, codeFrom(landed, request));
    const identity = await t.context.accessTokens.verify(tokens.body.access_token);
    expect(identity.language).toBe('sv');
  });

  it("shows each field's problem in Finnish on a Finnish page", async () => {
    const { browser, form, url } = await openRegistration('fi');
    expect(form.body).toContain('<html lang="fi"');
    const posted = await browser.post(url, {
      lang: 'fi',
      organisationName: '',
      currency: 'EUR',
      displayName: 'Aino',
      email: 'not-an-email',
      password: 'Ab1!',
      confirmPassword: 'Ab1!x',
    });
    expect(posted.statusCode).toBe(400);
    expect(fieldError(posted.body, 'organisationName')).toBe('Pakollinen');
    expect(fieldError(posted.body, 'email')).toBe('Anna kelvollinen sähköpostiosoite');
    expect(fieldError(posted.body, 'password')).toBe(
      'Salasana ei täytä kaikkia vaatimuksia. Täyttymättömät vaatimukset on merkitty alla merkillä ✗.',
    );
    expect(passwordRules(posted.body).filter(([, state]) => state === 'unmet')).toEqual([
      ['Anna vähintään 6 merkkiä', 'unmet'],
    ]);
    expect(fieldError(posted.body, 'confirmPassword')).toBe('Salasanat eivät täsmää');
    expect(posted.body).toMatch(/id="field-email"[^>]*value="not-an-email"[^>]*aria-invalid="true"/);
    expect(visibleText(posted.body)).toContain('Korjaa merkityt kentät.');
  });

  /** A registration whose password 'abc' breaks four of the five rules. */
  const weakPasswordForm = (confirmPassword: string) => ({
    organisationName: 'Org',
    currency: 'EUR',
    displayName: 'Aino',
    email: 'aino@example.com',
    password: 'abc',
    confirmPassword,
  });

  it('shows the English messages on an English page', async () => {
    const { browser, url } = await openRegistration();
    const posted = await browser.post(url, weakPasswordForm('abcd'));
    expect(fieldError(posted.body, 'confirmPassword')).toBe('Passwords do not match');
  });

  it('lists every password rule under the field, before any typing', async () => {
    const { form } = await openRegistration();
    expect(passwordRules(form.body)).toEqual([
      ['Please enter at least 6 characters', 'pending'],
      ['Passwords must have at least one non alphanumeric character', 'pending'],
      ["Passwords must have at least one digit ('0'-'9')", 'pending'],
      ["Passwords must have at least one lowercase ('a'-'z')", 'pending'],
      ["Passwords must have at least one uppercase ('A'-'Z')", 'pending'],
    ]);
    expect(form.body).toMatch(/id="field-password"[^>]*aria-describedby="password-rules"/);
    expect(form.body).toMatch(/<ul id="password-rule-list"[^>]*aria-live="polite"/);
  });

  it('names every broken password rule after a submit, in words and not colour alone, without JavaScript', async () => {
    const { browser, url } = await openRegistration();
    const posted = await browser.post(url, weakPasswordForm('abc'));
    expect(posted.statusCode).toBe(400);
    expect(fieldError(posted.body, 'password')).toBe(
      'The password does not meet every rule. The rules not met are marked ✗ below.',
    );
    expect(passwordRules(posted.body)).toEqual([
      ['Please enter at least 6 characters', 'unmet'],
      ['Passwords must have at least one non alphanumeric character', 'unmet'],
      ["Passwords must have at least one digit ('0'-'9')", 'unmet'],
      ["Passwords must have at least one lowercase ('a'-'z')", 'met'],
      ["Passwords must have at least one uppercase ('A'-'Z')", 'unmet'],
    ]);
    const text = visibleText(posted.body);
    expect(text).toMatch(/✗ Please enter at least 6 characters \(not met\)/);
    expect(text).toMatch(/✓ Passwords must have at least one lowercase \('a'-'z'\) \(met\)/);
    expect(posted.body).not.toContain('value="abc"');
  });

  it('refuses an email that is already someone’s user name', async () => {
    const existing = await createTenant(t.context);
    const { browser, url } = await openRegistration();
    const posted = await browser.post(url, {
      organisationName: 'Copycat Oy',
      currency: 'EUR',
      displayName: 'Copy Cat',
      email: existing.users.admin.email.toUpperCase(),
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
    });
    expect(posted.statusCode).toBe(400);
    expect(fieldError(posted.body, 'email')).toBe('User name is already taken');
  });
});
