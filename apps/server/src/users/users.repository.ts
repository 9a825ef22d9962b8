import type { Selectable } from 'kysely';
import type { Language, Role } from '@rahti/domain';
import { signInRepository } from '../auth/oidc/sign-in.repository';
import type { UsersTable } from '../db/schema';
import type { Tx } from '../db/tenant';

export type UserRow = Selectable<UsersTable>;
export type UserRowWithOrganisation = UserRow & { organisation_name: string };

export interface NewUser {
  username: string;
  email: string;
  displayName: string;
  displayLanguage: Language;
  role: Role;
  passwordHash: string;
  isDriver?: boolean;
}

/** Users of one organisation; every method takes that organisation first. */
export const usersRepository = {
  list(tx: Tx, organisationId: string): Promise<UserRow[]> {
    return tx
      .selectFrom('users')
      .selectAll()
      .where('organisation_id', '=', organisationId)
      .orderBy('display_name')
      .orderBy('email')
      .execute();
  },

  find(tx: Tx, organisationId: string, id: string): Promise<UserRow | undefined> {
    return tx
      .selectFrom('users')
      .selectAll()
      .where('organisation_id', '=', organisationId)
      .where('id', '=', id)
      .executeTakeFirst();
  },

  async countAdmins(tx: Tx, organisationId: string): Promise<number> {
    const { count } = await tx
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('organisation_id', '=', organisationId)
      .where('role', '=', 'Admin')
      .where('is_active', '=', true)
      .executeTakeFirstOrThrow();
    return Number(count);
  },

  /** Inserts the user and claims its sign-in name; a taken name raises a unique violation. */
  async create(tx: Tx, organisationId: string, user: NewUser): Promise<UserRow> {
    const row = await tx
      .insertInto('users')
      .values({
        organisation_id: organisationId,
        username: user.username,
        email: user.email,
        display_name: user.displayName,
        display_language: user.displayLanguage,
        role: user.role,
        password_hash: user.passwordHash,
        is_driver: user.isDriver ?? false,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await tx
      .insertInto('sign_in_names')
      .values({ username: user.username, organisation_id: organisationId, user_id: row.id })
      .execute();
    return row;
  },

  async update(
    tx: Tx,
    organisationId: string,
    id: string,
    values: {
      displayName?: string;
      role?: Role;
      displayLanguage?: Language;
      passwordHash?: string;
      mustChangePassword?: boolean;
    },
  ): Promise<UserRow | undefined> {
    // A password is written where sign-in keeps it (it voids the reset links still unused).
    if (values.passwordHash !== undefined)
      await signInRepository.setPassword(
        tx,
        organisationId,
        id,
        values.passwordHash,
        values.mustChangePassword ?? false,
      );
    return tx
      .updateTable('users')
      .set({
        ...(values.displayName !== undefined ? { display_name: values.displayName } : {}),
        ...(values.role !== undefined ? { role: values.role } : {}),
        ...(values.displayLanguage !== undefined ? { display_language: values.displayLanguage } : {}),
        updated_at: new Date(),
      })
      .where('organisation_id', '=', organisationId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  },

  async delete(tx: Tx, organisationId: string, id: string): Promise<boolean> {
    const result = await tx
      .deleteFrom('users')
      .where('organisation_id', '=', organisationId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  },
};

/** Every organisation's users, for the site operator; only for system transactions. */
export const allUsersRepository = {
  list(tx: Tx): Promise<UserRowWithOrganisation[]> {
    return tx
      .selectFrom('users')
      .innerJoin('organisations', 'organisations.id', 'users.organisation_id')
      .selectAll('users')
      .select('organisations.name as organisation_name')
      .orderBy('organisations.name')
      .orderBy('users.email')
      .execute();
  },
};
