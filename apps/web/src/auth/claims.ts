import { parseRole } from '@rahti/domain';
import type { SessionClaims } from './session';

function decodeJwtPayload(token: string): Record<string, unknown> {
  const part = token.split('.')[1];
  if (!part) return {};
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
    const payload: unknown = JSON.parse(json);
    return payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * Reads the spec's claims (id, OrganisationId, OrganisationName, Role) from the access token,
 * falling back to the ID token's profile. A missing or unknown Role means User (spec section 6).
 */
export function readClaims(accessToken: string | undefined, profile: Record<string, unknown> = {}): SessionClaims {
  const claims = { ...profile, ...(accessToken ? decodeJwtPayload(accessToken) : {}) };
  return {
    userId: text(claims.id) ?? text(claims.sub),
    organisationId: text(claims.OrganisationId),
    organisationName: text(claims.OrganisationName),
    role: parseRole(claims.Role),
  };
}
