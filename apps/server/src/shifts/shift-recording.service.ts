import type { Shift, ShiftInput } from '@rahti/domain';
import { recordChanges, staleVersionError, wasShiftRemoved } from '../timesheet/history';
import { toShifts } from '../timesheet/records';
import { readShift, saveChange, type ChangeContext, type LoadedShift } from './shift-changes';
import { plannedShiftToStore } from './planned-shift-link';
import { contentOfInput, spanOf } from './shift-content';
import { shiftsRepository, type ShiftStateColumns } from './shifts.repository';
import { checkReferences } from './shifts.service';

/** A snapshot of a shift the phone recorded: the whole shift after one action, numbered by `seq`. */
export interface RecordedSnapshot {
  seq: number;
  input: ShiftInput & { clientKey: string };
}

/**
 * The driver app's live recording (decision 0012): the phone sends the whole shift after each
 * action. These run in the caller's transaction (the sync writes each together with its
 * operation key); whether a snapshot may be applied at all is the sync's rule.
 */
export const shiftRecording = {
  /** The shift with this client key, whoever's it is, locked until the transaction ends. */
  async find({ tx, auth }: ChangeContext, clientKey: string): Promise<LoadedShift | undefined> {
    const row = await shiftsRepository.findByClientKey(tx, auth.organisationId, clientKey, true);
    if (!row) return undefined;
    const [shift] = await toShifts(tx, auth.organisationId, [row]);
    return { row, shift: shift! };
  },

  /** Whether the office removed the shift with this client key or merged it into another. */
  wasRemoved({ tx, auth }: ChangeContext, clientKey: string): Promise<boolean> {
    return wasShiftRemoved(tx, auth.organisationId, clientKey);
  },

  /** The first snapshot to arrive makes the shift: one `create` entry in its history. */
  async create(context: ChangeContext, { seq, input }: RecordedSnapshot): Promise<Shift> {
    const { tx, auth, now } = context;
    await checkReferences(context, input);
    const id = await shiftsRepository.insert(tx, auth.organisationId, {
      driverId: input.driverId,
      clientKey: input.clientKey,
      content: contentOfInput(input, await plannedShiftToStore(tx, auth.organisationId, input, null)),
      deviceSeq: seq,
    });
    const shift = (await readShift(tx, auth.organisationId, id, { all: true }))!.shift;
    await recordChanges(
      tx,
      auth,
      [{ itemType: 'shift', itemId: id, action: 'create', before: null, after: shift }],
      now,
    );
    return shift;
  },

  /**
   * A newer snapshot replaces the content. A check is taken back, as any change of the content
   * does. Only the snapshot that ends the shift is written to the history (an `end` entry by
   * the driver): a day's taps one by one would bury the office's own changes.
   */
  async replace(context: ChangeContext, current: LoadedShift, { seq, input }: RecordedSnapshot): Promise<Shift> {
    const { tx, auth, now } = context;
    await checkReferences(context, input);
    const stored = { driverId: current.row.driver_id, plannedShiftId: current.row.planned_shift_id };
    const content = contentOfInput(input, await plannedShiftToStore(tx, auth.organisationId, input, stored));
    const state: ShiftStateColumns = {
      approval: 'unapproved',
      device_seq: seq,
      device_content_version: current.row.content_version + 1,
    };
    if (current.shift.end === null && spanOf(content.events).end_at !== null)
      return saveChange(context, current.shift, 'end', { content, state });
    if (
      !(await shiftsRepository.update(tx, auth.organisationId, current.shift.id, current.shift.version, now, {
        content,
        state,
      }))
    ) {
      throw await staleVersionError(tx, auth, 'shift', current.shift.id);
    }
    return (await readShift(tx, auth.organisationId, current.shift.id, { all: true }))!.shift;
  },
};
