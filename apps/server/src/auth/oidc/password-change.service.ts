import type { Language } from '@rahti/domain';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { withSystem, withTenant } from '../../db/tenant';
import { hashPassword, verifyPassword } from '../password-hash';
import { signInRepository } from './sign-in.repository';

/** How long the "choose a new password" step may take after the temporary password was accepted. */
export const PASSWORD_CHANGE_TICKET_SECONDS = 15 * 60;

/**
 * Proof, carried in the new-password form, that this sign-in (interaction `uid`) accepted the
 * temporary password of `userId`: an HMAC with a server secret, so the form needs no second
 * copy of the temporary password and the sign-in is not finished before the change.
 */
export function issuePasswordChangeTicket(key: string, uid: string, userId: string, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + PASSWORD_CHANGE_TICKET_SECONDS;
  const payload = `${userId}.${expires}`;
  return `${payload}.${sign(key, uid, payload)}`;
}

/** The user id of a ticket issued for this interaction and not yet expired. */
export function readPasswordChangeTicket(key: string, uid: string, ticket: string, now: Date): string | undefined {
  const [userId, expires, signature] = ticket.split('.');
  if (!userId || !expires || !signature) return undefined;
  const expected = Buffer.from(sign(key, uid, `${userId}.${expires}`));
  const actual = Buffer.from(signature);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return undefined;
  return Number(expires) * 1000 > now.getTime() ? userId : undefined;
}

function sign(key: string, uid: string, payload: string): string {
  return createHmac('sha256', key).update(`password-change.${uid}.${payload}`).digest('base64url');
}

export type PasswordChangeResult =
  { ok: true; displayLanguage: Language } | { ok: false; reason: 'notRequired' | 'sameAsTemporary' };

/** Replaces a temporary password with the user's own choice and clears the flag. */
export async function completeRequiredPasswordChange(
  db: Kysely<Database>,
  userId: string,
  password: string,
): Promise<PasswordChangeResult> {
  const user = await withSystem(db, (tx) => signInRepository.findById(tx, userId));
  if (!user?.mustChangePassword || !user.isActive) return { ok: false, reason: 'notRequired' };
  if (await verifyPassword(password, user.passwordHash)) return { ok: false, reason: 'sameAsTemporary' };
  const passwordHash = await hashPassword(password);
  await withTenant(db, user.organisationId, (tx) =>
    signInRepository.setPassword(tx, user.organisationId, user.userId, passwordHash),
  );
  return { ok: true, displayLanguage: user.displayLanguage };
}
