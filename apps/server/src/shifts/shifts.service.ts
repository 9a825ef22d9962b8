import { randomUUID } from 'node:crypto';
import { localDateOf, type HistoryEntry, type Shift, type ShiftInput, type ShiftUpdate } from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { isUniqueViolation } from '../db/errors';
import { withTenant, type Tx } from '../db/tenant';
import { badRequest, conflict, notFound } from '../http/api-error';
import { isDriverClient, type AuthContext } from '../http/access';
import { listHistory, organisationTimeZone, recordChanges, staleVersionError } from '../timesheet/history';
import { toShifts, type ShiftRow } from '../timesheet/records';
import { canSeeDriver } from '../timesheet/supervision';
import { checkDriverShiftTimes } from '../timesheet/driver-times';
import { callerScope } from '../timesheet/caller-scope';
import { approvalAfter, readShift, saveChange, shiftForChange, stateOf, type ChangeContext } from './shift-changes';
import { plannedShiftToStore } from './planned-shift-link';
import { contentOfInput } from './shift-content';
import { shiftsPage, type ShiftsQuery } from './shift-list';
import { shiftsRepository } from './shifts.repository';
import { currentPeriod } from '../pay-periods/pay-periods.service';

/**
 * The shift's driver is one the caller may write for, and its vehicles are the organisation's.
 * A driver in the driver app writes only their own shifts: another driver is 404 to them; and
 * only times within a day ahead and a year back (timesheet/driver-times.ts).
 */
export async function checkReferences(
  { tx, auth, scope, now }: ChangeContext,
  input: Pick<ShiftInput, 'driverId' | 'vehicleIds' | 'events'>,
): Promise<void> {
  const driver = await tx
    .selectFrom('drivers')
    .select('id')
    .where('organisation_id', '=', auth.organisationId)
    .where('id', '=', input.driverId)
    .executeTakeFirst();
  if (!driver || !canSeeDriver(scope, driver.id)) {
    if (isDriverClient(auth)) throw notFound();
    throw badRequest('shifts:unknownDriver', 'driverId');
  }
  const known = await shiftsRepository.knownVehicles(tx, auth.organisationId, input.vehicleIds);
  const unknown = input.vehicleIds.findIndex((id) => !known.has(id));
  if (unknown >= 0) throw badRequest('shifts:unknownVehicle', `vehicleIds.${unknown}`);
  checkDriverShiftTimes(auth, input, now);
}

/** A client key seen before: the same driver's upload again is the stored shift, unchanged. */
async function knownUpload(
  tx: Tx,
  organisationId: string,
  existing: ShiftRow,
  driverId: string,
): Promise<{ shift: Shift; created: false }> {
  if (existing.driver_id !== driverId) throw conflict('shifts:clientKeyOtherDriver', 'clientKey');
  const [shift] = await toShifts(tx, organisationId, [existing]);
  return { shift: shift!, created: false };
}

/**
 * An office change (refused for approved shifts and pending driver edits) or, from the driver
 * app, the driver's own edit: its first one keeps the shift as the office left it. Runs in the
 * caller's transaction (the driver app's sync writes it together with its operation key).
 */
export async function updateShift(context: ChangeContext, id: string, input: ShiftUpdate): Promise<Shift> {
  const { row, shift } = await shiftForChange(context, id, input.version);
  await checkReferences(context, input);
  const byDriver = isDriverClient(context.auth);
  const state = { ...stateOf(approvalAfter(row, byDriver ? 'driverEdit' : 'officeEdit')), driver_id: input.driverId };
  const keepOffice = byDriver && !row.has_driver_edit ? { before_driver_edit: JSON.stringify(shift) } : {};
  const stored = { driverId: row.driver_id, plannedShiftId: row.planned_shift_id };
  const plannedShiftId = await plannedShiftToStore(context.tx, context.auth.organisationId, input, stored);
  return saveChange(context, shift, byDriver ? 'driverEdit' : 'update', {
    content: contentOfInput(input, plannedShiftId),
    state: { ...state, ...keepOffice },
  });
}

