import type { z } from 'zod';
import { applyApprovalAction, type Absence, type approveRangeResultSchema, type Shift } from '@rahti/domain';
import type { Tx } from '../db/tenant';
import { notFound } from '../http/api-error';
import type { AuthContext } from '../http/access';
import { organisationTimeZone, recordChanges, type Change } from './history';
import { periodBounds, selectAbsenceRows, selectShiftRows, toAbsence, toShifts } from './records';
import { queueWebhookEvent } from '../webhook-outbox/queue-webhook-event';

type ApproveRangeResult = z.infer<typeof approveRangeResultSchema>;
type Skipped = ApproveRangeResult['skipped'][number];

/** Why an item stays as it is: a running shift cannot be approved, nor a driver's edit unseen. */
function skipReason(
  item: { approval: Shift['approval']; hasDriverEdit: boolean },
  ongoing: boolean,
): Skipped['reason'] | undefined {
  if (ongoing) return 'ongoing';
  const result = applyApprovalAction({ approval: item.approval, hasDriverEdit: item.hasDriverEdit }, 'approve');
  return result.ok ? undefined : 'driverEditPending';
}

/** The item as it is after approval: what the history keeps as "after". */
const approved = <T extends Shift | Absence>(item: T, now: Date): T => ({
  ...item,
  approval: 'approved',
  version: item.version + 1,
  updatedAt: now.toISOString(),
});

/**
 * Approves a driver's range of local dates in one transaction (the web's "approve week"):
 * every shift starting in it and every absence overlapping it that is not approved yet. Running
 * shifts and items with a driver's edit waiting are left as they are and named. The rows are
 * locked first, so a change made meanwhile waits for this one and then meets a new version.
 */
export async function approveRange(
  tx: Tx,
  auth: AuthContext,
  input: { driverId: string; from: string; to: string },
  now: Date,
): Promise<ApproveRangeResult> {
  const organisationId = auth.organisationId;
  const driver = await tx
    .selectFrom('drivers')
    .select('id')
    .where('organisation_id', '=', organisationId)
    .where('id', '=', input.driverId)
    .executeTakeFirst();
  if (!driver) throw notFound();
  const { startAt, endAt } = periodBounds(input.from, input.to, await organisationTimeZone(tx, organisationId));

  const shiftRows = await selectShiftRows(tx, organisationId)
    .where('shifts.driver_id', '=', input.driverId)
    .where('shifts.start_at', '>=', startAt)
    .where('shifts.start_at', '<', endAt)
    .where('shifts.approval', '<>', 'approved')
    .orderBy('shifts.start_at')
    .forUpdate('shifts')
    .execute();
  const absenceRows = await selectAbsenceRows(tx, organisationId)
    .where('absences.driver_id', '=', input.driverId)
    .where('absences.start_date', '<=', input.to)
    .where('absences.end_date', '>=', input.from)
    .where('absences.approval', '<>', 'approved')
    .orderBy('absences.start_date')
    .forUpdate('absences')
    .execute();

  const skipped: Skipped[] = [];
  const changes: Change[] = [];
  const shifts = await toShifts(tx, organisationId, shiftRows);
  const shiftIds: string[] = [];
  for (const shift of shifts) {
    const reason = skipReason(shift, shift.status === 'ongoing');
    if (reason) skipped.push({ itemType: 'shift', id: shift.id, reason });
    else {
      shiftIds.push(shift.id);
      changes.push({
        itemType: 'shift',
        itemId: shift.id,
        action: 'approve',
        before: shift,
        after: approved(shift, now),
      });
    }
  }
  const absenceIds: string[] = [];
  for (const absence of absenceRows.map(toAbsence)) {
    const reason = skipReason(absence, false);
    if (reason) skipped.push({ itemType: 'absence', id: absence.id, reason });
    else {
      absenceIds.push(absence.id);
      changes.push({
        itemType: 'absence',
        itemId: absence.id,
        action: 'approve',
        before: absence,
        after: approved(absence, now),
      });
    }
  }

  for (const [table, ids] of [
    ['shifts', shiftIds],
    ['absences', absenceIds],
  ] as const) {
    if (ids.length === 0) continue;
    await tx
      .updateTable(table)
      .set((eb) => ({ approval: 'approved', version: eb('version', '+', 1), updated_at: now }))
      .where('organisation_id', '=', organisationId)
      .where('id', 'in', ids)
      .execute();
  }
  await recordChanges(tx, auth, changes, now);
  for (const shiftId of shiftIds)
    await queueWebhookEvent(tx, organisationId, 'shiftApproved', { shiftId, driverId: input.driverId });
  for (const absenceId of absenceIds)
    await queueWebhookEvent(tx, organisationId, 'absenceApproved', { absenceId, driverId: input.driverId });
  return { approvedShifts: shiftIds.length, approvedAbsences: absenceIds.length, skipped };
}
