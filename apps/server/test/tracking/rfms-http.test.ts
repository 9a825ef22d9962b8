import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_POLICY, backoffMs, retryAfterSeconds } from '../../src/tracking/rfms/rfms-http';

describe('rFMS back-off', () => {
  it('doubles from the base up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((attempt) => backoffMs(DEFAULT_RETRY_POLICY, attempt))).toEqual([
      1000, 2000, 4000, 8000, 16000, 32000, 60000, 60000,
    ]);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.UTC(2025, 2, 4, 10);
    expect(retryAfterSeconds('120', now)).toBe(120);
    expect(retryAfterSeconds('Tue, 04 Mar 2025 10:00:30 GMT', now)).toBe(30);
    expect(retryAfterSeconds('Tue, 04 Mar 2025 09:00:00 GMT', now)).toBe(0);
    expect(retryAfterSeconds('soon', now)).toBeNull();
    expect(retryAfterSeconds(null, now)).toBeNull();
  });
});
