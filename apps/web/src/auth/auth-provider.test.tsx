import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../app/app';
import { resources } from '@rahti/i18n/all';
import { createI18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { fakeFetch, jsonResponse } from '../test/fake-fetch';
import { fakeUserManager, oidcUser } from '../test/fake-user-manager';
import { testAccount } from '../test/fixtures';
import type { SigninRedirectArgs, User, UserManager } from 'oidc-client-ts';
import { storedUserKey } from './oidc-settings';

const account = testAccount({ role: 'Admin' });

type Fake = ReturnType<typeof fakeUserManager>;

function startApp(
  path: string,
  stored: User | null,
  handlers: Record<string, unknown> = {},
  configure?: (fake: Fake) => void,
) {
  window.history.pushState({}, '', path);
  vi.stubGlobal(
    'fetch',
    fakeFetch({ 'GET /api/account/me': account, 'GET /api/organisation/features': account.features, ...handlers }),
  );
  const fake = fakeUserManager(stored);
  configure?.(fake);
  render(<App i18n={createI18n('en', resources)} queryClient={createQueryClient()} userManager={fake.userManager} />);
  return { ...fake, user: userEvent.setup() };
}

describe('session', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('keeps a stored session over a reload', async () => {
    startApp('/dashboard', oidcUser());
    expect(await screen.findByRole('heading', { level: 1, name: 'Kuljetus Virtanen Oy' })).toBeTruthy();
  });

  it("shows a returning user's page before the sign-in library has arrived, with the stored token", async () => {
    const stored = oidcUser(3600);
    localStorage.setItem(storedUserKey(window.location.origin), stored.toStorageString());
    window.history.pushState({}, '', '/dashboard');
    const sentTokens: (string | null)[] = [];
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'GET /api/account/me': (init?: RequestInit) => {
          sentTokens.push(new Headers(init?.headers).get('Authorization'));
          return account;
        },
        'GET /api/organisation/features': account.features,
      }),
    );
    const neverArrives = new Promise<UserManager>(() => undefined);
    render(<App i18n={createI18n('en', resources)} queryClient={createQueryClient()} userManager={neverArrives} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kuljetus Virtanen Oy' })).toBeTruthy();
    expect(sentTokens[0]).toBe(`Bearer ${stored.access_token}`);
  });

  it('starts sign-in from the welcome page and returns to the calculations', async () => {
    const { user, manager } = startApp('/', null);
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(manager.signinRedirect).toHaveBeenCalledWith(
      expect.objectContaining({ state: { returnTo: '/calculations' } }),
    );
  });

  it('opens the sign-in pages in the language picked on the welcome page, saving nothing while signed out', async () => {
    const puts: string[] = [];
    const { user, manager } = startApp('/', null, { 'PUT /api/account/me': () => puts.push('saved') });
    await user.click(await screen.findByRole('button', { name: 'Language: English' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Suomi' }));
    await user.click(await screen.findByRole('button', { name: 'Kirjaudu sisään' }));
    expect(manager.signinRedirect).toHaveBeenCalledWith(expect.objectContaining({ ui_locales: 'fi' }));
    expect(puts).toEqual([]);
  });

  it("applies the account's saved language after sign-in, over a language picked before it", async () => {
    localStorage.setItem('rahti.language', 'sv');
    startApp(
      '/oidc-callback',
      null,
      { 'GET /api/account/me': testAccount({ displayLanguage: 'fi' }) },
      ({ manager }) => {
        manager.signinRedirectCallback.mockImplementation(async () => oidcUser());
      },
    );
    expect(await screen.findByRole('button', { name: 'Kieli: Suomi' })).toBeTruthy();
    expect(localStorage.getItem('rahti.language')).toBe('fi');
  });

  it('remembers the page an anonymous user asked for', async () => {
    // The redirect starts in an effect, which React may run after the text is on screen: wait
    // for the redirect itself rather than for the text.
    let redirected: Promise<SigninRedirectArgs | undefined> | undefined;
    startApp('/organisation?tab=users', null, {}, ({ manager }) => {
      redirected = new Promise((resolve) =>
        manager.signinRedirect.mockImplementation(async (args) => {
          resolve(args);
          return undefined;
        }),
      );
    });
    expect(await screen.findByText('Taking you to sign-in…')).toBeTruthy();
    expect(await redirected).toMatchObject({ state: { returnTo: '/organisation?tab=users' } });
  });

  it('says the session has expired when a stored token cannot be renewed', async () => {
    startApp('/dashboard', oidcUser(-60));
    expect(await screen.findByRole('heading', { name: 'Your session has expired' })).toBeTruthy();
  });

  it('renews a stored expired token with the refresh token instead of ending the session', async () => {
    const stored = oidcUser(-60);
    startApp('/dashboard', stored, {}, ({ manager, emit }) => {
      // oidc-client-ts raises "expired" as soon as it reads an expired stored user.
      manager.getUser.mockImplementation(async () => {
        queueMicrotask(() => emit('accessTokenExpired'));
        return stored;
      });
      manager.signinSilent.mockImplementation(async () => oidcUser(3600));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kuljetus Virtanen Oy' })).toBeTruthy();
    expect(screen.queryByText('Your session has expired')).toBeNull();
  });

  it('says the session has expired when silent renew fails later', async () => {
    const { emit } = startApp('/dashboard', oidcUser());
    await screen.findByRole('heading', { level: 1, name: 'Kuljetus Virtanen Oy' });
    act(() => emit('silentRenewError', new Error('invalid_grant')));
    expect(await screen.findByRole('heading', { name: 'Your session has expired' })).toBeTruthy();
  });

  it('says the session has expired when the API answers 401', async () => {
    startApp('/dashboard', oidcUser(), {
      'GET /api/account/me': jsonResponse(
        { statusCode: 401, code: 'unauthorized', message: 'Sign in to continue' },
        401,
      ),
    });
    expect(await screen.findByRole('heading', { name: 'Your session has expired' })).toBeTruthy();
  });

  it('signs out: clears local storage except saved headers and ends the provider session', async () => {
    const { user, manager } = startApp('/dashboard', oidcUser());
    localStorage.setItem('rahti.headers.users', '["email"]');
    localStorage.setItem('rahti.language', 'fi');
    await user.click(await screen.findByRole('button', { name: 'User menu' }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Sign out' }));
    expect(manager.signoutRedirect).toHaveBeenCalledWith({ id_token_hint: 'id-token-1' });
    expect(localStorage.getItem('rahti.headers.users')).toBe('["email"]');
    expect(localStorage.getItem('rahti.language')).toBeNull();
  });
});
