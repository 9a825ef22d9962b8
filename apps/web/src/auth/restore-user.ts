import type { User, UserManager } from 'oidc-client-ts';

/**
 * The stored user after a reload: still valid, renewed with the refresh token, or 'expired'
 * when the token ran out and cannot be renewed (the user is told the session has expired).
 */
export async function restoreUser(userManager: UserManager): Promise<User | null | 'expired'> {
  const user = await userManager.getUser();
  if (!user) return null;
  if (!user.expired) return user;
  try {
    return (await userManager.signinSilent()) ?? 'expired';
  } catch {
    return 'expired';
  }
}

/** The path saved when sign-in started; only same-site paths, so a crafted state cannot redirect away. */
export function returnPathOf(user: User): string | undefined {
  const state = user.state as { returnTo?: unknown } | undefined;
  const returnTo = state?.returnTo;
  return typeof returnTo === 'string' && returnTo.startsWith('/') && !returnTo.startsWith('//') ? returnTo : undefined;
}
