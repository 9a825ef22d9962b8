import type { Kysely } from 'kysely';
import type { Account } from 'oidc-provider';
import type { AccessTokenClaims } from '@rahti/domain';
import type { Database } from '../../db/schema';
import { withSystem } from '../../db/tenant';
import { signInRepository, type SignInUser } from './sign-in.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An account as the provider sees it, with the user row kept for the token claims. */
export interface RahtiAccount extends Account {
  user: SignInUser;
}

/**
 * The user behind an account id (the user's uuid), or undefined when it is gone, deactivated or
 * of an organisation set to be deleted: refresh tokens and silent renew then end at once.
 */
export async function findActiveUser(db: Kysely<Database>, userId: string): Promise<SignInUser | undefined> {
  if (!UUID.test(userId)) return undefined;
  const user = await withSystem(db, (tx) => signInRepository.findById(tx, userId));
  return user?.isActive && !user.organisationSetToBeDeletedAt ? user : undefined;
}

/** The provider's findAccount: id-token and userinfo claims come from here. */
export async function findAccount(db: Kysely<Database>, accountId: string): Promise<RahtiAccount | undefined> {
  const user = await findActiveUser(db, accountId);
  // A temporary password ends earlier sessions and refresh tokens until the user chooses their own.
  if (!user || user.mustChangePassword) return undefined;
  return {
    accountId: user.userId,
    user,
    claims: () => ({
      sub: user.userId,
      name: user.displayName,
      email: user.email,
      locale: user.displayLanguage,
    }),
  };
}

/** The spec's access-token claims for a signed-in user (nothing secret). */
export function userTokenClaims(user: SignInUser): AccessTokenClaims {
  return {
    id: user.userId,
    OrganisationId: user.organisationId,
    OrganisationName: user.organisationName,
    OrganisationCurrency: user.organisationCurrency,
    Role: user.role,
    DisplayLanguage: user.displayLanguage,
  };
}
