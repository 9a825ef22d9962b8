import { errorMessage, type RfmsError, type RfmsResult } from './rfms-errors';

/**
 * How a client signs in, per maker (domain-rules.md §2): Volvo Connect's rFMS 2.1 takes HTTP
 * Basic with the API user made in Volvo Connect; rFMS 4.0 takes a bearer token, fixed or from an
 * OAuth2 token endpoint with client credentials.
 */
export type RfmsAuth =
  | { kind: 'basic'; username: string; password: string }
  | { kind: 'bearer'; token: string }
  | { kind: 'oauth'; tokenUrl: string; clientId: string; clientSecret: string; scope?: string };

export interface Authorizer {
  /** The Authorization header value, fetching a token first when needed. */
  header(): Promise<RfmsResult<{ value: string }>>;
  /** Forget a cached token after a 401; true when a fresh one can be fetched (OAuth only). */
  refresh(): boolean;
}

/** A token is renewed this long before the endpoint said it expires. */
const TOKEN_EXPIRY_MARGIN_MS = 60_000;

export function createAuthorizer(auth: RfmsAuth, fetchFn: typeof fetch, now: () => number, timeoutMs: number): Authorizer {
  if (auth.kind === 'basic') {
    const value = `Basic ${Buffer.from(`${auth.username}:${auth.password}`, 'utf8').toString('base64')}`;
    return { header: async () => ({ ok: true, value }), refresh: () => false };
  }
  if (auth.kind === 'bearer') return { header: async () => ({ ok: true, value: `Bearer ${auth.token}` }), refresh: () => false };

  let cached: { token: string; expiresAt: number } | null = null;
  return {
    async header() {
      if (cached && now() < cached.expiresAt) return { ok: true, value: `Bearer ${cached.token}` };
      const fetched = await fetchToken(auth, fetchFn, timeoutMs);
      if (!fetched.ok) return fetched;
      cached = { token: fetched.token, expiresAt: now() + fetched.expiresInSeconds * 1000 - TOKEN_EXPIRY_MARGIN_MS };
      return { ok: true, value: `Bearer ${fetched.token}` };
    },
    refresh() {
      cached = null;
      return true;
    },
  };
}

/** RFC 6749 §4.4 client credentials, the client authenticated with HTTP Basic (§2.3.1). */
async function fetchToken(auth: Extract<RfmsAuth, { kind: 'oauth' }>, fetchFn: typeof fetch, timeoutMs: number): Promise<RfmsResult<{ token: string; expiresInSeconds: number }>> {
  const form = new URLSearchParams({ grant_type: 'client_credentials' });
  if (auth.scope) form.set('scope', auth.scope);
  let response: Response;
  try {
    response = await fetchFn(auth.tokenUrl, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${auth.clientId}:${auth.clientSecret}`, 'utf8').toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: form.toString(),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    return { ok: false, error: { kind: 'unavailable', status: null, attempts: 1, message: `Token endpoint: ${describeFailure(error)}` } };
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const { access_token: token, expires_in: expiresIn } = (body ?? {}) as { access_token?: unknown; expires_in?: unknown };
    if (typeof token !== 'string' || token === '') return { ok: false, error: { kind: 'bad-response', status: response.status, message: 'Token endpoint: no access_token in the answer' } };
    return { ok: true, token, expiresInSeconds: typeof expiresIn === 'number' && expiresIn > 0 ? expiresIn : 3600 };
  }
  return { ok: false, error: tokenError(response.status, body) };
}

// RFC 6749 §5.2: invalid_client (usually 401) and unauthorized_client mean the id or secret is wrong.
function tokenError(status: number, body: unknown): RfmsError {
  const message = `Token endpoint: ${errorMessage(status, body)}`;
  const code = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
  if (status === 401 || code === 'invalid_client' || code === 'unauthorized_client') return { kind: 'bad-credentials', status, message };
  if (status === 429 || status >= 500) return { kind: 'unavailable', status, attempts: 1, message };
  return { kind: 'bad-request', status, message };
}

export function describeFailure(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError') return 'no answer in time';
    const cause = (error as Error & { cause?: { code?: unknown } }).cause;
    return typeof cause?.code === 'string' ? `${error.message} (${cause.code})` : error.message;
  }
  return String(error);
}
