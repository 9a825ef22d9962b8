import type { Selectable } from 'kysely';
import type { SyncOperation } from '@rahti/domain';
import type { DriverSyncOperationsTable } from '../db/schema';
import type { Tx } from '../db/tenant';
import { selectAbsenceRows, selectShiftRows, type AbsenceRow, type ShiftRow } from '../timesheet/records';
import type { OperationResult } from './sync-results';

export type StoredOperation = Selectable<DriverSyncOperationsTable>;

/** The driver app's operation keys and what a sync answers with; every method takes the organisation first. */
export const driverSyncRepository = {
  /**
   * Claims an operation's key for this transaction. Undefined when the key is new; otherwise
   * the stored operation. A concurrent transaction holding the same key makes this one wait
   * for its commit and then read what it stored.
   */
  async claim(
    tx: Tx,
    organisationId: string,
    operation: { key: string; kind: SyncOperation['kind']; driverId: string },
  ): Promise<StoredOperation | undefined> {
    const inserted = await tx
      .insertInto('driver_sync_operations')
      .values({
        organisation_id: organisationId,
        key: operation.key,
        driver_id: operation.driverId,
        kind: operation.kind,
      })
      .onConflict((conflict) => conflict.columns(['organisation_id', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    if (inserted) return undefined;
    return tx
      .selectFrom('driver_sync_operations')
      .selectAll()
      .where('organisation_id', '=', organisationId)
      .where('key', '=', operation.key)
      .executeTakeFirstOrThrow();
  },

  /** The stored operation of a key, if any; a read that claims nothing (a stop event's key is stored after it applied). */
  find(tx: Tx, organisationId: string, key: string): Promise<StoredOperation | undefined> {
    return tx
      .selectFrom('driver_sync_operations')
      .selectAll()
      .where('organisation_id', '=', organisationId)
      .where('key', '=', key)
      .executeTakeFirst();
  },

  async saveResult(tx: Tx, organisationId: string, key: string, result: OperationResult): Promise<void> {
    await tx
      .updateTable('driver_sync_operations')
      .set({ result: JSON.stringify(result) })
      .where('organisation_id', '=', organisationId)
      .where('key', '=', key)
      .execute();
  },

  /** The driver's shifts starting at `since` or later, and every one still ongoing, newest first. */
  recentShifts(tx: Tx, organisationId: string, driverId: string, since: Date): Promise<ShiftRow[]> {
    return selectShiftRows(tx, organisationId)
      .where('shifts.driver_id', '=', driverId)
      .where((eb) => eb.or([eb('shifts.start_at', '>=', since), eb('shifts.end_at', 'is', null)]))
      .orderBy('shifts.start_at', 'desc')
      .orderBy('shifts.id')
      .execute();
  },

  /** The driver's absences whose last day is `fromDate` or later, newest first. */
  recentAbsences(tx: Tx, organisationId: string, driverId: string, fromDate: string): Promise<AbsenceRow[]> {
    return selectAbsenceRows(tx, organisationId)
      .where('absences.driver_id', '=', driverId)
      .where('absences.end_date', '>=', fromDate)
      .orderBy('absences.start_date', 'desc')
      .orderBy('absences.id')
      .execute();
  },
};
