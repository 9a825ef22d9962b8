/** How long a delivery is tried before it is marked failed (issue 27: "retried … for a day"). */
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 60 * 60_000;
const FIRST_RETRY_MS = 30_000;
const LONGEST_WAIT_MS = 2 * 60 * 60_000;

/**
 * When to try again after `attempts` failed tries: 30 s, doubling to at most 2 h (about 20 tries
 * in the day), or null when that would be past the day since the event, so the delivery fails.
 */
export function nextAttemptAfter(attempts: number, createdAt: Date, now: Date): Date | null {
  const wait = Math.min(LONGEST_WAIT_MS, FIRST_RETRY_MS * 2 ** Math.min(Math.max(attempts - 1, 0), 20));
  const next = new Date(now.getTime() + wait);
  return next.getTime() - createdAt.getTime() > WEBHOOK_RETRY_WINDOW_MS ? null : next;
}
