/** A token bucket's settings: `perSecond` tokens added each second, at most `burst` kept. */
export interface BucketRate {
  perSecond: number;
  burst: number;
}

export type TakeResult = { ok: true } | { ok: false; retryAfterSeconds: number };

/** Buckets not touched for this long are full again and forgotten, so the map stays small. */
const IDLE_FORGET_MS = 10 * 60_000;

/**
 * Token buckets by key, in this process (decision 0039): each request takes one token; an empty
 * bucket answers how many whole seconds until the next token.
 */
export function createTokenBuckets(rate: BucketRate) {
  const buckets = new Map<string, { tokens: number; atMs: number }>();
  let lastSweepMs = 0;

  function sweep(nowMs: number) {
    if (nowMs - lastSweepMs < IDLE_FORGET_MS) return;
    lastSweepMs = nowMs;
    for (const [key, bucket] of buckets) if (nowMs - bucket.atMs > IDLE_FORGET_MS) buckets.delete(key);
  }

  return {
    take(key: string, nowMs: number): TakeResult {
      sweep(nowMs);
      const bucket = buckets.get(key) ?? { tokens: rate.burst, atMs: nowMs };
      const elapsedSeconds = Math.max(0, nowMs - bucket.atMs) / 1000;
      bucket.tokens = Math.min(rate.burst, bucket.tokens + elapsedSeconds * rate.perSecond);
      bucket.atMs = nowMs;
      buckets.set(key, bucket);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return { ok: true };
      }
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / rate.perSecond)) };
    },
  };
}
