import { randomUUID } from 'node:crypto';
import {
  APPROVER_ONLY_ACTIONS,
  hasAccess,
  mergeEvents,
  splitEvents,
  type OfficeApprovalAction,
  type Shift,
} from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { withTenant } from '../db/tenant';
import { badRequest, conflict, forbidden } from '../http/api-error';
import type { AuthContext } from '../http/access';
import { recordChanges, staleVersionError } from '../timesheet/history';
import { assertOfficeClient, callerScope } from '../timesheet/caller-scope';
import { approvalAfter, readShift, saveChange, shiftForChange, stateOf, type ChangeContext } from './shift-changes';
import { contentOfShift, fromTimedEvents, toTimedEvents, type ShiftContent } from './shift-content';
import { mergedContent } from './merged-content';
import { shiftsRepository } from './shifts.repository';
import { queueWebhookEvent } from '../webhook-outbox/queue-webhook-event';

/** The office's actions on shifts: split, merge, end, and the approval steps. */
export function createShiftActionsService(context: AppContext) {
  const { db } = context.database;
  const change = <T>(auth: AuthContext, work: (change: ChangeContext) => Promise<T>) => {
    assertOfficeClient(auth);
    return withTenant(db, auth.organisationId, async (tx) =>
      work({ tx, auth, scope: await callerScope(tx, auth), now: context.now() }),
    );
  };

  return {
    /**
     * Splits a shift at `at` (spec section 4): the first part keeps its id, client key, bonuses,
     * allowance and start km; the second is a new shift with the later events, the same
     * vehicles and the end km.
     */
    split(
      auth: AuthContext,
      id: string,
      input: { at: string; version: number },
    ): Promise<{ before: Shift; after: Shift }> {
      return change(auth, async (context) => {
        const { row, shift } = await shiftForChange(context, id, input.version);
        const state = stateOf(approvalAfter(row, 'officeEdit'));
        const result = splitEvents(toTimedEvents(contentOfShift(shift).events), Date.parse(input.at));
        if (!result.ok) throw badRequest(`shifts:problems.${result.problem}`, 'at');
        const content = contentOfShift(shift);
        const first: ShiftContent = { ...content, events: fromTimedEvents(result.before), endKm: null };
        const second: ShiftContent = {
          ...content,
          events: fromTimedEvents(result.after),
          startKm: null,
          consumptionLitres: null,
          bonuses: [],
          dailyAllowance: 0,
        };
        const before = await saveChange(context, shift, 'split', { content: first, state });
        const secondId = await shiftsRepository.insert(context.tx, auth.organisationId, {
          driverId: row.driver_id,
          clientKey: randomUUID(),
          content: second,
        });
        const after = (await readShift(context.tx, auth.organisationId, secondId, { all: true }))!.shift;
        await recordChanges(
          context.tx,
          auth,
          [{ itemType: 'shift', itemId: secondId, action: 'split', before: shift, after }],
          context.now,
        );
        return { before, after };
      });
    },

    /** Merges two shifts of one driver into the earlier one; the later one is removed. */
    merge(
      auth: AuthContext,
      input: { firstId: string; firstVersion: number; secondId: string; secondVersion: number },
    ): Promise<Shift> {
      if (input.firstId === input.secondId) throw badRequest('shifts:mergeSameShift', 'secondId');
      return change(auth, async (context) => {
        const first = await shiftForChange(context, input.firstId, input.firstVersion);
        const second = await shiftForChange(context, input.secondId, input.secondVersion);
        if (first.row.driver_id !== second.row.driver_id) throw conflict('shifts:mergeOtherDriver');
        const state = stateOf(approvalAfter(first.row, 'officeEdit'));
        approvalAfter(second.row, 'officeEdit');
        const [earlier, later] =
          first.shift.start <= second.shift.start ? [first.shift, second.shift] : [second.shift, first.shift];
        const result = mergeEvents(
          toTimedEvents(contentOfShift(earlier).events),
          toTimedEvents(contentOfShift(later).events),
        );
        if (!result.ok) throw badRequest(`shifts:problems.${result.problem}`, 'secondId');
        const { tx, now } = context;
        if (!(await shiftsRepository.delete(tx, auth.organisationId, later.id, later.version)))
          throw await staleVersionError(tx, auth, 'shift', later.id);
        const merged = await saveChange(context, earlier, 'merge', {
          content: mergedContent(contentOfShift(earlier), contentOfShift(later), fromTimedEvents(result.events)),
          state,
        });
        await recordChanges(
          tx,
          auth,
          [{ itemType: 'shift', itemId: later.id, action: 'merge', before: later, after: merged }],
          now,
        );
        return merged;
      });
    },

    /** Ends an ongoing shift: its running event, and so the shift, end at `at`. */
    end(auth: AuthContext, id: string, input: { at: string; version: number }): Promise<Shift> {
      return change(auth, async (context) => {
        const { row, shift } = await shiftForChange(context, id, input.version);
        if (row.end_at !== null) throw conflict('shifts:notOngoing');
        const state = stateOf(approvalAfter(row, 'officeEdit'));
        const content = contentOfShift(shift);
        const running = content.events.find((event) => event.end === null);
        const at = Date.parse(input.at);
        if (!running || at < Date.parse(running.start)) throw badRequest('shifts:endBeforeLastEvent', 'at');
        const events = content.events.map((event) =>
          event === running ? { ...event, end: new Date(at).toISOString() } : event,
        );
        return saveChange(context, shift, 'end', { content: { ...content, events }, state });
      });
    },

    /**
     * An approval step (spec section 4). Approving and removing an approval are the Admins' and
     * Superusers' (checked before the shift's state); rejecting a driver's edit restores the
     * shift as the office left it.
     */
    approval(auth: AuthContext, id: string, input: { action: OfficeApprovalAction; version: number }): Promise<Shift> {
      if (APPROVER_ONLY_ACTIONS.includes(input.action) && !hasAccess('adminOrSuperuser', auth)) throw forbidden();
      return change(auth, async (context) => {
        const { row, shift } = await shiftForChange(context, id, input.version);
        const state = stateOf(approvalAfter(row, input.action));
        if (input.action !== 'acceptDriverEdit' && input.action !== 'rejectDriverEdit') {
          const saved = await saveChange(context, shift, input.action, { state });
          if (input.action === 'approve')
            await queueWebhookEvent(context.tx, auth.organisationId, 'shiftApproved', {
              shiftId: saved.id,
              driverId: saved.driverId,
            });
          return saved;
        }
        const office = row.before_driver_edit as Shift | null;
        if (input.action === 'acceptDriverEdit' || !office)
          return saveChange(context, shift, input.action, { state: { ...state, before_driver_edit: null } });
        const content = contentOfShift(office);
        // A vehicle removed since the office's version is left out rather than failing the restore.
        const known = await shiftsRepository.knownVehicles(context.tx, auth.organisationId, content.vehicleIds);
        return saveChange(context, shift, input.action, {
          content: { ...content, vehicleIds: content.vehicleIds.filter((vehicleId) => known.has(vehicleId)) },
          state: { ...state, before_driver_edit: null, driver_id: office.driverId },
        });
      });
    },
  };
}
