import { randomUUID } from 'node:crypto';
import type { OutboundHttp, OutboundResponse } from '../../platform/outbound-http/outbound-http';
import type { Authorizer } from './rfms-auth';
import { callFailure, errorForStatus, errorMessage, failure, type RfmsResult } from './rfms-errors';

/** How hard the client tries before it reports a failure. */
export interface RfmsRetryPolicy {
  /** Tries per request, the first included. */
  maxAttempts: number;
  /** The first back-off; it doubles each try. */
  baseDelayMs: number;
  /** No back-off is longer; a Retry-After longer than this is reported rather than waited out. */
  maxDelayMs: number;
}

export const DEFAULT_RETRY_POLICY: RfmsRetryPolicy = { maxAttempts: 5, baseDelayMs: 1_000, maxDelayMs: 60_000 };

export interface RfmsHttp {
  /** GET a JSON body, retrying 429, 5xx and network failures with back-off. */
  get(url: string, accept: string): Promise<RfmsResult<{ status: number; body: unknown }>>;
}

interface HttpDependencies {
  /** The outbound client: its address check, timeouts and answer cap apply to every call. */
  http: OutboundHttp;
  sleep: (ms: number) => Promise<void>;
  now: () => number;
  authorizer: Authorizer;
  retry: RfmsRetryPolicy;
}

export function backoffMs(policy: RfmsRetryPolicy, attempt: number): number {
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
}

/** Retry-After as seconds from now: delta-seconds or an HTTP date (RFC 9110 §10.2.3); null when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now: number): number | null {
  if (header === null || header.trim() === '') return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

export function createRfmsHttp(deps: HttpDependencies): RfmsHttp {
  const { retry } = deps;
  return {
    async get(url, accept) {
      let refreshedToken = false;
      for (let attempt = 1; ; attempt++) {
        const isLast = attempt >= retry.maxAttempts;
        const authorization = await deps.authorizer.header();
        if (!authorization.ok) {
          const { error } = authorization;
          if (error.kind !== 'unavailable') return failure(error);
          if (isLast) return failure({ ...error, attempts: attempt });
          await deps.sleep(backoffMs(retry, attempt));
          continue;
        }
        let response: OutboundResponse;
        try {
          response = await deps.http.request(url, {
            headers: { accept, authorization: authorization.value, 'x-correlation-id': randomUUID() },
          });
        } catch (error) {
          const failed = callFailure(error, attempt);
          if (isLast || !failed.retry) return failure(failed.error);
          await deps.sleep(backoffMs(retry, attempt));
          continue;
        }
        const body = parseJson(response.text);
        if (response.status >= 200 && response.status < 300) {
          if (body === undefined)
            return failure({ kind: 'bad-response', status: response.status, message: 'The answer is not JSON' });
          return { ok: true, status: response.status, body };
        }
        if (response.status === 401 && !refreshedToken && deps.authorizer.refresh()) {
          // A cached OAuth token may have been revoked or expired early: one new token, no wait.
          refreshedToken = true;
          attempt--;
          continue;
        }
        if (response.status === 429) {
          const after = retryAfterSeconds(response.headers.get('retry-after'), deps.now());
          const tooLong = after !== null && after * 1000 > retry.maxDelayMs;
          if (isLast || tooLong)
            return failure({
              kind: 'rate-limited',
              status: 429,
              attempts: attempt,
              retryAfterSeconds: after,
              message: errorMessage(429, body),
            });
          await deps.sleep(Math.max((after ?? 0) * 1000, backoffMs(retry, attempt)));
          continue;
        }
        if (response.status >= 500) {
          if (isLast)
            return failure({
              kind: 'unavailable',
              status: response.status,
              attempts: attempt,
              message: errorMessage(response.status, body),
            });
          await deps.sleep(backoffMs(retry, attempt));
          continue;
        }
        return failure(errorForStatus(response.status, body));
      }
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
