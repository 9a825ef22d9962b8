import { randomBytes } from 'node:crypto';
import type { AppAccountsInput } from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { hashPassword } from '../auth/password-hash';
import { isUniqueViolation } from '../db/errors';
import { withSystem, withTenant } from '../db/tenant';
import { ApiError, conflict, notFound } from '../http/api-error';
import type { AuthContext } from '../http/access';
import { nameList, organisationDataError } from '../http/organisation-data-errors';
import { appAccountsRepository } from './app-accounts.repository';
import { driversRepository, signInNamesLookup, type DriverRow } from './drivers.repository';

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
 * 409 naming every driver whose username another account signs in with: the message lists the
 * usernames, and each such driver's place in `driverIds` is a field ("driverIds.3").
 */
function usernamesTaken(driverIds: string[], clashing: Pick<DriverRow, 'id' | 'username'>[]): ApiError {
  const fields = driverIds.flatMap((id, index) =>
    clashing.some((d) => d.id === id.toLowerCase())
      ? [{ path: `driverIds.${index}`, message: 'organisation-data:usernameTaken' }]
      : [],
  );
  return new ApiError(
    409,
    'organisation-data:usernameTakenBy',
    { count: clashing.length, usernames: nameList(clashing.map((d) => d.username)) },
    fields,
  );
}

/** Hashes at a time: scrypt runs on libuv's small thread pool, which sign-ins and file reads share. */
const HASHING_CONCURRENCY = 2;

interface NewPassword {
  hash: string;
  /** Shown once when the caller gave no password. */
  generated?: string;
}

/**
 * The password of each driver that gets a new account: the given one's hash, or a generated
 * password. Made before any transaction opens: scrypt takes ~50 ms a hash, and a batch may hold
 * 1000 drivers.
 */
async function newAccountPasswords(
  drivers: DriverRow[],
  givenHash: string | undefined,
): Promise<Map<string, NewPassword>> {
  const needed = drivers.filter((driver) => !driver.user_id);
  const passwords = new Map<string, NewPassword>();
  if (givenHash) {
    for (const driver of needed) passwords.set(driver.id, { hash: givenHash });
    return passwords;
  }
  for (let i = 0; i < needed.length; i += HASHING_CONCURRENCY) {
    await Promise.all(
      needed.slice(i, i + HASHING_CONCURRENCY).map(async (driver) => {
        const generated = generatePassword();
        passwords.set(driver.id, { hash: await hashPassword(generated), generated });
      }),
    );
  }
  return passwords;
}

/**
 * Switches drivers' driver-app accounts on or off. Switching on creates (or re-enables) a User
 * with is_driver and the driver's username as sign-in name; switching off only sets
 * users.is_active = false, so the account, its sign-in name and all history stay.
 */
export function createAppAccountsService(context: AppContext) {
  const { db } = context.database;

  /** The drivers (in the order asked) whose username is some other account's sign-in name. */
  async function clashingDrivers(
    organisationId: string,
    driverIds: string[],
    drivers: DriverRow[],
  ): Promise<DriverRow[]> {
    const taken = await withSystem(db, (tx) =>
      signInNamesLookup.taken(
        tx,
        organisationId,
        drivers.map((d) => ({ username: d.username, userId: d.user_id })),
      ),
    );
    const order = (d: DriverRow) => driverIds.findIndex((id) => id.toLowerCase() === d.id);
    return drivers.filter((d) => taken.has(d.username)).sort((a, b) => order(a) - order(b));
  }

  return {
    async setActive(auth: AuthContext, input: AppAccountsInput): Promise<AppAccountResult[]> {
      const ids = [...new Set(input.driverIds.map((id) => id.toLowerCase()))];
      let passwords = new Map<string, NewPassword>();
      let givenHash: string | undefined;
      if (input.active) {
        // All or nothing: every clash is named before anything is written.
        const found = await withTenant(db, auth.organisationId, (tx) =>
          driversRepository.findMany(tx, auth.organisationId, ids),
        );
        if (found.length !== ids.length) throw notFound();
        const clashing = await clashingDrivers(auth.organisationId, input.driverIds, found);
        if (clashing.length > 0) throw usernamesTaken(input.driverIds, clashing);
        // An account switched on again keeps its password unless one is given.
        givenHash = input.password ? await hashPassword(input.password) : undefined;
        passwords = await newAccountPasswords(found, givenHash);
      }
      let batch: DriverRow[] = [];
      return withTenant(db, auth.organisationId, async (tx) => {
        const drivers = await driversRepository.findMany(tx, auth.organisationId, ids);
        if (drivers.length !== ids.length) throw notFound();
        batch = drivers;
        const results: AppAccountResult[] = [];
        for (const driver of drivers) {
          if (!input.active) {
            if (driver.user_id)
              await appAccountsRepository.setUserActive(tx, auth.organisationId, driver.user_id, false);
            results.push({ driverId: driver.id, username: driver.username, active: false });
            continue;
          }
          let generatedPassword: string | undefined;
          let userId = driver.user_id;
          if (userId) {
            await appAccountsRepository.setUserActive(tx, auth.organisationId, userId, true, givenHash);
          } else {
            const password = passwords.get(driver.id);
            // The driver's account was removed after the check above: nothing was hashed for it.
            if (!password) throw conflict('savingFailed');
            generatedPassword = password.generated;
            userId = await appAccountsRepository.createUser(tx, auth.organisationId, {
              username: driver.username,
              email: driver.email ?? '',
              displayName: `${driver.first_name} ${driver.last_name}`,
              displayLanguage: auth.language,
              passwordHash: password.hash,
            });
            await appAccountsRepository.linkDriver(tx, auth.organisationId, driver.id, userId);
          }
          await appAccountsRepository.claimSignInName(tx, auth.organisationId, userId, driver.username);
          results.push({
            driverId: driver.id,
            username: driver.username,
            active: true,
            ...(generatedPassword ? { generatedPassword } : {}),
          });
        }
        return results;
      }).catch(async (error: unknown) => {
        if (!isUniqueViolation(error)) throw error;
        // Another save claimed a name after the check above: name the drivers it now clashes with.
        const clashing = await clashingDrivers(auth.organisationId, input.driverIds, batch);
        throw clashing.length > 0
          ? usernamesTaken(input.driverIds, clashing)
          : organisationDataError(409, 'usernameTaken', 'driverIds');
      });
    },
  };
}