export function createShiftsService(context: AppContext) {
  const { db } = context.database;
  /** A change in one tenant transaction, with what the caller sees. */
  const change = <T>(auth: AuthContext, work: (change: ChangeContext) => Promise<T>) =>
    withTenant(db, auth.organisationId, async (tx) =>
      work({ tx, auth, scope: await callerScope(tx, auth), now: context.now() }),
    );

  return {
    /** A page of a period's shifts; without `from` and `to`, of the current pay period (or month). */
    list(auth: AuthContext, query: Omit<ShiftsQuery, 'from' | 'to'> & { from?: string; to?: string }) {
      return withTenant(db, auth.organisationId, async (tx) => {
        const timeZone = await organisationTimeZone(tx, auth.organisationId);
        const { from, to } = query;
        const period =
          from !== undefined && to !== undefined
            ? { from, to }
            : await currentPeriod(tx, auth.organisationId, localDateOf(context.now().getTime(), timeZone));
        return shiftsPage(tx, auth.organisationId, await callerScope(tx, auth), { ...query, ...period }, timeZone);
      });
    },

    get(auth: AuthContext, id: string): Promise<Shift> {
      return withTenant(db, auth.organisationId, async (tx) => {
        const found = await readShift(tx, auth.organisationId, id, await callerScope(tx, auth));
        if (!found) throw notFound();
        return found.shift;
      });
    },

    history(auth: AuthContext, id: string): Promise<HistoryEntry[]> {
      return withTenant(db, auth.organisationId, async (tx) => {
        if (!(await shiftsRepository.find(tx, auth.organisationId, id, await callerScope(tx, auth)))) throw notFound();
        return listHistory(tx, auth.organisationId, 'shift', id);
      });
    },

    /**
     * Stores a shift; the same client key twice stores it once (the driver app uploads again
     * when it did not hear the answer). `created` is false for an upload seen before.
     */
    async create(auth: AuthContext, input: ShiftInput): Promise<{ shift: Shift; created: boolean }> {
      const clientKey = input.clientKey ?? randomUUID();
      try {
        return await change(auth, async (context) => {
          const { tx, now } = context;
          await checkReferences(context, input);
          const existing = await shiftsRepository.findByClientKey(tx, auth.organisationId, clientKey);
          if (existing) return knownUpload(tx, auth.organisationId, existing, input.driverId);
          const id = await shiftsRepository.insert(tx, auth.organisationId, {
            driverId: input.driverId,
            clientKey,
            content: contentOfInput(input, await plannedShiftToStore(tx, auth.organisationId, input, null)),
          });
          const shift = (await readShift(tx, auth.organisationId, id, { all: true }))!.shift;
          await recordChanges(
            tx,
            auth,
            [{ itemType: 'shift', itemId: id, action: 'create', before: null, after: shift }],
            now,
          );
          return { shift, created: true };
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // The same upload arrived twice at once and the other one stored it first.
        return withTenant(db, auth.organisationId, async (tx) => {
          const existing = await shiftsRepository.findByClientKey(tx, auth.organisationId, clientKey);
          if (!existing) throw error;
          return knownUpload(tx, auth.organisationId, existing, input.driverId);
        });
      }
    },

    update(auth: AuthContext, id: string, input: ShiftUpdate): Promise<Shift> {
      return change(auth, (context) => updateShift(context, id, input));
    },

    /** An approved shift stays until its approval is removed. */
    remove(auth: AuthContext, id: string, version: number): Promise<void> {
      return change(auth, async (context) => {
        const { tx, now } = context;
        const { row, shift } = await shiftForChange(context, id, version);
        if (row.approval === 'approved') throw conflict('shifts:approval.itemApproved');
        if (!(await shiftsRepository.delete(tx, auth.organisationId, id, version)))
          throw await staleVersionError(tx, auth, 'shift', id);
        await recordChanges(
          tx,
          auth,
          [{ itemType: 'shift', itemId: id, action: 'delete', before: shift, after: null }],
          now,
        );
      });
    },
  };
}
