import { vi } from 'vitest';
import { User, type SigninRedirectArgs, type UserManager } from 'oidc-client-ts';

/** A signed-in user whose access token expires `secondsLeft` from now (negative: already expired). */
export function oidcUser(secondsLeft = 3600, claims: Record<string, unknown> = {}): User {
  const payload = btoa(
    JSON.stringify({ sub: 'u1', Role: 'Admin', OrganisationName: 'Kuljetus Virtanen Oy', ...claims }),
  );
  return new User({
    access_token: `header.${payload}.signature`,
    id_token: 'id-token-1',
    refresh_token: 'refresh-1',
    token_type: 'Bearer',
    profile: { sub: 'u1', iss: 'test', aud: 'web', exp: 0, iat: 0 },
    expires_at: Math.floor(Date.now() / 1000) + secondsLeft,
  });
}

/** Just enough of oidc-client-ts' UserManager for the AuthProvider, with the stored user given. */
export function fakeUserManager(stored: User | null) {
  const listeners = new Map<string, ((...args: unknown[]) => void)[]>();
  const on = (name: string) => (fn: (...args: unknown[]) => void) =>
    listeners.set(name, [...(listeners.get(name) ?? []), fn]);
  const off = (name: string) => (fn: (...args: unknown[]) => void) =>
    listeners.set(
      name,
      (listeners.get(name) ?? []).filter((f) => f !== fn),
    );
  const manager = {
    events: {
      addUserLoaded: on('userLoaded'),
      removeUserLoaded: off('userLoaded'),
      addSilentRenewError: on('silentRenewError'),
      removeSilentRenewError: off('silentRenewError'),
      addAccessTokenExpired: on('accessTokenExpired'),
      removeAccessTokenExpired: off('accessTokenExpired'),
    },
    getUser: vi.fn(async () => stored),
    signinSilent: vi.fn(async (): Promise<User | null> => {
      throw new Error('invalid_grant');
    }),
    signinRedirect: vi.fn(async (_args?: SigninRedirectArgs) => undefined),
    signinRedirectCallback: vi.fn(async () => stored),
    signoutRedirect: vi.fn(async () => undefined),
    removeUser: vi.fn(async () => undefined),
  };
  /** Raises one of the UserManager's events, as oidc-client-ts would. */
  const emit = (name: string, ...args: unknown[]) => listeners.get(name)?.forEach((fn) => fn(...args));
  return { manager, userManager: manager as unknown as UserManager, emit };
}
