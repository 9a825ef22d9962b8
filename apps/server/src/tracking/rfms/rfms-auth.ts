import { createHmac } from 'node:crypto';
import type { OutboundHttp, OutboundResponse } from '../../platform/outbound-http/outbound-http';
import { callFailure, errorMessage, type RfmsError, type RfmsResult } from './rfms-errors';

/**
 * How a client signs in, per maker (domain-rules.md §2): Volvo Connect's rFMS 2.1 takes HTTP
 * Basic with the API user made in Volvo Connect; rFMS 4.0 takes a bearer token, fixed or from an
 * OAuth2 token endpoint with client credentials; Scania's by its own challenge–response
 * (`authUrl` is its /auth root, the secret key base64url).
 */
export type RfmsAuth =
  | { kind: 'basic'; username: string; password: string }
  | { kind: 'bearer'; token: string }
  | { kind: 'oauth'; tokenUrl: string; clientId: string; clientSecret: string; scope?: string }
  | { kind: 'scania'; authUrl: string; clientId: string; secretKey: string };

export interface Authorizer {
  /** The Authorization header value, fetching a token first when needed. */
  header(): Promise<RfmsResult<{ value: string }>>;
  /** Forget a cached token after a 401; true when a fresh one can be fetched (OAuth only). */
  refresh(): boolean;
}

/** A token is renewed this long before the endpoint said it expires. */
const TOKEN_EXPIRY_MARGIN_MS = 60_000;

