import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, TEST_PASSWORD, type TestTenant } from '../helpers/tenants';
import type { TestApp } from '../helpers/test-app';
import {
  Browser,
  codeFrom,
  exchangeCode,
  refresh,
  signInWithPassword,
  startSignIn,
  visibleText,
} from '../auth/oidc-browser';
import { startTwoOrganisations } from '../helpers/two-organisations';

let t: TestApp;
let own: TestTenant;
let other: TestTenant;

beforeAll(async () => {
  ({ t, own, other } = await startTwoOrganisations());
});
afterAll(() => t.close());

const TEMPORARY = 'Temp-2026!';
const url = (id: string, organisationId = own.organisationId) =>
  `/api/organisation/${organisationId}/users/${id}/temporary-password`;
const body = { password: TEMPORARY, confirmPassword: TEMPORARY };

function setTemporary(
  headers: { authorization: string },
  id: string,
  organisationId = own.organisationId,
  payload: Record<string, string> = body,
) {
  return t.app.inject({ method: 'PUT', url: url(id, organisationId), headers, payload });
}

/** Submits the sign-in form; returns the browser, the request and the page or redirect it answered with. */
async function signIn(login: string, password: string) {
  const browser = new Browser(t.app);
  const { request, pageUrl } = await startSignIn(browser);
  const response = await browser.post(pageUrl, { login, password });
  return { browser, request, pageUrl, response };
}

const actionOf = (html: string) => /<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';
const ticketOf = (html: string) => /name="ticket" value="([^"]+)"/.exec(html)?.[1] ?? '';

describe('an Admin sets a temporary password', () => {
  it('is allowed to an Admin for a user of their own organisation', async () => {
    const response = await setTemporary(own.users.admin.headers, own.users.user.id);
    expect(response.statusCode).toBe(204);
  });

  it('is refused to a Superuser and a User', async () => {
    expect((await setTemporary(own.users.superuser.headers, own.users.user.id)).statusCode).toBe(403);
    expect((await setTemporary(own.users.user.headers, own.users.superuser.id)).statusCode).toBe(403);
  });

  it("does not reach another organisation's user", async () => {
    expect((await setTemporary(own.users.admin.headers, other.users.user.id)).statusCode).toBe(404);
    expect((await setTemporary(own.users.admin.headers, other.users.user.id, other.organisationId)).statusCode).toBe(
      404,
    );
    // The other organisation's user still signs in with their own password.
    await signInWithPassword(t.app, other.users.user.email, TEST_PASSWORD);
  });

  it("applies the spec's password rules and the match check", async () => {
    const weak = await setTemporary(own.users.admin.headers, own.users.superuser.id, own.organisationId, {
      password: 'abc',
      confirmPassword: 'abd',
    });
    expect(weak.statusCode).toBe(400);
    const messages = weak.json().fields.map((f: { message: string }) => f.message);
    expect(messages).toEqual(expect.arrayContaining(['Please enter at least 6 characters', 'Passwords do not match']));
  });
});

describe('signing in with a temporary password', () => {
  it('asks for a new password before the sign-in finishes, and then only the new one works', async () => {
    const tenant = await createTenant(t.context);
    const person = tenant.users.user;
    expect((await setTemporary(tenant.users.admin.headers, person.id, tenant.organisationId)).statusCode).toBe(204);

    const old = await signIn(person.email, TEST_PASSWORD);
    expect(old.response.statusCode).toBe(401);

    const { browser, request, response } = await signIn(person.email, TEMPORARY);
    expect(response.statusCode).toBe(200);
    expect(visibleText(response.body)).toContain(
      'You signed in with a temporary password. Choose your own password to continue.',
    );
    expect(response.body).toMatch(/<label for="field-password">New password<\/label>/);
    const action = actionOf(response.body);
    expect(action).toMatch(/\/new-password$/);
    const ticket = ticketOf(response.body);

    // Mismatch: errors beside the field, linked to it.
    const mismatch = await browser.post(action, { ticket, password: 'Mine-2026!', confirmPassword: 'Mine-2026?' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.body).toMatch(/aria-describedby="field-confirmPassword-error"/);
    expect(mismatch.body).toMatch(/id="field-confirmPassword-error">Passwords do not match</);

    const same = await browser.post(action, { ticket, password: TEMPORARY, confirmPassword: TEMPORARY });
    expect(visibleText(same.body)).toContain('Choose a password different from the temporary one');

    const forged = await browser.post(action, {
      ticket: `${person.id}.9999999999.forged`,
      password: 'Mine-2026!',
      confirmPassword: 'Mine-2026!',
    });
    expect(forged.statusCode).toBe(400);
    expect(visibleText(forged.body)).toContain('Please start again from the app');

    const changed = await browser.post(action, { ticket, password: 'Mine-2026!', confirmPassword: 'Mine-2026!' });
    expect(changed.statusCode).toBe(303);
    const landed = await browser.follow(changed);
    const tokens = await exchangeCode(t.app, request, codeFrom(landed, request));
    expect(tokens.statusCode).toBe(200);

    expect((await signIn(person.email, TEMPORARY)).response.statusCode).toBe(401);
    expect((await signIn(person.email, TEST_PASSWORD)).response.statusCode).toBe(401);
    await signInWithPassword(t.app, person.email, 'Mine-2026!');
  });

  it('shows the new-password step in the language of the sign-in page', async () => {
    const tenant = await createTenant(t.context);
    await setTemporary(tenant.users.admin.headers, tenant.users.superuser.id, tenant.organisationId);
    const browser = new Browser(t.app);
    const { pageUrl } = await startSignIn(browser, { extra: { ui_locales: 'sv' } });
    const response = await browser.post(pageUrl, {
      login: tenant.users.superuser.email,
      password: TEMPORARY,
      lang: 'sv',
    });
    expect(response.body).toContain('<html lang="sv"');
    expect(visibleText(response.body)).toContain('Välj ett nytt lösenord');
  });

  it('ends the sign-ins from before the temporary password, also after the user chose a new one', async () => {
    const tenant = await createTenant(t.context);
    const person = tenant.users.user;
    const browser = new Browser(t.app);
    const first = await startSignIn(browser);
    const landed = await browser.follow(
      await browser.post(first.pageUrl, { login: person.email, password: TEST_PASSWORD }),
    );
    const before = (await exchangeCode(t.app, first.request, codeFrom(landed, first.request))).body;
    expect(before.refresh_token).toBeTruthy();

    await setTemporary(tenant.users.admin.headers, person.id, tenant.organisationId);
    const refreshed = await refresh(t.app, 'web', before.refresh_token ?? '');
    expect(refreshed.statusCode).toBe(400);
    expect(refreshed.body.error).toBe('invalid_grant');

    // The browser's session is gone too: the app's next authorization shows the sign-in page.
    const again = await startSignIn(browser);
    expect(again.page.body).toMatch(/<label for="field-password">/);
    const step = await browser.post(again.pageUrl, { login: person.email, password: TEMPORARY });
    await browser.post(actionOf(step.body), {
      ticket: ticketOf(step.body),
      password: 'Mine-2026!',
      confirmPassword: 'Mine-2026!',
    });
    expect((await refresh(t.app, 'web', before.refresh_token ?? '')).statusCode).toBe(400);
  });
});
