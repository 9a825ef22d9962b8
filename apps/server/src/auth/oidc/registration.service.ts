import type { Kysely } from 'kysely';
import { baseSubscriptionFeatures, registerOrganisationSchema } from '@rahti/domain';
import { isUniqueViolation } from '../../db/errors';
import type { Database } from '../../db/schema';
import { withSystem } from '../../db/tenant';
import { hashPassword } from '../password-hash';
import { signInRepository } from './sign-in.repository';
import { normaliseSignInName } from './sign-in.service';

/** Field name → i18n key of its first problem ("validation:…" or "errors:…"). */
export type FieldErrors = Partial<Record<string, string>>;

export type RegistrationResult =
  { ok: true; organisationId: string; userId: string } | { ok: false; fieldErrors: FieldErrors };

/**
 * Registers a new organisation on the base subscription with its first Admin, whose sign-in
 * name is the lower-cased email. Everything is written in one transaction.
 */
export async function registerOrganisation(
  db: Kysely<Database>,
  form: Record<string, unknown>,
): Promise<RegistrationResult> {
  const parsed = registerOrganisationSchema.safeParse(form);
  if (!parsed.success) {
    const fieldErrors: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'form');
      fieldErrors[field] ??= issue.message.includes(':') ? issue.message : 'validation:invalid';
    }
    return { ok: false, fieldErrors };
  }

  const input = parsed.data;
  const username = normaliseSignInName(input.email);
  const taken = { ok: false, fieldErrors: { email: 'errors:usernameTaken' } } as const;
  if (await withSystem(db, (tx) => signInRepository.isSignInNameTaken(tx, username))) return taken;

  const passwordHash = await hashPassword(input.password);
  try {
    const created = await withSystem(db, async (tx) => {
      // Checked again inside the transaction: another registration may have claimed it meanwhile.
      if (await signInRepository.isSignInNameTaken(tx, username)) return undefined;
      return signInRepository.createOrganisationWithAdmin(tx, {
        organisationName: input.organisationName,
        currency: input.currency,
        features: baseSubscriptionFeatures(),
        username,
        email: input.email,
        displayName: input.displayName,
        displayLanguage: input.language,
        passwordHash,
      });
    });
    return created ? { ok: true, ...created } : taken;
  } catch (error) {
    if (isUniqueViolation(error)) return taken;
    throw error;
  }
}
