import {
  DRIVER_IMPORT,
  VEHICLE_IMPORT,
  checkImportRows,
  type CheckedRow,
  type DriverImportRecord,
  type ImportOutcome,
  type ImportProblem,
  type ImportRow,
  type VehicleImportRecord,
} from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { withSystem, withTenant, type Tx } from '../db/tenant';
import type { AuthContext } from '../http/access';
import { importedEmployment } from '../drivers/driver-employment';
import { driversRepository, signInNamesLookup } from '../drivers/drivers.repository';
import { vehiclesRepository } from '../vehicles/vehicles.repository';

const records = <T>(rows: CheckedRow<T>[]) =>
  rows.flatMap((row) => (row.record && row.problems.length === 0 ? [{ line: row.line, record: row.record }] : []));
const problemsOf = <T>(rows: CheckedRow<T>[]) => rows.flatMap((row) => row.problems);

/** Adds "Usernames already in use" / "Driver card ID already in use" against saved data. */
async function addDriverConflicts(
  tx: Tx,
  organisationId: string,
  rows: CheckedRow<DriverImportRecord>[],
  signInNames: Set<string>,
) {
  const valid = records(rows);
  const existing = await driversRepository.existing(
    tx,
    organisationId,
    valid.map((r) => r.record.username),
    valid.flatMap((r) => (r.record.driverCardId ? [r.record.driverCardId] : [])),
  );
  const byLine = new Map(rows.map((row) => [row.line, row]));
  for (const { line, record } of valid) {
    const row = byLine.get(line)!;
    if (existing.usernames.has(record.username) || signInNames.has(record.username))
      row.problems.push({ line, field: 'username', code: 'organisation-data:usernamesInUse', params: { line } });
    if (record.driverCardId && existing.cardIds.has(record.driverCardId))
      row.problems.push({ line, field: 'driverCardId', code: 'organisation-data:driverCardIdInUse', params: { line } });
  }
  return rows;
}

async function addVehicleConflicts(tx: Tx, organisationId: string, rows: CheckedRow<VehicleImportRecord>[]) {
  const valid = records(rows);
  const existing = await vehiclesRepository.existingRegisterNumbers(
    tx,
    organisationId,
    valid.map((r) => r.record.registerNumber),
  );
  for (const row of rows) {
    if (row.record && existing.has(row.record.registerNumber))
      row.problems.push({
        line: row.line,
        field: 'registerNumber',
        code: 'organisation-data:registerNumberTaken',
        params: { line: row.line },
      });
  }
  return rows;
}

/** Rolls the import's transaction back when rows clashed at save time, carrying their problems out. */
class SaveTimeClash extends Error {
  constructor(readonly problems: ImportProblem[]) {
    super('import rows clashed at save time');
  }
}

type Valid<T> = { line: number; record: T }[];

/**
 * Drivers the insert skipped: another save claimed their username or card id after the check.
 * Each is named on its own line, by the value that is now taken (the username when neither is
 * found again, as the username is what a driver always has).
 */
async function driverClashes(
  tx: Tx,
  organisationId: string,
  skipped: Valid<DriverImportRecord>,
): Promise<ImportProblem[]> {
  const existing = await driversRepository.existing(
    tx,
    organisationId,
    skipped.map((r) => r.record.username),
    skipped.flatMap((r) => (r.record.driverCardId ? [r.record.driverCardId] : [])),
  );
  return skipped.flatMap(({ line, record }): ImportProblem[] => {
    const card = Boolean(record.driverCardId) && existing.cardIds.has(record.driverCardId!);
    const username = existing.usernames.has(record.username) || !card;
    return [
      ...(username ? [{ line, field: 'username', code: 'organisation-data:usernamesInUse', params: { line } }] : []),
      ...(card ? [{ line, field: 'driverCardId', code: 'organisation-data:driverCardIdInUse', params: { line } }] : []),
    ];
  });
}

const vehicleClashes = (skipped: Valid<VehicleImportRecord>): ImportProblem[] =>
  skipped.map(({ line }) => ({
    line,
    field: 'registerNumber',
    code: 'organisation-data:registerNumberTaken',
    params: { line },
  }));

const clashOutcome = (error: unknown): ImportOutcome => {
  if (error instanceof SaveTimeClash) return { ok: false, problems: error.problems };
  throw error;
};

/**
 * Imports: the preview checks every row (format, repeats in the file, clashes with saved data)
 * and saves nothing; the confirmation checks again and saves all rows in one transaction, or
 * none. Inserts go in batches; a row another save claimed after the check is skipped by the
 * insert, named by its line, and the whole transaction rolled back.
 */
export function createImportsService(context: AppContext) {
  const { db } = context.database;
  /** The file's usernames that an account (in any organisation) already signs in with. */
  const signInNamesOf = (organisationId: string, rows: CheckedRow<DriverImportRecord>[]) =>
    withSystem(db, (tx) =>
      signInNamesLookup.taken(
        tx,
        organisationId,
        records(rows).map((r) => ({ username: r.record.username, userId: null })),
      ),
    );

  return {
    async previewDrivers(auth: AuthContext, rows: ImportRow[]) {
      const checked = checkImportRows(rows, DRIVER_IMPORT);
      const signInNames = await signInNamesOf(auth.organisationId, checked);
      return withTenant(db, auth.organisationId, (tx) =>
        addDriverConflicts(tx, auth.organisationId, checked, signInNames),
      );
    },

    async importDrivers(auth: AuthContext, rows: ImportRow[]): Promise<ImportOutcome> {
      const checked = checkImportRows(rows, DRIVER_IMPORT);
      const signInNames = await signInNamesOf(auth.organisationId, checked);
      return withTenant(db, auth.organisationId, async (tx): Promise<ImportOutcome> => {
        const problems = problemsOf(await addDriverConflicts(tx, auth.organisationId, checked, signInNames));
        if (problems.length > 0) return { ok: false, problems };
        const valid = records(checked);
        const saved = await driversRepository.insertMany(
          tx,
          auth.organisationId,
          await importedEmployment(
            tx,
            auth.organisationId,
            valid.map((r) => r.record),
            context.now(),
          ),
        );
        const skipped = valid.filter((r) => !saved.has(r.record.username));
        if (skipped.length > 0) throw new SaveTimeClash(await driverClashes(tx, auth.organisationId, skipped));
        return { ok: true, imported: saved.size };
      }).catch(clashOutcome);
    },

    previewVehicles(auth: AuthContext, rows: ImportRow[]) {
      const checked = checkImportRows(rows, VEHICLE_IMPORT);
      return withTenant(db, auth.organisationId, (tx) => addVehicleConflicts(tx, auth.organisationId, checked));
    },

    async importVehicles(auth: AuthContext, rows: ImportRow[]): Promise<ImportOutcome> {
      const checked = checkImportRows(rows, VEHICLE_IMPORT);
      return withTenant(db, auth.organisationId, async (tx): Promise<ImportOutcome> => {
        const problems = problemsOf(await addVehicleConflicts(tx, auth.organisationId, checked));
        if (problems.length > 0) return { ok: false, problems };
        const valid = records(checked);
        const saved = await vehiclesRepository.insertMany(
          tx,
          auth.organisationId,
          valid.map((r) => r.record),
        );
        const skipped = valid.filter((r) => !saved.has(r.record.registerNumber));
        if (skipped.length > 0) throw new SaveTimeClash(vehicleClashes(skipped));
        return { ok: true, imported: saved.size };
      }).catch(clashOutcome);
    },
  };
}
