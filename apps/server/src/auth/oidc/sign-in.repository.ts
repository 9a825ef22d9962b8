import { defaultTimeZoneFor, type Currency, type Features, type Language, type Role } from '@rahti/domain';
import type { Tx } from '../../db/tenant';

/** What sign-in and token issuing need to know about a user and its organisation. */
export interface SignInUser {
  userId: string;
  organisationId: string;
  organisationName: string;
  organisationCurrency: Currency;
  organisationFeatures: Record<string, boolean>;
  /** Set when an Admin marked the organisation to be deleted: no one of it signs in any more. */
  organisationSetToBeDeletedAt: Date | null;
  username: string;
  email: string;
  displayName: string;
  displayLanguage: Language;
  role: Role;
  isDriver: boolean;
  isActive: boolean;
  passwordHash: string;
  /** An Admin set a temporary password: sign-in asks for a new one before it finishes. */
  mustChangePassword: boolean;
}

export interface NewOrganisationWithAdmin {
  organisationName: string;
  currency: Currency;
  features: Features;
  username: string;
  email: string;
  displayName: string;
  displayLanguage: Language;
  passwordHash: string;
}

const userColumns = [
  'u.id as userId',
  'u.organisation_id as organisationId',
  'o.name as organisationName',
  'o.currency as organisationCurrency',
  'o.features as organisationFeatures',
  'o.set_to_be_deleted_at as organisationSetToBeDeletedAt',
  'u.username as username',
  'u.email as email',
  'u.display_name as displayName',
  'u.display_language as displayLanguage',
  'u.role as role',
  'u.is_driver as isDriver',
  'u.is_active as isActive',
  'u.password_hash as passwordHash',
  'u.must_change_password as mustChangePassword',
] as const;

/**
 * Cross-tenant queries of sign-in and registration (run inside withSystem: the organisation is
 * not known until the user is found).
 */
export const signInRepository = {
  findBySignInName(tx: Tx, signInName: string): Promise<SignInUser | undefined> {
    return tx
      .selectFrom('sign_in_names as n')
      .innerJoin('users as u', (join) =>
        join.onRef('u.organisation_id', '=', 'n.organisation_id').onRef('u.id', '=', 'n.user_id'),
      )
      .innerJoin('organisations as o', 'o.id', 'u.organisation_id')
      .select(userColumns)
      .where('n.username', '=', signInName)
      .executeTakeFirst();
  },

  findById(tx: Tx, userId: string): Promise<SignInUser | undefined> {
    return tx
      .selectFrom('users as u')
      .innerJoin('organisations as o', 'o.id', 'u.organisation_id')
      .select(userColumns)
      .where('u.id', '=', userId)
      .executeTakeFirst();
  },

  /**
   * A new password (and whether it must be changed at the next sign-in); it voids every reset
   * link still unused. The one place a password is written, for sign-in, reset, the account and
   * the users an Admin manages. Undefined when the user is not in the organisation.
   */
  async setPassword(
    tx: Tx,
    organisationId: string,
    userId: string,
    passwordHash: string,
    mustChangePassword = false,
  ): Promise<{ isDriver: boolean; role: Role } | undefined> {
    await tx
      .updateTable('password_reset_tokens')
      .set({ used_at: new Date() })
      .where('organisation_id', '=', organisationId)
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute();
    const row = await tx
      .updateTable('users')
      .set({ password_hash: passwordHash, must_change_password: mustChangePassword, updated_at: new Date() })
      .where('organisation_id', '=', organisationId)
      .where('id', '=', userId)
      .returning(['is_driver', 'role'])
      .executeTakeFirst();
    return row && { isDriver: row.is_driver, role: row.role as Role };
  },

  async isSignInNameTaken(tx: Tx, signInName: string): Promise<boolean> {
    const row = await tx
      .selectFrom('sign_in_names')
      .select('username')
      .where('username', '=', signInName)
      .executeTakeFirst();
    return row !== undefined;
  },

  /** Inserts the organisation, its first Admin and the Admin's sign-in name; a taken name raises a unique violation. */
  async createOrganisationWithAdmin(
    tx: Tx,
    input: NewOrganisationWithAdmin,
  ): Promise<{ organisationId: string; userId: string }> {
    const organisation = await tx
      .insertInto('organisations')
      .values({
        name: input.organisationName,
        currency: input.currency,
        features: JSON.stringify(input.features),
        time_zone: defaultTimeZoneFor(input.currency),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const user = await tx
      .insertInto('users')
      .values({
        organisation_id: organisation.id,
        username: input.username,
        email: input.email,
        display_name: input.displayName,
        display_language: input.displayLanguage,
        role: 'Admin',
        password_hash: input.passwordHash,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx
      .insertInto('sign_in_names')
      .values({ username: input.username, organisation_id: organisation.id, user_id: user.id })
      .execute();
    return { organisationId: organisation.id, userId: user.id };
  },
};
