import { describe, expect, it } from 'vitest';
import { remainingWaitSeconds, signInDelaySeconds } from '../../src/auth/oidc/sign-in-throttle';

describe('sign-in throttle', () => {
  it('lets the first five failures pass, then doubles the wait from 30 s up to 15 minutes', () => {
    expect([0, 1, 4].map(signInDelaySeconds)).toEqual([0, 0, 0]);
    expect([5, 6, 7, 8, 9, 10, 11].map(signInDelaySeconds)).toEqual([30, 60, 120, 240, 480, 900, 900]);
    expect(signInDelaySeconds(1000)).toBe(900);
  });

  it('counts the wait from the last failure', () => {
    const last = new Date('2026-03-02T08:00:00Z');
    expect(remainingWaitSeconds(5, last, new Date('2026-03-02T08:00:10Z'))).toBe(20);
    expect(remainingWaitSeconds(5, last, new Date('2026-03-02T08:00:30Z'))).toBe(0);
    expect(remainingWaitSeconds(4, last, last)).toBe(0);
    expect(remainingWaitSeconds(5, null, last)).toBe(0);
  });
});
