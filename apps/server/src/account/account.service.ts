import type { Account, ChangePasswordInput, DriverNameOrder, Language, UpdateProfileInput } from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { formatWait, translatorFor } from '../auth/oidc/page-context';
import { hashPassword, verifyPassword } from '../auth/password-hash';
import { accountOfUser, takePasswordAttempt } from '../auth/password-throttle/password-throttle';
import { organisationDriverNameOrder } from '../db/driver-names';
import { withTenant, type Tx } from '../db/tenant';
import { ApiError, unauthorized } from '../http/api-error';
import type { AuthContext } from '../http/access';
import { organisationTimeZone } from '../timesheet/history';
import { usersRepository, type UserRow } from '../users/users.repository';

/** The organisation's settings the apps show everything in: its time zone and its order of drivers' names. */
async function organisationDisplay(tx: Tx, organisationId: string) {
  return {
    timeZone: await organisationTimeZone(tx, organisationId),
    driverNameOrder: await organisationDriverNameOrder(tx, organisationId),
  };
}

function toAccount(
  auth: AuthContext,
  user: UserRow,
  display: { timeZone: string; driverNameOrder: DriverNameOrder },
): Account {
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
      const [user, display] = await withTenant(
        db,
        auth.organisationId,
        async (tx) =>
          [
            await usersRepository.find(tx, auth.organisationId, auth.userId),
            await organisationDisplay(tx, auth.organisationId),
          ] as const,
      );
      if (!user) throw unauthorized();
      return toAccount(auth, user, display);
    },

    async updateMe(auth: AuthContext, input: UpdateProfileInput): Promise<Account> {
      const [user, display] = await withTenant(
        db,
        auth.organisationId,
        async (tx) =>
          [
            await usersRepository.update(tx, auth.organisationId, auth.userId, input),
            await organisationDisplay(tx, auth.organisationId),
          ] as const,
      );
      if (!user) throw unauthorized();
      return toAccount(auth, user, display);
    },

    /**
     * A wrong current password counts as a wrong sign-in of the account from the caller's
     * address (the same count the sign-in page keeps), so a token in other hands cannot guess
     * the password here; past the count, 429 with the sign-in page's message and its wait.
     */
    async changePassword(
      auth: AuthContext,
      input: ChangePasswordInput,
      caller: { ip: string | undefined; language: Language },
    ): Promise<void> {
      const user = await withTenant(db, auth.organisationId, (tx) =>
        usersRepository.find(tx, auth.organisationId, auth.userId),
      );
      if (!user) throw unauthorized();
      const attempt = await takePasswordAttempt(
        db,
        { ip: caller.ip, account: accountOfUser(user.id), byAddress: false },
        context.now(),
      );
      if (!attempt.allowed) {
        const wait = formatWait(translatorFor(context.translator, caller.language), attempt.waitSeconds);
        throw new ApiError(429, 'auth:signIn.throttled', { wait }, [
          { path: 'currentPassword', message: 'auth:signIn.throttled' },
        ]);
      }
      if (!(await verifyPassword(input.currentPassword, user.password_hash))) {
        throw new ApiError(400, 'wrongPassword', {}, [{ path: 'currentPassword', message: 'errors:wrongPassword' }]);
      }
      await attempt.succeeded();
      const passwordHash = await hashPassword(input.password);
      await withTenant(db, auth.organisationId, (tx) =>
        usersRepository.update(tx, auth.organisationId, auth.userId, { passwordHash }),
      );
    },
  };
}
