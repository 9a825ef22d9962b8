import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as platform from './migrations/0001-platform';
import * as signIn from './migrations/0002-sign-in';
import * as calculations from './migrations/0003-calculations';
import * as organisationData from './migrations/0004-organisation-data';
import * as organisationDataRules from './migrations/0005-organisation-data-rules';
import * as passwordReset from './migrations/0006-password-reset';
import * as shifts from './migrations/0007-shifts';
import * as shiftEventTotals from './migrations/0008-shift-event-totals';
import * as driverSync from './migrations/0009-driver-sync';
import * as positions from './migrations/0010-positions';
import * as payPeriods from './migrations/0011-pay-periods';
import * as payrollExport from './migrations/0012-payroll-export';
import * as shiftPayParts from './migrations/0013-shift-pay-parts';
import * as externalServices from './migrations/0014-external-services';
import * as osmandRefusals from './migrations/0015-osmand-refusals';
import * as trackDays from './migrations/0016-track-days';
import * as externalDrivers from './migrations/0017-external-drivers';
import * as driverSyncKeyAge from './migrations/0018-driver-sync-key-age';
import * as signInThrottles from './migrations/0019-sign-in-throttles';
import * as driverEmployment from './migrations/0020-driver-employment';
import * as exactEventTimeAndNameOrder from './migrations/0021-exact-event-time-and-name-order';
import * as latestPositionOnVehicle from './migrations/0022-latest-position-on-vehicle';
import * as customersAndTasks from './migrations/0023-customers-and-tasks';
import * as invoices from './migrations/0024-invoices';
import * as taskFeeds from './migrations/0025-task-feeds';
import * as routes from './migrations/0026-routes';
import * as plannedShifts from './migrations/0027-planned-shifts';
import * as fleetItems from './migrations/0028-fleet-items';
import * as vehicleTanks from './migrations/0033-vehicle-tanks';
import * as biodieselShiftRefuels from './migrations/0034-biodiesel-shift-refuels';
import * as refuelsAndEmissionFactors from './migrations/0029-refuels-and-emission-factors';
import * as fuelCardImport from './migrations/0030-fuel-card-import';
import * as preTripChecks from './migrations/0031-pre-trip-checks';
import * as fleetCalendarFeed from './migrations/0032-fleet-calendar-feed';
import * as transportTasks from './migrations/0035-transport-tasks';
import * as storedFilesInABucket from './migrations/0036-stored-files-in-a-bucket';
import { ensureAppRole } from './migrations/tenant-security';
import { ensureShareReaderRole } from './migrations/share-reader-role';
import * as sharing from './migrations/0037-sharing';
import * as reportSchedules from './migrations/0038-report-schedules';
import * as organisationErasures from './migrations/0040-organisation-erasures';
import * as webhooks from './migrations/0039-webhooks';
import * as shiftWorkTypeTotals from './migrations/0041-shift-work-type-totals';
import type { Database } from './schema';

/** Every migration in order. A new one is added here; names sort by their number. */
const MIGRATIONS: Record<string, Migration> = {
  '0001-platform': platform,
  '0002-sign-in': signIn,
  '0003-calculations': calculations,
  '0004-organisation-data': organisationData,
  '0005-organisation-data-rules': organisationDataRules,
  '0006-password-reset': passwordReset,
  '0007-shifts': shifts,
  '0008-shift-event-totals': shiftEventTotals,
  '0009-driver-sync': driverSync,
  '0010-positions': positions,
  '0011-pay-periods': payPeriods,
  '0012-payroll-export': payrollExport,
  '0013-shift-pay-parts': shiftPayParts,
  '0014-external-services': externalServices,
  '0015-osmand-refusals': osmandRefusals,
  '0016-track-days': trackDays,
  '0017-external-drivers': externalDrivers,
  '0018-driver-sync-key-age': driverSyncKeyAge,
  '0019-sign-in-throttles': signInThrottles,
  '0020-driver-employment': driverEmployment,
  '0021-exact-event-time-and-name-order': exactEventTimeAndNameOrder,
  '0022-latest-position-on-vehicle': latestPositionOnVehicle,
  '0023-customers-and-tasks': customersAndTasks,
  '0024-invoices': invoices,
  '0025-task-feeds': taskFeeds,
  '0026-routes': routes,
  '0027-planned-shifts': plannedShifts,
  '0028-fleet-items': fleetItems,
  '0029-refuels-and-emission-factors': refuelsAndEmissionFactors,
  '0030-fuel-card-import': fuelCardImport,
  '0031-pre-trip-checks': preTripChecks,
  '0032-fleet-calendar-feed': fleetCalendarFeed,
  '0033-vehicle-tanks': vehicleTanks,
  '0034-biodiesel-shift-refuels': biodieselShiftRefuels,
  '0035-transport-tasks': transportTasks,
  '0036-stored-files-in-a-bucket': storedFilesInABucket,
  '0037-sharing': sharing,
  '0038-report-schedules': reportSchedules,
  '0039-webhooks': webhooks,
  '0040-organisation-erasures': organisationErasures,
  '0041-shift-work-type-totals': shiftWorkTypeTotals,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** Brings the schema up to date; run at every start, before the server listens. */
export async function migrateToLatest(database: Kysely<Database>): Promise<string[]> {
  const db = database as unknown as Kysely<unknown>;
  await ensureAppRole(db);
  await ensureShareReaderRole(db);
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * Brings a schema up to one named migration, and no further: tests check a migration against rows
 * of the schema before it. Up only; no migration has a `down`, and Kysely skips a missing `down`
 * without an error, so a schema already past `target` is left as it is.
 */
export async function migrateTo(database: Kysely<Database>, target: string): Promise<void> {
  const db = database as unknown as Kysely<unknown>;
  await ensureAppRole(db);
  await ensureShareReaderRole(db);
  const { error } = await new Migrator({ db, provider }).migrateTo(target);
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
