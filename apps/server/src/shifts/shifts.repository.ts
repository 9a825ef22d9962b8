import { sql, type Updateable } from 'kysely';
import type { ShiftsTable } from '../db/schema';
import type { Tx } from '../db/tenant';
import { selectShiftRows, type ShiftRow } from '../timesheet/records';
import { visibleShiftCondition, type SupervisionScope } from '../timesheet/supervision';
import { spanOf, type ShiftContent } from './shift-content';
import type { ShiftCursor } from './shift-cursor';

/** The columns of a shift row that its content decides. */
function contentColumns(content: ShiftContent) {
  return {
    route_id: content.routeId,
    planned_shift_id: content.plannedShiftId,
    ...spanOf(content.events),
    start_km: content.startKm,
    end_km: content.endKm,
    consumption_litres: content.consumptionLitres,
    bonuses: JSON.stringify(content.bonuses),
    daily_allowance: content.dailyAllowance,
  };
}

/**
 * The state columns a change may set besides the content (approval, the driver's edit, the
 * driver, and the driver app's live recording: decision 0012).
 */
export type ShiftStateColumns = Pick<
  Updateable<ShiftsTable>,
  'approval' | 'has_driver_edit' | 'before_driver_edit' | 'driver_id' | 'device_seq' | 'device_content_version'
>;

/** Shifts of one organisation; every method takes the organisation first. */
export const shiftsRepository = {
  /** A shift the scope lets the caller see, or undefined (another organisation's, invisible, gone). */
  find(tx: Tx, organisationId: string, id: string, scope: SupervisionScope): Promise<ShiftRow | undefined> {
    return selectShiftRows(tx, organisationId)
      .where('shifts.id', '=', id)
      .where(visibleShiftCondition(scope))
      .executeTakeFirst();
  },

  /** Whoever's it is: a client key is unique in the organisation. `forUpdate` locks it for a change. */
  findByClientKey(tx: Tx, organisationId: string, clientKey: string, forUpdate = false): Promise<ShiftRow | undefined> {
    const select = selectShiftRows(tx, organisationId).where('shifts.client_key', '=', clientKey);
    return (forUpdate ? select.forUpdate('shifts') : select).executeTakeFirst();
  },

  /** `deviceSeq`: the shift comes from the driver app's live recording, at that snapshot. */
  async insert(
    tx: Tx,
    organisationId: string,
    shift: {
      driverId: string;
      clientKey: string;
      content: ShiftContent;
      deviceSeq?: number;
    },
  ): Promise<string> {
    const { id } = await tx
      .insertInto('shifts')
      .values({
        organisation_id: organisationId,
        driver_id: shift.driverId,
        client_key: shift.clientKey,
        ...contentColumns(shift.content),
        // A new shift's content_version is 1: the phone's snapshot is its content.
        ...(shift.deviceSeq === undefined ? {} : { device_seq: shift.deviceSeq, device_content_version: 1 }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await shiftsRepository.replaceParts(tx, organisationId, id, shift.content);
    return id;
  },

  /**
   * Optimistic concurrency: the row changes only if it still has the version the caller read;
   * false means someone else changed (or removed) it first. The version grows by one, and the
   * content version too when the content changes (the driver app tells office changes by it).
   */
  async update(
    tx: Tx,
    organisationId: string,
    id: string,
    version: number,
    now: Date,
    change: { content?: ShiftContent; state?: ShiftStateColumns },
  ): Promise<boolean> {
    const result = await tx
      .updateTable('shifts')
      .set((eb) => ({
        ...(change.content
          ? { ...contentColumns(change.content), content_version: eb('content_version', '+', 1) }
          : {}),
        ...change.state,
        version: eb('version', '+', 1),
        updated_at: now,
      }))
      .where('organisation_id', '=', organisationId)
      .where('id', '=', id)
      .where('version', '=', version)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    if (change.content) await shiftsRepository.replaceParts(tx, organisationId, id, change.content);
    return true;
  },

  /** Events and vehicles are written whole: a change replaces them. */
  async replaceParts(tx: Tx, organisationId: string, shiftId: string, content: ShiftContent): Promise<void> {
    await tx
      .deleteFrom('shift_events')
      .where('organisation_id', '=', organisationId)
      .where('shift_id', '=', shiftId)
      .execute();
    await tx
      .deleteFrom('shift_vehicles')
      .where('organisation_id', '=', organisationId)
      .where('shift_id', '=', shiftId)
      .execute();
    await tx
      .insertInto('shift_events')
      .values(
        content.events.map((event) => ({
          organisation_id: organisationId,
          shift_id: shiftId,
          work_type: event.workType,
          start_at: event.start,
          end_at: event.end,
          answer: event.answer,
          cut_before: event.cutBefore,
          cut_after: event.cutAfter,
        })),
      )
      .execute();
    if (content.vehicleIds.length === 0) return;
    await tx
      .insertInto('shift_vehicles')
      .values(
        content.vehicleIds.map((vehicleId, position) => ({
          organisation_id: organisationId,
          shift_id: shiftId,
          vehicle_id: vehicleId,
          position,
        })),
      )
      .execute();
  },

  async delete(tx: Tx, organisationId: string, id: string, version: number): Promise<boolean> {
    const result = await tx
      .deleteFrom('shifts')
      .where('organisation_id', '=', organisationId)
      .where('id', '=', id)
      .where('version', '=', version)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  },

  /** Which of these vehicle ids are the organisation's. */
  async knownVehicles(tx: Tx, organisationId: string, ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await tx
      .selectFrom('vehicles')
      .select('id')
      .where('organisation_id', '=', organisationId)
      .where('id', 'in', ids)
      .execute();
    return new Set(rows.map((row) => row.id));
  },
};

/** `(start_at, id)` after the cursor's: the next page in the list's order. */
export const afterCursor = (cursor: ShiftCursor) =>
  sql<boolean>`(shifts.start_at, shifts.id) > (${cursor.startAt}::timestamptz, ${cursor.id}::uuid)`;
