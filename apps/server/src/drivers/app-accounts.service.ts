import { randomBytes } from 'node:crypto';
import type { AppAccountsInput } from '@rahti/domain';
import type { AppContext } from '../app-context';
import { hashPassword } from '../auth/password-hash';
import { isUniqueViolation } from '../db/errors';
import { withTenant } from '../db/tenant';
import { notFound } from '../http/api-error';
import type { AuthContext } from '../http/access';
import { organisationDataError } from '../organisation-data/errors';
import { appAccountsRepository } from './app-accounts.repository';
import { driversRepository } from './drivers.repository';

/** A password that meets the spec's rules (lower, upper, digit, non-alphanumeric), shown once. */
export function generatePassword(): string {
  return `${randomBytes(9).toString('base64url')}-Ab1`;
}

export interface AppAccountResult {
  driverId: string;
  username: string;
  active: boolean;
  generatedPassword?: string;
}

/**
 * Switches drivers' driver-app accounts on or off. Switching on creates (or re-enables) a User
 * with is_driver and the driver's username as sign-in name; switching off only sets
 * users.is_active = false, so the account, its sign-in name and all history stay.
 */
export function createAppAccountsService(context: AppContext) {
  const { db } = context.database;

  return {
    async setActive(auth: AuthContext, input: AppAccountsInput): Promise<AppAccountResult[]> {
      const ids = [...new Set(input.driverIds.map((id) => id.toLowerCase()))];
      const givenHash = input.active && input.password ? await hashPassword(input.password) : undefined;
      return withTenant(db, auth.organisationId, async (tx) => {
        const drivers = await driversRepository.findMany(tx, auth.organisationId, ids);
        if (drivers.length !== ids.length) throw notFound();
        const results: AppAccountResult[] = [];
        for (const driver of drivers) {
          if (!input.active) {
            if (driver.user_id) await appAccountsRepository.setUserActive(tx, auth.organisationId, driver.user_id, false);
            results.push({ driverId: driver.id, username: driver.username, active: false });
            continue;
          }
          let generatedPassword: string | undefined;
          let userId = driver.user_id;
          if (userId) {
            await appAccountsRepository.setUserActive(tx, auth.organisationId, userId, true, givenHash);
          } else {
            generatedPassword = givenHash ? undefined : generatePassword();
            userId = await appAccountsRepository.createUser(tx, auth.organisationId, {
              username: driver.username,
              email: driver.email ?? '',
              displayName: `${driver.first_name} ${driver.last_name}`,
              displayLanguage: auth.language,
              passwordHash: givenHash ?? (await hashPassword(generatedPassword!)),
            });
            await appAccountsRepository.linkDriver(tx, auth.organisationId, driver.id, userId);
          }
          await appAccountsRepository.claimSignInName(tx, auth.organisationId, userId, driver.username);
          results.push({ driverId: driver.id, username: driver.username, active: true, ...(generatedPassword ? { generatedPassword } : {}) });
        }
        return results;
      }).catch((error: unknown) => {
        if (isUniqueViolation(error)) throw organisationDataError(409, 'usernameTaken', 'driverIds');
        throw error;
      });
    },
  };
}
