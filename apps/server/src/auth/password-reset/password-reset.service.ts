import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { PASSWORD_RESET_LINK_MINUTES, type Language } from '@rahti/domain';
import type { Database } from '../../db/schema';
import { withSystem, withTenant } from '../../db/tenant';
import type { Mailer } from '../../platform/mailer';
import { hashPassword } from '../password-hash';
import { endSignInsOf } from '../oidc/end-sign-ins';
import { signInRepository } from '../oidc/sign-in.repository';
import { isDriverOnly, normaliseSignInName } from '../oidc/sign-in.service';
import { passwordResetRepository, type ResetTokenRow } from './password-reset.repository';

/** At most this many links per account per hour; further requests send nothing (no mail flood). */
export const RESET_LINKS_PER_USER_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;
/** Links are forgotten a week after they expire; until then a late click hears "expired", not "not valid". */
const KEEP_EXPIRED_LINKS_MS = 7 * 24 * HOUR_MS;

export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface ResetLinkMail {
  to: string;
  language: Language;
  displayName: string;
  login: string;
  link: string;
}

export interface RequestResetDependencies {
  db: Kysely<Database>;
  mailer: Mailer;
  now: () => Date;
  /** The reset page's address; the token and language are added to it. */
  resetPageUrl: string;
  composeMail: (mail: ResetLinkMail) => { subject: string; text: string };
}

/**
 * "Forgot password": mails a single-use link to the account's address. Says nothing about
 * whether the account exists; an unknown name, an inactive account or too many recent links
 * simply send nothing. Only the token's hash is stored.
 */
export async function requestPasswordReset(deps: RequestResetDependencies, login: string): Promise<void> {
  const name = normaliseSignInName(login);
  const user = name ? await withSystem(deps.db, (tx) => signInRepository.findBySignInName(tx, name)) : undefined;
  if (!user?.isActive || !user.email.includes('@')) return;

  const now = deps.now();
  const token = randomBytes(32).toString('base64url');
  const created = await withTenant(deps.db, user.organisationId, async (tx) => {
    await passwordResetRepository.lockAccount(tx, user.organisationId, user.userId);
    await passwordResetRepository.deleteExpired(
      tx,
      user.organisationId,
      user.userId,
      new Date(now.getTime() - KEEP_EXPIRED_LINKS_MS),
    );
    const recent = await passwordResetRepository.countCreatedSince(
      tx,
      user.organisationId,
      user.userId,
      new Date(now.getTime() - HOUR_MS),
    );
    if (recent >= RESET_LINKS_PER_USER_PER_HOUR) return false;
    await passwordResetRepository.create(tx, user.organisationId, {
      userId: user.userId,
      tokenHash: hashResetToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + PASSWORD_RESET_LINK_MINUTES * 60 * 1000),
    });
    return true;
  });
  if (!created) return;

  const link = `${deps.resetPageUrl}?${new URLSearchParams({ token, ui_locales: user.displayLanguage })}`;
  const mail = deps.composeMail({
    to: user.email,
    language: user.displayLanguage,
    displayName: user.displayName,
    login: user.username,
    link,
  });
  await deps.mailer.send({ to: user.email, ...mail });
}

export type ResetTokenProblem = 'invalid' | 'used' | 'expired';
export type ResetTokenCheck = { ok: true; token: ResetTokenRow } | { ok: false; problem: ResetTokenProblem };

/** Whether a link can still be used: known, unused and less than an hour old. */
export async function checkResetToken(db: Kysely<Database>, token: string, now: Date): Promise<ResetTokenCheck> {
  const row = token
    ? await withSystem(db, (tx) => passwordResetRepository.findByHash(tx, hashResetToken(token)))
    : undefined;
  if (!row) return { ok: false, problem: 'invalid' };
  if (row.usedAt) return { ok: false, problem: 'used' };
  if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, problem: 'expired' };
  return { ok: true, token: row };
}

/**
 * Sets the new password and uses the link up, in one transaction: of two requests with one
 * link only the first changes the password. The password change also voids the account's other
 * links and clears a temporary-password flag and failed sign-ins; the account's sessions end.
 */
export async function resetPassword(
  db: Kysely<Database>,
  token: string,
  password: string,
  now: Date,
): Promise<{ ok: true; isDriverOnly: boolean } | { ok: false; problem: ResetTokenProblem }> {
  const check = await checkResetToken(db, token, now);
  if (!check.ok) return check;
  const { organisationId, id, userId } = check.token;
  const passwordHash = await hashPassword(password);
  const user = await withTenant(db, organisationId, async (tx) => {
    if (!(await passwordResetRepository.markUsed(tx, organisationId, id, now))) return undefined;
    return signInRepository.setPassword(tx, organisationId, userId, passwordHash);
  });
  if (!user) return { ok: false, problem: 'used' };
  await endSignInsOf(db, userId);
  return { ok: true, isDriverOnly: isDriverOnly(user) };
}