export function createAuthorizer(auth: RfmsAuth, http: OutboundHttp, now: () => number): Authorizer {
  if (auth.kind === 'basic') {
    const value = `Basic ${Buffer.from(`${auth.username}:${auth.password}`, 'utf8').toString('base64')}`;
    return { header: async () => ({ ok: true, value }), refresh: () => false };
  }
  if (auth.kind === 'bearer')
    return { header: async () => ({ ok: true, value: `Bearer ${auth.token}` }), refresh: () => false };
  if (auth.kind === 'scania') return scaniaAuthorizer(auth, http, now);

  let cached: { token: string; expiresAt: number } | null = null;
  return {
    async header() {
      if (cached && now() < cached.expiresAt) return { ok: true, value: `Bearer ${cached.token}` };
      const fetched = await fetchToken(auth, http);
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

/** Scania's tokens live about an hour; its answers carry no lifetime. */
const SCANIA_TOKEN_MS = 55 * 60_000;
/** Its refresh tokens live 24 h and change on each use; one is not used past this. */
const SCANIA_REFRESH_MS = 23 * 3_600_000;

/**
 * Scania (domain-rules.md §2.1): the client id gets a challenge; the answer is
 * base64url(HMAC-SHA256(key = secret key, message = challenge)), both base64url-decoded, and gets
 * a token and a refresh token. An expired token is renewed with the refresh token (which is then
 * replaced); when that fails, the challenge is asked again.
 */
function scaniaAuthorizer(
  auth: Extract<RfmsAuth, { kind: 'scania' }>,
  http: OutboundHttp,
  now: () => number,
): Authorizer {
  const root = auth.authUrl.replace(/\/+$/, '');
  let cached: { token: string; expiresAt: number } | null = null;
  let refresh: { token: string; expiresAt: number } | null = null;
  const post = (path: string, form: Record<string, string>) => postForm(http, `${root}/${path}`, form);
  const keep = (answer: { token: string; refreshToken: string }) => {
    cached = { token: answer.token, expiresAt: now() + SCANIA_TOKEN_MS };
    refresh = { token: answer.refreshToken, expiresAt: now() + SCANIA_REFRESH_MS };
  };

  async function signIn(): Promise<RfmsResult<{ value: string }>> {
    if (refresh && now() < refresh.expiresAt) {
      const renewed = await post('refreshtoken', { clientId: auth.clientId, RefreshToken: refresh.token });
      refresh = null;
      if (renewed.ok && isTokenPair(renewed.body)) {
        keep(renewed.body);
        return { ok: true, value: `Bearer ${renewed.body.token}` };
      }
    }
    const asked = await post('clientid2challenge', { clientId: auth.clientId });
    if (!asked.ok) return asked;
    const challenge = (asked.body as { challenge?: unknown } | null)?.challenge;
    if (typeof challenge !== 'string' || challenge === '')
      return {
        ok: false,
        error: { kind: 'bad-response', status: 200, message: 'Scania sign-in: no challenge in the answer' },
      };
    const response = createHmac('sha256', Buffer.from(auth.secretKey, 'base64url'))
      .update(Buffer.from(challenge, 'base64url'))
      .digest('base64url');
    const answered = await post('response2token', { clientId: auth.clientId, Response: response });
    if (!answered.ok) return answered;
    if (!isTokenPair(answered.body))
      return {
        ok: false,
        error: { kind: 'bad-response', status: 200, message: 'Scania sign-in: no token in the answer' },
      };
    keep(answered.body);
    return { ok: true, value: `Bearer ${answered.body.token}` };
  }

  return {
    header: async () => (cached && now() < cached.expiresAt ? { ok: true, value: `Bearer ${cached.token}` } : signIn()),
    refresh() {
      cached = null;
      return true;
    },
  };
}

function isTokenPair(body: unknown): body is { token: string; refreshToken: string } {
  const { token, refreshToken } = (body ?? {}) as { token?: unknown; refreshToken?: unknown };
  return typeof token === 'string' && token !== '' && typeof refreshToken === 'string' && refreshToken !== '';
}

/** A form POST to a sign-in endpoint; a refusal is bad credentials, a failure to answer is the service being unavailable. */
async function postForm(
  http: OutboundHttp,
  url: string,
  form: Record<string, string>,
): Promise<RfmsResult<{ body: unknown }>> {
  const answer = await post(
    http,
    url,
    { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    new URLSearchParams(form).toString(),
    'Sign-in: ',
  );
  if (!answer.ok) return answer;
  const body = jsonOf(answer.response);
  return isSuccess(answer.response)
    ? { ok: true, body }
    : { ok: false, error: tokenError(answer.response.status, body) };
}

/** RFC 6749 §4.4 client credentials, the client authenticated with HTTP Basic (§2.3.1). */
async function fetchToken(
  auth: Extract<RfmsAuth, { kind: 'oauth' }>,
  http: OutboundHttp,
): Promise<RfmsResult<{ token: string; expiresInSeconds: number }>> {
  const form = new URLSearchParams({ grant_type: 'client_credentials' });
  if (auth.scope) form.set('scope', auth.scope);
  const headers = {
    authorization: `Basic ${Buffer.from(`${auth.clientId}:${auth.clientSecret}`, 'utf8').toString('base64')}`,
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'application/json',
  };
  const answer = await post(http, auth.tokenUrl, headers, form.toString(), 'Token endpoint: ');
  if (!answer.ok) return answer;
  const { response } = answer;
  const body = jsonOf(response);
  if (isSuccess(response)) {
    const { access_token: token, expires_in: expiresIn } = (body ?? {}) as {
      access_token?: unknown;
      expires_in?: unknown;
    };
    if (typeof token !== 'string' || token === '')
      return {
        ok: false,
        error: {
          kind: 'bad-response',
          status: response.status,
          message: 'Token endpoint: no access_token in the answer',
        },
      };
    return { ok: true, token, expiresInSeconds: typeof expiresIn === 'number' && expiresIn > 0 ? expiresIn : 3600 };
  }
  return { ok: false, error: tokenError(response.status, body) };
}

/** One POST through the outbound client; a call that fails is reported at once (a sign-in is not retried here). */
async function post(
  http: OutboundHttp,
  url: string,
  headers: Record<string, string>,
  body: string,
  prefix: string,
): Promise<RfmsResult<{ response: OutboundResponse }>> {
  try {
    return { ok: true, response: await http.request(url, { method: 'POST', headers, body }) };
  } catch (error) {
    return { ok: false, error: callFailure(error, 1, prefix).error };
  }
}

const isSuccess = (response: OutboundResponse) => response.status >= 200 && response.status < 300;

function jsonOf(response: OutboundResponse): unknown {
  try {
    return JSON.parse(response.text) as unknown;
  } catch {
    return null;
  }
}

// RFC 6749 §5.2: invalid_client (usually 401) and unauthorized_client mean the id or secret is wrong.
function tokenError(status: number, body: unknown): RfmsError {
  const message = `Token endpoint: ${errorMessage(status, body)}`;
  const code = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
  if (
    status === 401 ||
    status === 403 ||
    code === 'invalid_client' ||
    code === 'unauthorized_client' ||
    code === 'invalid_grant'
  )
    return { kind: 'bad-credentials', status, message };
  if (status === 429 || status >= 500) return { kind: 'unavailable', status, attempts: 1, message };
  return { kind: 'bad-request', status, message };
}
