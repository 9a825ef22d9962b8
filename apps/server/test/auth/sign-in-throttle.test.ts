import { describe, expect, it } from 'vitest';
import {
  accountDelaySeconds,
  accountWaitSeconds,
  addressLevel,
  addressWaitSeconds,
  throttleAddress,
} from '../../src/auth/password-throttle/throttle-rules';

describe('the count of an account from one address', () => {
  it('lets the first five failures pass, then doubles the wait from 30 s up to 15 minutes', () => {
    expect([0, 1, 4].map(accountDelaySeconds)).toEqual([0, 0, 0]);
    expect([5, 6, 7, 8, 9, 10, 11].map(accountDelaySeconds)).toEqual([30, 60, 120, 240, 480, 900, 900]);
    expect(accountDelaySeconds(1000)).toBe(900);
  });

  it('counts the wait from the last failure', () => {
    const last = new Date('2026-03-02T08:00:00Z');
    expect(accountWaitSeconds(5, last, new Date('2026-03-02T08:00:10Z'))).toBe(20);
    expect(accountWaitSeconds(5, last, new Date('2026-03-02T08:00:30Z'))).toBe(0);
    expect(accountWaitSeconds(4, last, last)).toBe(0);
  });
});

describe("an address's bucket", () => {
  it('holds 30 wrong passwords and empties by one every 2 minutes', () => {
    const changed = new Date('2026-03-02T08:00:00Z');
    expect(addressWaitSeconds(29)).toBe(0);
    expect(addressWaitSeconds(30)).toBe(120);
    expect(addressLevel(30, changed, new Date('2026-03-02T08:02:00Z'))).toBe(29);
    expect(addressWaitSeconds(addressLevel(30, changed, new Date('2026-03-02T08:01:00Z')))).toBe(60);
    expect(addressLevel(30, changed, new Date('2026-03-02T10:00:00Z'))).toBe(0);
    // A clock behind the last change empties nothing.
    expect(addressLevel(12, changed, new Date('2026-03-02T07:00:00Z'))).toBe(12);
  });
});

describe('the address a count belongs to', () => {
  it('is an IPv4 address as it is, also wrapped in IPv6, and an IPv6 address by its /64', () => {
    expect(throttleAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(throttleAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(throttleAddress('2001:db8:0:1:aaaa::1')).toBe('2001:db8:0:1::/64');
    expect(throttleAddress('2001:0DB8:0000:0001:ffff:ffff:ffff:ffff')).toBe('2001:db8:0:1::/64');
    expect(throttleAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(throttleAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(throttleAddress(undefined)).toBe('unknown');
  });
});
