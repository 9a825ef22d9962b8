import { isIPv4, isIPv6 } from 'node:net';

/**
 * Slows password guessing per account and client address: the first five wrong passwords in a
 * row are free; after the fifth, each further attempt waits 30 s × 2^(failures − 5), at most 15
 * minutes, counted from the last wrong one. The right password resets the count. Another
 * address has a count of its own, so the owner signing in from elsewhere is not kept out by
 * someone else's guesses.
 */
export const ACCOUNT_THROTTLE = {
  freeFailures: 5,
  baseDelaySeconds: 30,
  maxDelaySeconds: 15 * 60,
} as const;

/**
 * Slows one address guessing across many accounts (or names no one has): a bucket of 30 wrong
 * passwords that empties by one every 2 minutes (30 an hour); a wrong password that would
 * overflow it waits until there is room. A right password takes its own one back out.
 */
export const ADDRESS_THROTTLE = {
  capacity: 30,
  drainSeconds: 120,
} as const;

/** How long after the last wrong password the next attempt on the account from that address must wait. */
export function accountDelaySeconds(consecutiveFailures: number): number {
  const { freeFailures, baseDelaySeconds, maxDelaySeconds } = ACCOUNT_THROTTLE;
  if (consecutiveFailures < freeFailures) return 0;
  const exponent = Math.min(consecutiveFailures - freeFailures, 20);
  return Math.min(baseDelaySeconds * 2 ** exponent, maxDelaySeconds);
}

const elapsedSeconds = (since: Date, now: Date) => Math.max(0, (now.getTime() - since.getTime()) / 1000);

/** Seconds still to wait before the account may be tried again from the address; 0 when it may now. */
export function accountWaitSeconds(consecutiveFailures: number, lastFailureAt: Date, now: Date): number {
  const delay = accountDelaySeconds(consecutiveFailures);
  return delay === 0 ? 0 : Math.max(0, Math.ceil(delay - elapsedSeconds(lastFailureAt, now)));
}

/** How full the address's bucket is at `now`, having emptied since it was last changed. */
export function addressLevel(level: number, changedAt: Date, now: Date): number {
  return Math.max(0, level - elapsedSeconds(changedAt, now) / ADDRESS_THROTTLE.drainSeconds);
}

/** Seconds until one more wrong password fits the address's bucket; 0 when it fits now. */
export function addressWaitSeconds(levelNow: number): number {
  const overflow = levelNow + 1 - ADDRESS_THROTTLE.capacity;
  return overflow <= 0 ? 0 : Math.ceil(overflow * ADDRESS_THROTTLE.drainSeconds);
}

/** The first 64 bits of an IPv6 address, written out ("2001:db8:0:1"). */
function ipv6Prefix(address: string): string {
  const [head = '', tail] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array.from({ length: 8 - headGroups.length - tailGroups.length }, () => '0');
  return [...headGroups, ...zeros, ...tailGroups]
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':');
}

/**
 * The address a count belongs to: an IPv4 address as it is (also when IPv6 wraps it), an IPv6
 * address by its /64, the block one subscriber usually holds whole, so that walking through it
 * does not give a guesser new counts.
 */
export function throttleAddress(ip: string | undefined): string {
  const address = (ip ?? '').trim().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (isIPv4(address)) return address;
  if (isIPv6(address)) return `${ipv6Prefix(address)}::/64`;
  return 'unknown';
}
