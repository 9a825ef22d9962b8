import type { Kysely } from 'kysely';
import { CLIENT_IDS } from '@rahti/domain';
import type { Database } from '../../db/schema';
import { withSystem } from '../../db/tenant';
import { hashPassword, verifyPassword } from '../password-hash';
import { signInRepository, type SignInUser } from './sign-in.repository';
import { remainingWaitSeconds } from './sign-in-throttle';

export type SignInRefusal =
  | { ok: false; reason: 'wrongCredentials' }
  | { ok: false; reason: 'throttled'; waitSeconds: number }
  | { ok: false; reason: 'inactive' }
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
 * answer after the same work; the throttle and the client check speak only about a real user.
 */
export async function signIn(
  db: Kysely<Database>,
  input: { login: string; password: string; clientId: string; now: Date },
): Promise<SignInResult> {
  const name = normaliseSignInName(input.login);
  const user = name ? await withSystem(db, (tx) => signInRepository.findBySignInName(tx, name)) : undefined;
  if (!user) {
    await verifyPassword(input.password, await (dummyHash ??= hashPassword('not a real password')));
    return { ok: false, reason: 'wrongCredentials' };
  }

  const waitSeconds = remainingWaitSeconds(user.failedSignIns, user.lastFailedSignInAt, input.now);
  if (waitSeconds > 0) return { ok: false, reason: 'throttled', waitSeconds };

  if (!(await verifyPassword(input.password, user.passwordHash))) {
    await withSystem(db, (tx) => signInRepository.recordFailure(tx, user.organisationId, user.userId, input.now));
    return { ok: false, reason: 'wrongCredentials' };
  }
  if (user.failedSignIns > 0) {
    await withSystem(db, (tx) => signInRepository.resetFailures(tx, user.organisationId, user.userId));
  }

  if (!user.isActive) return { ok: false, reason: 'inactive' };
  const refusal = clientRefusal(user, input.clientId);
  if (refusal) return { ok: false, reason: refusal };
  return { ok: true, user };
}
