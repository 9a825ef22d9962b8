import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { withSystem } from '../../db/tenant';
import { accountWaitSeconds, addressLevel, addressWaitSeconds, throttleAddress } from './throttle-rules';
import { ADDRESS_ROW, throttleRepository } from './throttle.repository';

/** The account a count is kept for: a user by id, a name no one signs in with by its hash (a password typed into the name field is not kept). */
export const accountOfUser = (userId: string) => `user:${userId}`;
export const accountOfName = (signInName: string) =>
  `name:${createHash('sha256').update(signInName).digest('base64url')}`;

export interface PasswordAttemptSource {
  /** The client's address as Fastify reads it (`request.ip`, which follows TRUST_PROXY). */
  ip: string | undefined;
  account: string;
  /** Whether the address's own bucket counts too: the sign-in form, where one address may try many accounts. */
  byAddress: boolean;
}

export type PasswordAttempt = { allowed: false; waitSeconds: number } | { allowed: true; succeeded(): Promise<void> };

export const SIGN_IN_THROTTLE_PRUNE_JOB = 'sign-in-throttle-prune';
/** A count a day quiet is forgotten (the longest wait is 15 minutes). */
export const SIGN_IN_THROTTLE_KEPT_HOURS = 24;

/**
 * One password attempt, taken before the password is checked: refused with the wait when the
 * account's count from this address or the address's bucket says so; otherwise counted as a
 * wrong password at once, so attempts sent together cannot all slip past the count, until
 * `succeeded()` says the password was right. Kept in the database (migration 0019), so every
 * server process and a restart see the same counts.
 */
export async function takePasswordAttempt(
  db: Kysely<Database>,
  source: PasswordAttemptSource,
  now: Date,
): Promise<PasswordAttempt> {
  const address = throttleAddress(source.ip);
  const accounts = source.byAddress ? [ADDRESS_ROW, source.account] : [source.account];
  const waitSeconds = await withSystem(db, async (tx) => {
    const rows = await throttleRepository.lock(tx, address, accounts, now);
    const account = rows.get(source.account)!;
    const bucket = rows.get(ADDRESS_ROW);
    const level = bucket ? addressLevel(bucket.failures, bucket.changedAt, now) : 0;
    const wait = Math.max(
      accountWaitSeconds(account.failures, account.changedAt, now),
      bucket ? addressWaitSeconds(level) : 0,
    );
    if (wait > 0) return wait;
    await throttleRepository.save(tx, address, source.account, account.failures + 1, now);
    if (bucket) await throttleRepository.save(tx, address, ADDRESS_ROW, level + 1, now);
    return 0;
  });
  if (waitSeconds > 0) return { allowed: false, waitSeconds };
  return {
    allowed: true,
    succeeded: () => withSystem(db, (tx) => throttleRepository.forgive(tx, address, source.account, source.byAddress)),
  };
}

/** Removes the counts of every address that has been quiet for a day; answers how many went. */
export function pruneSignInThrottles(db: Kysely<Database>, now: Date): Promise<number> {
  const before = new Date(now.getTime() - SIGN_IN_THROTTLE_KEPT_HOURS * 3_600_000);
  return withSystem(db, (tx) => throttleRepository.prune(tx, before));
}
