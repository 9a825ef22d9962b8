import type { Kysely } from 'kysely';
import { CLIENT_IDS } from '@rahti/domain';
import type { Database } from '../../db/schema';
import { withSystem } from '../../db/tenant';
import { hashPassword, verifyPassword } from '../password-hash';
import { accountOfName, accountOfUser, takePasswordAttempt } from '../password-throttle/password-throttle';
import { signInRepository, type SignInUser } from './sign-in.repository';

export type SignInRefusal =
  | { ok: false; reason: 'wrongCredentials' }
  | { ok: false; reason: 'throttled'; waitSeconds: number }
  | { ok: false; reason: 'inactive' }
  | { ok: false; reason: 'organisationSetToBeDeleted' }
  | { ok: false; reason: 'driverAccount' }
  | { ok: false; reason: 'notDriverAccount' };

export type SignInResult = { ok: true; user: SignInUser } | SignInRefusal;

/** A driver with no staff role uses only the driver app. */
export function isDriverOnly(user: Pick<SignInUser, 'isDriver' | 'role'>): boolean {
  return user.isDriver && user.role === 'User';
}

/** Which app an account may sign in to; undefined when it may use this client. */
export function clientRefusal(
  user: Pick<SignInUser, 'isDriver' | 'role'>,
  clientId: string,
): 'driverAccount' | 'notDriverAccount' | undefined {
  if (clientId === CLIENT_IDS.web && isDriverOnly(user)) return 'driverAccount';
  if (clientId === CLIENT_IDS.driver && !user.isDriver) return 'notDriverAccount';
  return undefined;
}

/** Sign-in names are stored lower-cased (registration uses the lower-cased email). */
export function normaliseSignInName(login: string): string {
  return login.trim().toLowerCase();
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password sign-in for one client. Unknown names and wrong passwords give the same
 * answer after the same work, and are throttled alike: per account (or name) and address, and
 * per address across accounts (password-throttle/). The client check speaks only about a user
 * whose password was right.
 */
export async function signIn(
  db: Kysely<Database>,
  input: { login: string; password: string; clientId: string; now: Date; ip: string | undefined },
): Promise<SignInResult> {
  const name = normaliseSignInName(input.login);
  const user = name ? await withSystem(db, (tx) => signInRepository.findBySignInName(tx, name)) : undefined;
  const account = user ? accountOfUser(user.userId) : accountOfName(name);
  const attempt = await takePasswordAttempt(db, { ip: input.ip, account, byAddress: true }, input.now);
  if (!attempt.allowed) return { ok: false, reason: 'throttled', waitSeconds: attempt.waitSeconds };

  if (!user) {
    await verifyPassword(input.password, await (dummyHash ??= hashPassword('not a real password')));
    return { ok: false, reason: 'wrongCredentials' };
  }
  if (!(await verifyPassword(input.password, user.passwordHash))) return { ok: false, reason: 'wrongCredentials' };
  await attempt.succeeded();

  if (!user.isActive) return { ok: false, reason: 'inactive' };
  if (user.organisationSetToBeDeletedAt) return { ok: false, reason: 'organisationSetToBeDeleted' };
  const refusal = clientRefusal(user, input.clientId);
  if (refusal) return { ok: false, reason: refusal };
  return { ok: true, user };
}
