import {
  applyApprovalAction,
  type ApprovalAction,
  type ApprovalStatus,
  type HistoryAction,
  type Shift,
} from '@rahti/domain';
import type { Tx } from '../db/tenant';
import { conflict, notFound } from '../http/api-error';
import type { AuthContext } from '../http/access';
import { recordChanges, staleVersionError } from '../timesheet/history';
import { toShifts, type ShiftRow } from '../timesheet/records';
import type { SupervisionScope } from '../timesheet/supervision';
import type { ShiftContent } from './shift-content';
import { shiftsRepository, type ShiftStateColumns } from './shifts.repository';

/** Everything a change of shifts runs in: one transaction, the caller, what they see, the time. */
export interface ChangeContext {
  tx: Tx;
  auth: AuthContext;
  scope: SupervisionScope;
  now: Date;
}

export interface LoadedShift {
  row: ShiftRow;
  shift: Shift;
}

/** A shift the caller sees, in the API's shape, or undefined. */
export async function readShift(
  tx: Tx,
  organisationId: string,
  id: string,
  scope: SupervisionScope,
): Promise<LoadedShift | undefined> {
  const row = await shiftsRepository.find(tx, organisationId, id, scope);
  if (!row) return undefined;
  const [shift] = await toShifts(tx, organisationId, [row]);
  return { row, shift: shift! };
}

/**
 * The shift a change starts from: one the caller sees (else 404) at the version the caller read
 * (else 409 naming who changed it and when), so no one overwrites another's change unseen.
 */
export async function shiftForChange(
  { tx, auth, scope }: ChangeContext,
  id: string,
  version: number,
): Promise<LoadedShift> {
  const found = await readShift(tx, auth.organisationId, id, scope);
  if (!found) throw notFound();
  if (found.row.version !== version) throw await staleVersionError(tx, auth, 'shift', id);
  return found;
}

/** The approval state after `action` (spec section 4); a refusal is a 409 with the domain's reason. */
export function approvalAfter(row: ShiftRow, action: ApprovalAction): ApprovalStatus {
  const result = applyApprovalAction({ approval: row.approval, hasDriverEdit: row.has_driver_edit }, action);
  if (!result.ok) throw conflict(`shifts:approval.${result.refusal}`);
  return result.status;
}

export const stateOf = (status: ApprovalStatus): ShiftStateColumns => ({
  approval: status.approval,
  has_driver_edit: status.hasDriverEdit,
});

/**
 * Writes a change of one shift at the version it was read at, and its history (before and
 * after as the API shows them) in the same transaction. Returns the shift as it is now.
 */
export async function saveChange(
  context: ChangeContext,
  current: Shift,
  action: HistoryAction,
  change: { content?: ShiftContent; state?: ShiftStateColumns },
): Promise<Shift> {
  const { tx, auth, now } = context;
  if (!(await shiftsRepository.update(tx, auth.organisationId, current.id, current.version, now, change)))
    throw await staleVersionError(tx, auth, 'shift', current.id);
  const after = (await readShift(tx, auth.organisationId, current.id, { all: true }))!.shift;
  await recordChanges(tx, auth, [{ itemType: 'shift', itemId: current.id, action, before: current, after }], now);
  return after;
}
