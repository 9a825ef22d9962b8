import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { TEST_PUBLIC_URL } from '../helpers/test-app';

/**
 * A tiny browser for driving sign-in through `app.inject`: it keeps cookies by path, follows
 * redirects that stay on this server, and stops at the app's redirect URI.
 */
export class Browser {
  readonly #cookies = new Map<string, { value: string; path: string }>();
  acceptLanguage = 'en';
  /** Headers sent with every request, e.g. x-forwarded-for to act as another address. */
  extraHeaders: Record<string, string> = {};

  constructor(private app: FastifyInstance) {}

  /** Sends the next requests to another server process, as a load balancer may (issue 28). */
  useServer(app: FastifyInstance): void {
    this.app = app;
  }

  #store(response: LightMyRequestResponse) {
    for (const cookie of response.cookies as {
      name: string;
      value: string;
      path?: string;
      expires?: Date;
      maxAge?: number;
    }[]) {
      const expired =
        cookie.value === '' || (cookie.expires && cookie.expires.getTime() < Date.now()) || cookie.maxAge === 0;
      if (expired) this.#cookies.delete(cookie.name);
      else this.#cookies.set(cookie.name, { value: cookie.value, path: cookie.path ?? '/' });
    }
  }

  cookieHeader(path: string): string {
    const pathname = path.split('?')[0] ?? path;
    return [...this.#cookies]
      .filter(([, c]) => pathname.startsWith(c.path))
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ');
  }

  hasCookie(name: string): boolean {
    return this.#cookies.has(name);
  }

  async get(url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    const path = toPath(url);
    const response = await this.app.inject({
      method: 'GET',
      url: path,
      headers: {
        ...this.extraHeaders,
        cookie: this.cookieHeader(path),
        'accept-language': this.acceptLanguage,
        ...headers,
      },
    });
    this.#store(response);
    return response;
  }

  async post(url: string, form: Record<string, string>): Promise<LightMyRequestResponse> {
    const path = toPath(url);
    const response = await this.app.inject({
      method: 'POST',
      url: path,
      headers: {
        ...this.extraHeaders,
        cookie: this.cookieHeader(path),
        'content-type': 'application/x-www-form-urlencoded',
        'accept-language': this.acceptLanguage,
      },
      payload: new URLSearchParams(form).toString(),
    });
    this.#store(response);
    return response;
  }

  /** Follows redirects on this server; returns the first response that is not one, or the redirect leaving /oidc. */
  async follow(response: LightMyRequestResponse): Promise<LightMyRequestResponse> {
    let current = response;
    for (let hops = 0; hops < 10; hops += 1) {
      const location = current.headers.location;
      if (current.statusCode < 300 || current.statusCode >= 400 || typeof location !== 'string') return current;
      if (!toPath(location).startsWith('/oidc/')) return current;
      current = await this.get(location);
    }
    throw new Error('Too many redirects');
  }
}

export function toPath(url: string): string {
  return url.startsWith(TEST_PUBLIC_URL) ? url.slice(TEST_PUBLIC_URL.length) : url;
}

export interface AuthorizationRequest {
  clientId: string;
  redirectUri: string;
  verifier: string;
  state: string;
}

export const WEB_CALLBACK = `${TEST_PUBLIC_URL}/oidc-callback`;
export const DRIVER_CALLBACK = `${TEST_PUBLIC_URL}/driver/oidc-callback`;

/** Sends an authorization-code request with PKCE, as oidc-client-ts does; returns the provider's answer. */
export async function authorize(
  browser: Browser,
  options: { clientId?: 'web' | 'driver'; extra?: Record<string, string> } = {},
): Promise<{ request: AuthorizationRequest; response: LightMyRequestResponse }> {
  const clientId = options.clientId ?? 'web';
  const redirectUri = clientId === 'web' ? WEB_CALLBACK : DRIVER_CALLBACK;
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(8).toString('hex');
  const query = new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    scope: 'openid profile offline_access',
    redirect_uri: redirectUri,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state,
    nonce: randomBytes(8).toString('hex'),
    ...options.extra,
  });
  const response = await browser.get(`/oidc/auth?${query}`);
  return { request: { clientId, redirectUri, verifier, state }, response };
}

/** Starts a sign-in and opens the sign-in page it leads to. */
export async function startSignIn(
  browser: Browser,
  options: { clientId?: 'web' | 'driver'; extra?: Record<string, string> } = {},
): Promise<{ request: AuthorizationRequest; page: LightMyRequestResponse; pageUrl: string }> {
  const { request, response } = await authorize(browser, options);
  expect(response.statusCode).toBe(303);
  const pageUrl = toPath(String(response.headers.location));
  expect(pageUrl).toMatch(/^\/oidc\/interaction\//);
  const page = await browser.get(pageUrl);
  return { request, page, pageUrl };
}

/** The authorization code from the app's callback address, checking the state came back. */
export function codeFrom(response: LightMyRequestResponse, request: AuthorizationRequest): string {
  const location = String(response.headers.location);
  expect(location.startsWith(`${request.redirectUri}?`)).toBe(true);
  const params = new URL(location).searchParams;
  expect(params.get('state')).toBe(request.state);
  const code = params.get('code');
  if (!code) throw new Error(`No code in ${location}`);
  return code;
}

export interface TokenResponse {
  access_token: string;
  refresh_token?: string;
  id_token?: string;
  expires_in: number;
  token_type: string;
}

export async function exchangeCode(app: FastifyInstance, request: AuthorizationRequest, code: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/oidc/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: request.redirectUri,
      client_id: request.clientId,
      code_verifier: request.verifier,
    }).toString(),
  });
  return { statusCode: response.statusCode, body: response.json<TokenResponse & { error?: string }>() };
}

export async function refresh(app: FastifyInstance, clientId: string, refreshToken: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/oidc/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: clientId,
    }).toString(),
  });
  return { statusCode: response.statusCode, body: response.json<TokenResponse & { error?: string }>() };
}

/** Signs in with a password on the sign-in page and follows the redirects back to the app. */
export async function submitSignIn(browser: Browser, pageUrl: string, login: string, password: string) {
  const response = await browser.post(pageUrl, { login, password });
  return browser.follow(response);
}

/** The whole sign-in, from authorization request to tokens. */
export async function signInWithPassword(
  app: FastifyInstance,
  login: string,
  password: string,
  clientId: 'web' | 'driver' = 'web',
): Promise<TokenResponse> {
  const browser = new Browser(app);
  const { request, pageUrl } = await startSignIn(browser, { clientId });
  const landed = await submitSignIn(browser, pageUrl, login, password);
  const tokens = await exchangeCode(app, request, codeFrom(landed, request));
  expect(tokens.statusCode).toBe(200);
  return tokens.body;
}

/** The visible text of an HTML page (tags dropped, entities of the escaper undone). */
export function visibleText(html: string): string {
  return html
    .replace(/<style[\s\S]*?<\/style>|<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')
    .replace(/\s+/g, ' ')
    .trim();
}
