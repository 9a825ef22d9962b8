import { driverInputSchema, type DriverInput } from '@rahti/domain';
import type { Tx } from '../db/tenant';
import { namedUnitsRepository } from '../departments/named-units.repository';
import { appAccountsRepository } from '../drivers/app-accounts.repository';
import { driversRepository } from '../drivers/drivers.repository';
import { driverGroupsRepository } from '../driver-groups/driver-groups.repository';
import { usersRepository } from '../users/users.repository';
import { vehiclesRepository } from '../vehicles/vehicles.repository';
import { DEMO_APP_DRIVER_USERNAME, DEMO_DRIVERS, DEMO_EMPLOYED_DAYS_AGO } from './demo-organisation-data';
import { NEW_HIRE } from './demo-shift-patterns';
import { daysFrom, isoDay } from './seed-dates';

/** The demo drivers as the drivers service reads them, licence expiries and employment starts dated from `now`. */
export function demoDriverInputs(now: Date): { id: string; input: DriverInput }[] {
  const employedDaysAgo: Record<string, number> = {
    ...DEMO_EMPLOYED_DAYS_AGO,
    [NEW_HIRE.employeeNumber]: NEW_HIRE.employedDaysAgo,
  };
  return DEMO_DRIVERS.map(({ id, input, licences }) => ({
    id,
    input: driverInputSchema.parse({
      ...input,
      licences: licences.map((l) => ({
        code: l.code,
        expiresOn: l.expiresInDays === null ? null : isoDay(daysFrom(now, l.expiresInDays)),
      })),
      employmentStart: isoDay(daysFrom(now, -(employedDaysAgo[String(input.employeeNumber)] ?? 0))),
    }),
  }));
}

/** A reference to a department, base, group or vehicle the organisation does not have (any more) is left empty. */
async function knownReferences(tx: Tx, organisationId: string) {
  const ids = (rows: { id: string }[]) => new Set(rows.map((row) => row.id));
  const known = {
    departments: ids(await namedUnitsRepository('departments').list(tx, organisationId)),
    bases: ids(await namedUnitsRepository('bases').list(tx, organisationId)),
    groups: ids(await driverGroupsRepository.list(tx, organisationId)),
    vehicles: ids(await vehiclesRepository.list(tx, organisationId)),
  };
  const keep = (set: Set<string>, id: string | null) => (id !== null && set.has(id) ? id : null);
  return (input: DriverInput): DriverInput => ({
    ...input,
    departmentId: keep(known.departments, input.departmentId),
    baseId: keep(known.bases, input.baseId),
    driverGroupId: keep(known.groups, input.driverGroupId),
    defaultVehicleId: keep(known.vehicles, input.defaultVehicleId),
  });
}

/**
 * Drivers as the drivers service creates them. One whose id, username or card id the organisation
 * already has is left out, and so is one whose username another account signs in with
 * (`takenSignInNames`, from any organisation). The app driver instead needs the organisation's own
 * user with that username, and is linked to it as switching its app account on would.
 */
export async function seedDrivers(
  tx: Tx,
  organisationId: string,
  now: Date,
  takenSignInNames: Set<string>,
): Promise<number> {
  const drivers = demoDriverInputs(now);
  const existing = await driversRepository.existing(
    tx,
    organisationId,
    drivers.map((d) => d.input.username),
    drivers.flatMap((d) => (d.input.driverCardId ? [d.input.driverCardId] : [])),
  );
  const appUser = (await usersRepository.list(tx, organisationId)).find(
    (user) => user.username === DEMO_APP_DRIVER_USERNAME,
  );
  const withKnownReferences = await knownReferences(tx, organisationId);
  let count = 0;
  for (const { id, input } of drivers) {
    const isAppDriver = input.username === DEMO_APP_DRIVER_USERNAME;
    if (isAppDriver ? !appUser : takenSignInNames.has(input.username)) continue;
    if (existing.usernames.has(input.username) || (input.driverCardId && existing.cardIds.has(input.driverCardId)))
      continue;
    if (await driversRepository.find(tx, organisationId, id)) continue;
    await driversRepository.create(tx, organisationId, withKnownReferences(input), id);
    if (isAppDriver) await appAccountsRepository.linkDriver(tx, organisationId, id, appUser!.id);
    count += 1;
  }
  return count;
}
