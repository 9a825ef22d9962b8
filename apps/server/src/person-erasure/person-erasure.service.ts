import { randomBytes } from 'node:crypto';
import {
  erasedPersonFields,
  localDateOf,
  localMidnight,
  mayManageUser,
  positionsNeededFrom,
  pseudonymCode,
  PSEUDONYM_CODE_LENGTH,
  type PersonErasure,
} from '@rahti/domain';
import { accountOfUser } from '../auth/password-throttle/password-throttle';
import { endSignInsOf } from '../auth/oidc/end-sign-ins';
import { withSystem, withTenant } from '../db/tenant';
import type { AuthContext } from '../http/access';
import { ApiError, badRequest, forbidden, notFound } from '../http/api-error';
import type { AppContext } from '../platform/app-context';
import { personErasureRepository as repository } from './person-erasure.repository';

/** Positions per statement, as the organisation's erasure deletes them (decision 0040). */
const POSITION_BATCH = 10_000;

type Target = { driverId: string } | { userId: string };

/**
 * GDPR erasure of one person (decision 0040): a driver, a user, or both when the driver has an
 * app account. Name, contact, card, employee number and username give way to a pseudonym; the
 * account stops signing in; positions older than payroll needs go. Shifts, approvals, invoices
 * and waybills stay, showing the pseudonym wherever they showed the person.
 */
export function createPersonErasureService(context: AppContext) {
  const { db } = context.database;

  async function erase(auth: AuthContext, target: Target): Promise<PersonErasure> {
    const organisationId = auth.organisationId;
    const found = await withTenant(db, organisationId, async (tx) => {
      const driver =
        'driverId' in target
          ? await repository.findDriver(tx, organisationId, target.driverId)
          : await repository.findDriverOfUser(tx, organisationId, target.userId);
      const userId = 'userId' in target ? target.userId : (driver?.user_id ?? null);
      const user = userId ? await repository.findUser(tx, organisationId, userId) : undefined;
      if ('driverId' in target ? !driver : !user) return undefined;
      const otherAdmins = user?.role === 'Admin' ? await repository.countOtherAdmins(tx, organisationId, user.id) : 1;
      return { driver, user, otherAdmins, payroll: await repository.payrollContext(tx, organisationId) };
    });
    if (!found) throw notFound();
    const { driver, user } = found;
    if (user) {
      if (user.id.toLowerCase() === auth.userId.toLowerCase()) throw badRequest('cannotDeleteSelf');
      if (!mayManageUser(auth, user)) throw forbidden();
      if (found.otherAdmins === 0) throw new ApiError(409, 'lastAdmin');
    }

    const code = pseudonymCode(randomBytes(PSEUDONYM_CODE_LENGTH));
    const fields = erasedPersonFields(code);
    const { timeZone, periods } = found.payroll;
    const today = localDateOf(context.now().getTime(), timeZone);
    const keptFrom = positionsNeededFrom(
      periods.map((period) => ({ endDate: period.end_date, payDate: period.pay_date })),
      today,
    );

    await withTenant(db, organisationId, async (tx) => {
      if (driver) await repository.eraseDriver(tx, organisationId, driver, fields);
      if (user) await repository.eraseUser(tx, organisationId, user.id, fields);
    });
    if (user) {
      await endSignInsOf(db, user.id);
      // The server's own tables, outside any tenant: its password throttles and its messages to the operator.
      await withSystem(db, async (tx) => {
        await tx.deleteFrom('sign_in_throttles').where('account', '=', accountOfUser(user.id)).execute();
        await repository.eraseContactMessages(tx, organisationId, user.id, fields);
      });
    }
    const positionsRemoved = driver
      ? await removePositions(organisationId, driver.id, new Date(localMidnight(keptFrom, timeZone)))
      : 0;
    return {
      pseudonym: driver ? `${fields.driverFirstName} ${fields.driverLastName}` : fields.userDisplayName,
      positionsRemoved,
    };
  }

  /** In batches, each its own transaction, so a driver's years of positions never hold one long lock. */
  async function removePositions(organisationId: string, driverId: string, before: Date): Promise<number> {
    let removed = 0;
    for (let deleted = POSITION_BATCH; deleted === POSITION_BATCH;) {
      deleted = await withTenant(db, organisationId, (tx) =>
        repository.deletePositionsBatch(tx, organisationId, driverId, before, POSITION_BATCH),
      );
      removed += deleted;
    }
    return removed;
  }

  return {
    eraseDriver: (auth: AuthContext, driverId: string) => erase(auth, { driverId }),
    eraseUser(auth: AuthContext, organisationId: string, userId: string) {
      if (organisationId.toLowerCase() !== auth.organisationId.toLowerCase()) throw notFound();
      return erase(auth, { userId });
    },
  };
}
