/**
 * "Forgot password" requests from one address: at most 5 per 15 minutes. It keeps a mail
 * server from being used to flood inboxes and slows guessing of names; the per-account limit
 * (RESET_LINKS_PER_USER_PER_HOUR) holds across addresses.
 */
export const FORGOT_PASSWORD_THROTTLE = { maxRequests: 5, windowSeconds: 15 * 60 } as const;

/** Past this many remembered addresses, addresses with no recent request are forgotten. */
const MAX_KEYS = 10_000;

/** Counts requests per key in a sliding window, in this process's memory. */
export function createRequestThrottle(
  limits: { maxRequests: number; windowSeconds: number } = FORGOT_PASSWORD_THROTTLE,
) {
  const hits = new Map<string, number[]>();
  const windowMs = limits.windowSeconds * 1000;

  return {
    /** Records a request; returns 0 when it is allowed, else the seconds to wait. */
    take(key: string, now: Date): number {
      const at = now.getTime();
      if (hits.size > MAX_KEYS) {
        for (const [k, times] of hits) if (times.every((time) => time <= at - windowMs)) hits.delete(k);
      }
      const recent = (hits.get(key) ?? []).filter((time) => time > at - windowMs);
      if (recent.length >= limits.maxRequests) {
        hits.set(key, recent);
        return Math.max(1, Math.ceil(((recent[0] ?? at) + windowMs - at) / 1000));
      }
      recent.push(at);
      hits.set(key, recent);
      return 0;
    },
  };
}
