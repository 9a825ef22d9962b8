import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { fail } from './rfms-routes';
import type { SimulatorState } from './simulator-state';

/** A challenge must be answered within this time. */
const CHALLENGE_LIFETIME_MS = 60_000;
/** Scania's refresh tokens live 24 h and are replaced on each use (domain-rules.md §2.1). */
const REFRESH_LIFETIME_MS = 24 * 3_600_000;

/** Scania's answer to a challenge: base64url(HMAC-SHA256(key = the secret key, message = the challenge)), both base64url-decoded. */
export function scaniaResponse(secretKey: string, challenge: string): string {
  return createHmac('sha256', Buffer.from(secretKey, 'base64url'))
    .update(Buffer.from(challenge, 'base64url'))
    .digest('base64url');
}

/**
 * Scania's challenge–response sign-in (domain-rules.md §2.1), under /auth: the client id gets a
 * challenge, the HMAC of it with the secret key gets a bearer token (valid for the rFMS routes
 * like the OAuth ones) and a refresh token, and a refresh token gets a new pair once.
 */
export function registerScaniaAuthRoutes(app: FastifyInstance, state: SimulatorState) {
  const challenges = new Map<string, { challenge: string; expiresAt: number }>();
  const refreshTokens = new Map<string, number>();
  const { clientId: knownClient, scaniaSecretKey } = state.credentials;
  const form = (body: unknown) => (body ?? {}) as Record<string, string | undefined>;
  const pair = () => {
    const refreshToken = randomBytes(24).toString('base64url');
    refreshTokens.set(refreshToken, state.now() + REFRESH_LIFETIME_MS);
    return { token: state.tokens.issue().access_token, refreshToken };
  };

  app.post('/auth/clientid2challenge', (request, reply) => {
    const { clientId } = form(request.body);
    if (clientId !== knownClient) return fail(reply, 401, 'invalid_client', 'Unknown client id');
    const challenge = randomBytes(32).toString('base64url');
    challenges.set(clientId, { challenge, expiresAt: state.now() + CHALLENGE_LIFETIME_MS });
    return { challenge };
  });

  app.post('/auth/response2token', (request, reply) => {
    const { clientId, Response: response } = form(request.body);
    const asked = clientId === undefined ? undefined : challenges.get(clientId);
    if (clientId !== undefined) challenges.delete(clientId);
    if (!asked || state.now() > asked.expiresAt || !response)
      return fail(reply, 401, 'invalid_grant', 'No open challenge for this client');
    const expected = Buffer.from(scaniaResponse(scaniaSecretKey, asked.challenge));
    const given = Buffer.from(response);
    if (expected.length !== given.length || !timingSafeEqual(expected, given))
      return fail(reply, 401, 'invalid_grant', 'Wrong response to the challenge');
    return pair();
  });

  app.post('/auth/refreshtoken', (request, reply) => {
    const { clientId, RefreshToken: refreshToken } = form(request.body);
    const expiresAt = refreshToken === undefined ? undefined : refreshTokens.get(refreshToken);
    if (refreshToken !== undefined) refreshTokens.delete(refreshToken);
    if (clientId !== knownClient || expiresAt === undefined || state.now() > expiresAt)
      return fail(reply, 401, 'invalid_grant', 'Unknown or used refresh token');
    return pair();
  });
}
