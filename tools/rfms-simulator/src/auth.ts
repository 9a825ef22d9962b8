import { randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Who may call: v2.1 with HTTP Basic (Volvo Connect's API user), v4.0 with a bearer token, either
 * the fixed test token or one issued by the token endpoint for OAuth2 client credentials.
 */
export interface SimulatorCredentials {
  username: string;
  password: string;
  bearerToken: string;
  clientId: string;
  clientSecret: string;
  /** Scania's challenge–response secret key (base64url), used with `clientId`. */
  scaniaSecretKey: string;
}

export const DEFAULT_CREDENTIALS: SimulatorCredentials = {
  username: 'rahti-demo',
  password: 'rfms-simulator',
  bearerToken: 'rfms-simulator-token',
  clientId: 'rahti-demo-client',
  clientSecret: 'rfms-simulator-secret',
  scaniaSecretKey: Buffer.from('rfms-simulator-scania-secret-key').toString('base64url'),
};

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The user and password of an `Authorization: Basic` header, or null. */
export function basicCredentials(header: string | undefined): { username: string; password: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

export function bearerToken(header: string | undefined): string | null {
  return /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1] ?? null;
}

export function createTokenIssuer(credentials: SimulatorCredentials, lifetimeSeconds: number, now: () => number) {
  const issued = new Map<string, number>();
  return {
    isValidBasic(header: string | undefined): boolean {
      const given = basicCredentials(header);
      return given !== null && same(given.username, credentials.username) && same(given.password, credentials.password);
    },
    isValidBearer(header: string | undefined): boolean {
      const token = bearerToken(header);
      if (token === null) return false;
      if (same(token, credentials.bearerToken)) return true;
      const expiresAt = issued.get(token);
      return expiresAt !== undefined && now() < expiresAt;
    },
    isValidClient(clientId: string | undefined, clientSecret: string | undefined): boolean {
      return (
        clientId !== undefined &&
        clientSecret !== undefined &&
        same(clientId, credentials.clientId) &&
        same(clientSecret, credentials.clientSecret)
      );
    },
    issue(): { access_token: string; token_type: 'Bearer'; expires_in: number; scope: string } {
      const token = randomBytes(24).toString('base64url');
      issued.set(token, now() + lifetimeSeconds * 1000);
      return { access_token: token, token_type: 'Bearer', expires_in: lifetimeSeconds, scope: 'rfms' };
    },
    /** Test switch: every issued token stops working, as when the maker's tokens expire early. */
    revokeIssued(): void {
      issued.clear();
    },
  };
}
export type TokenIssuer = ReturnType<typeof createTokenIssuer>;
