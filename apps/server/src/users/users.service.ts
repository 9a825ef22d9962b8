import {
  mayManageUser,
  type CreateUserInput,
  type NewPasswordInput,
  type Role,
  type UpdateUserInput,
} from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { endSignInsOf } from '../auth/oidc/end-sign-ins';
import { hashPassword } from '../auth/password-hash';
import { isUniqueViolation } from '../db/errors';
import { withSystem, withTenant } from '../db/tenant';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../http/api-error';
import type { AuthContext } from '../http/access';
import { toUser } from './user-dto';
import { allUsersRepository, usersRepository, type UserRow } from './users.repository';

/** Sign-in names are compared without case: Anna@Firma.fi and anna@firma.fi are one person. */
export const signInNameOf = (email: string) => email.trim().toLowerCase();

/** The role table's answer for adding, changing and removing a user: one rule for all three. */
function assertMayManage(auth: AuthContext, target: Pick<UserRow, 'role'>, newRole?: Role) {
  if (!mayManageUser(auth, target, newRole)) throw forbidden();
}

export function createUsersService(context: AppContext) {
  const { db } = context.database;

  return {
    async list(auth: AuthContext) {
      const rows = await withTenant(db, auth.organisationId, (tx) => usersRepository.list(tx, auth.organisationId));
      return rows.map(toUser);
    },

    async create(auth: AuthContext, input: CreateUserInput) {
      assertMayManage(auth, { role: input.role }, input.role);
      const passwordHash = await hashPassword(input.password);
      try {
        const row = await withTenant(db, auth.organisationId, (tx) =>
          usersRepository.create(tx, auth.organisationId, {
            username: signInNameOf(input.email),
            email: input.email.trim(),
            displayName: input.displayName,
            displayLanguage: input.displayLanguage,
            role: input.role,
            passwordHash,
          }),
        );
        return toUser(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('usernameTaken', 'email');
        throw error;
      }
    },

    async update(auth: AuthContext, organisationId: string, id: string, input: UpdateUserInput) {
      if (organisationId.toLowerCase() !== auth.organisationId.toLowerCase()) throw notFound();
      const row = await withTenant(db, auth.organisationId, async (tx) => {
        const current = await usersRepository.find(tx, auth.organisationId, id);
        if (!current) throw notFound();
        assertMayManage(auth, current, input.role);
        const demotesAdmin = current.role === 'Admin' && input.role !== undefined && input.role !== 'Admin';
        if (demotesAdmin && (await usersRepository.countAdmins(tx, auth.organisationId)) <= 1) {
          throw new ApiError(409, 'lastAdmin', {}, [{ path: 'role', message: 'errors:lastAdmin' }]);
        }
        return usersRepository.update(tx, auth.organisationId, id, input);
      });
      if (!row) throw notFound();
      return toUser(row);
    },

    async remove(auth: AuthContext, organisationId: string, id: string) {
      if (organisationId.toLowerCase() !== auth.organisationId.toLowerCase()) throw notFound();
      if (id.toLowerCase() === auth.userId.toLowerCase()) throw badRequest('cannotDeleteSelf');
      await withTenant(db, auth.organisationId, async (tx) => {
        const current = await usersRepository.find(tx, auth.organisationId, id);
        if (!current) throw notFound();
        assertMayManage(auth, current);
        if (current.role === 'Admin' && (await usersRepository.countAdmins(tx, auth.organisationId)) <= 1) {
          throw new ApiError(409, 'lastAdmin');
        }
        await usersRepository.delete(tx, auth.organisationId, id);
      });
    },

    /**
     * An Admin gives a user who forgot their password a temporary one; the user must choose a
     * new password at the next sign-in (the sign-in pages ask before finishing).
     */
    async setTemporaryPassword(auth: AuthContext, organisationId: string, id: string, input: NewPasswordInput) {
      if (organisationId.toLowerCase() !== auth.organisationId.toLowerCase()) throw notFound();
      if (auth.role !== 'Admin') throw forbidden();
      const passwordHash = await hashPassword(input.password);
      const row = await withTenant(db, auth.organisationId, (tx) =>
        usersRepository.update(tx, auth.organisationId, id, { passwordHash, mustChangePassword: true }),
      );
      if (!row) throw notFound();
      await endSignInsOf(db, row.id);
    },

    async listAll() {
      const rows = await withSystem(db, (tx) => allUsersRepository.list(tx));
      return rows.map((row) => ({ ...toUser(row), organisationName: row.organisation_name }));
    },
  };
}
