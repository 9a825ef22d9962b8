import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../platform/app-context';
import { ApiError } from './api-error';
import { isMachineCaller } from './access';
import { createTokenBuckets } from './token-buckets';

/**
 * Limits each API client (client credentials) to API_RATE_PER_SECOND requests a second with bursts
 * of API_RATE_BURST: past it, 429 with `Retry-After` in seconds and the message in the caller's
 * language. People in the web and driver apps are not limited by it. Runs after authentication,
 * so it knows the client. Per process (decision 0039).
 */
export function installApiRateLimit(app: FastifyInstance, context: AppContext): void {
  const buckets = createTokenBuckets(context.config.apiRateLimit);
  app.addHook('onRequest', async (request, reply) => {
    const auth = request.auth;
    if (!auth || !isMachineCaller(auth)) return;
    const taken = buckets.take(auth.clientId, context.now().getTime());
    if (taken.ok) return;
    reply.header('retry-after', String(taken.retryAfterSeconds));
    throw new ApiError(429, 'tooManyRequests', { seconds: taken.retryAfterSeconds });
  });
}
