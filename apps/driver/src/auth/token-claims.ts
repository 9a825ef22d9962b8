import type { User } from 'oidc-client-ts';

/**
 * Reads a JWT's payload without verifying it. The app only displays these claims; the API
 * verifies the token on every call.
 */
export function decodeJwtPayload(token: string): Record<string, unknown> | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export interface DriverIdentity {
  name: string;
  organisationName: string | undefined;
}

/** Who is signed in: the name from the ID token's profile, the organisation from the access token. */
export function driverIdentityOf(user: User): DriverIdentity {
  const { profile } = user;
  const name = profile.name ?? profile.preferred_username ?? profile.email ?? profile.sub;
  const organisationName = decodeJwtPayload(user.access_token)?.OrganisationName;
  return { name, organisationName: typeof organisationName === 'string' ? organisationName : undefined };
}
