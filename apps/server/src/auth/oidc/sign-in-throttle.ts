/**
 * Slows password guessing per user: the first five failures in a row are free; after the fifth,
 * each further attempt waits 30 s × 2^(failures − 5), at most 15 minutes, counted from the last
 * failure. A successful sign-in resets the count.
 */
export const SIGN_IN_THROTTLE = {
  freeFailures: 5,
  baseDelaySeconds: 30,
  maxDelaySeconds: 15 * 60,
} as const;

/** How long after the last failure the next attempt must wait. */
export function signInDelaySeconds(consecutiveFailures: number): number {
  const { freeFailures, baseDelaySeconds, maxDelaySeconds } = SIGN_IN_THROTTLE;
  if (consecutiveFailures < freeFailures) return 0;
  const exponent = Math.min(consecutiveFailures - freeFailures, 20);
  return Math.min(baseDelaySeconds * 2 ** exponent, maxDelaySeconds);
}

/** Seconds still to wait before this user may try again; 0 when an attempt is allowed now. */
export function remainingWaitSeconds(consecutiveFailures: number, lastFailureAt: Date | null, now: Date): number {
  const delay = signInDelaySeconds(consecutiveFailures);
  if (delay === 0 || !lastFailureAt) return 0;
  const elapsedSeconds = (now.getTime() - lastFailureAt.getTime()) / 1000;
  return Math.max(0, Math.ceil(delay - elapsedSeconds));
}
