import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { withSystem, withTenant } from '../db/tenant';
import { signInNamesLookup } from '../drivers/drivers.repository';
import { DEMO_APP_DRIVER_USERNAME } from './demo-organisation-data';
import { seedCodes } from './seed-codes';
import { demoDriverInputs, seedDrivers } from './seed-drivers';
import { seedDriverGroups } from './seed-driver-groups';
import { seedUnits } from './seed-units';
import { seedVehicles } from './seed-vehicles';

const LABELS = {
  departments: 'department',
  bases: 'base',
  driverGroups: 'driver group',
  vehicles: 'vehicle',
  drivers: 'driver',
  salaryTypeCodes: 'salary type code',
  licenceTypes: 'licence type',
} as const;

/**
 * Fills the demo organisation's departments, bases, driver groups, vehicles, drivers, payroll
 * codes and licence types through the same repositories the services use, in one transaction.
 * Rows have fixed ids; one already there (by id or by a name, code or number that must be
 * unique) is left as it is, so a second run changes nothing. Returns what was written, e.g.
 * ["2 departments", "8 drivers"].
 */
export async function seedDemoOrganisationData(
  db: Kysely<Database>,
  organisationId: string,
  now: Date,
): Promise<string[]> {
  // Sign-in names are global; the app driver's is its own user's, checked inside the transaction.
  const claims = demoDriverInputs(now).flatMap(({ input }) =>
    input.username === DEMO_APP_DRIVER_USERNAME ? [] : [{ username: input.username, userId: null }],
  );
  const takenSignInNames = await withSystem(db, (tx) => signInNamesLookup.taken(tx, organisationId, claims));

  const counts = await withTenant(db, organisationId, async (tx) => {
    const units = await seedUnits(tx, organisationId);
    const driverGroups = await seedDriverGroups(tx, organisationId);
    const vehicles = await seedVehicles(tx, organisationId, now);
    const codes = await seedCodes(tx, organisationId);
    const drivers = await seedDrivers(tx, organisationId, now, takenSignInNames);
    return { ...units, driverGroups, vehicles, drivers, ...codes };
  });
  return (Object.keys(LABELS) as (keyof typeof LABELS)[])
    .filter((key) => counts[key] > 0)
    .map((key) => `${counts[key]} ${LABELS[key]}${counts[key] === 1 ? '' : 's'}`);
}
