import type { Account, ChangePasswordInput, DriverNameOrder, UpdateProfileInput } from '@rahti/domain';
import type { AppContext } from '../app-context';
import { hashPassword, verifyPassword } from '../auth/password-hash';
import { organisationDriverNameOrder } from '../db/driver-names';
import { withTenant, type Tx } from '../db/tenant';
import { ApiError, unauthorized } from '../http/api-error';
import type { AuthContext } from '../http/access';
import { organisationTimeZone } from '../timesheet/history';
import { usersRepository, type UserRow } from '../users/users.repository';

/** The organisation's settings the apps show everything in: its time zone and its order of drivers' names. */
async function organisationDisplay(tx: Tx, organisationId: string) {
  return { timeZone: await organisationTimeZone(tx, organisationId), driverNameOrder: await organisationDriverNameOrder(tx, organisationId) };
}

function toAccount(auth: AuthContext, user: UserRow, display: { timeZone: string; driverNameOrder: DriverNameOrder }): Account {
  return {
    id: user.id,
    organisationId: auth.organisationId,
    organisationName: auth.organisationName,
    organisationCurrency: auth.organisationCurrency,
    organisationTimeZone: display.timeZone,
    organisationDriverNameOrder: display.driverNameOrder,
    role: user.role,
    displayLanguage: user.display_language,
    displayName: user.display_name,
    email: user.email,
    username: user.username,
    isDriver: user.is_driver,
    isSiteOperator: auth.isSiteOperator,
    features: auth.features,
  };
}

/** The signed-in person's own account: what the apps load after sign-in. */
export function createAccountService(context: AppContext) {
  const { db } = context.database;

  return {
    async getMe(auth: AuthContext): Promise<Account> {
      const [user, display] = await withTenant(db, auth.organisationId, async (tx) => [await usersRepository.find(tx, auth.organisationId, auth.userId), await organisationDisplay(tx, auth.organisationId)] as const);
      if (!user) throw unauthorized();
      return toAccount(auth, user, display);
    },

    async updateMe(auth: AuthContext, input: UpdateProfileInput): Promise<Account> {
      const [user, display] = await withTenant(db, auth.organisationId, async (tx) => [await usersRepository.update(tx, auth.organisationId, auth.userId, input), await organisationDisplay(tx, auth.organisationId)] as const);
      if (!user) throw unauthorized();
      return toAccount(auth, user, display);
    },

    async changePassword(auth: AuthContext, input: ChangePasswordInput): Promise<void> {
      const user = await withTenant(db, auth.organisationId, (tx) => usersRepository.find(tx, auth.organisationId, auth.userId));
      if (!user) throw unauthorized();
      if (!(await verifyPassword(input.currentPassword, user.password_hash))) {
        throw new ApiError(400, 'wrongPassword', {}, [{ path: 'currentPassword', message: 'errors:wrongPassword' }]);
      }
      const passwordHash = await hashPassword(input.password);
      await withTenant(db, auth.organisationId, (tx) => usersRepository.update(tx, auth.organisationId, auth.userId, { passwordHash }));
    },
  };
}
