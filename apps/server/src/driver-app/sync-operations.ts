import { workTypeName, type DeviceShift, type ShiftInput, type SyncOperation } from '@rahti/domain';
import { createAbsence } from '../absences/absences.service';
import { vehiclesLockedToOtherDevices, type LinkedDriver } from '../drivers/linked-driver';
import { readShift, type ChangeContext } from '../shifts/shift-changes';
import { shiftRecording } from '../shifts/shift-recording.service';
import { updateShift } from '../shifts/shifts.service';
import { localDateTime } from '../timesheet/history';
import {
  addedVehicles,
  changesBonusesOrAllowance,
  judgeSnapshot,
  NOTHING_CHOSEN,
  type ShiftChoices,
} from './recording-rules';
import { knownRouteOrNull } from './driver-routes';
import { applied, conflict, refusal, stale, vehicleLocked, type OperationResult } from './sync-results';

/** One operation's transaction, as the linked driver on this phone. */
export interface OperationContext {
  change: ChangeContext;
  driver: LinkedDriver;
  /** The phone's X-Device-Id, when it is a well-formed one. */
  deviceId: string | undefined;
}

type Operation<K extends SyncOperation['kind']> = Extract<SyncOperation, { kind: K }>;

/** The phone's shift as the caller's driver's; a route that is not the organisation's becomes none. */
const asInput = async (
  { change, driver }: OperationContext,
  shift: DeviceShift,
): Promise<ShiftInput & { clientKey: string }> => ({
  ...shift,
  routeId: await knownRouteOrNull(change.tx, change.auth.organisationId, shift.routeId),
  driverId: driver.id,
});

/**
 * What the driver group lets the driver choose (spec section 6): vehicles (their default vehicle
 * is not a choice), bonuses and daily allowance; and the device lock keeps a vehicle to the
 * phone whose id it names. Only what this change adds counts, so a shift the office gave a
 * vehicle or a bonus can still be recorded.
 */
async function refusedChoice(
  { change, driver, deviceId }: OperationContext,
  before: ShiftChoices,
  after: ShiftChoices,
): Promise<OperationResult | undefined> {
  const added = addedVehicles(before, after);
  if (!driver.permissions.chooseVehicles && added.some((id) => id !== driver.defaultVehicleId))
    return refusal('chooseVehicles');
  if (!driver.permissions.chooseBonusesAndAllowance && changesBonusesOrAllowance(before, after))
    return refusal('chooseBonusesAndAllowance');
  const [locked] = await vehiclesLockedToOtherDevices(change.tx, change.auth.organisationId, driver, added, deviceId);
  return locked ? vehicleLocked(locked.registerNumber) : undefined;
}

/** Live recording: the first snapshot makes the shift, a newer one replaces its content. */
export async function recordShift(
  context: OperationContext,
  operation: Operation<'recordShift'>,
): Promise<OperationResult> {
  const { change, driver } = context;
  const input = await asInput(context, operation.shift);
  const snapshot = { seq: operation.seq, input };
  const current = await shiftRecording.find(change, input.clientKey);
  if (!current) {
    if (await shiftRecording.wasRemoved(change, input.clientKey)) return conflict('removedByOffice', null);
    if (!driver.permissions.createShifts) return refusal('createShifts');
    const refused = await refusedChoice(context, NOTHING_CHOSEN, input);
    return refused ?? applied((await shiftRecording.create(change, snapshot)).id);
  }
  const { row, shift } = current;
  const verdict = judgeSnapshot(
    {
      isCallersDriver: row.driver_id === driver.id,
      deviceSeq: row.device_seq,
      approval: row.approval,
      hasDriverEdit: row.has_driver_edit,
      contentVersion: row.content_version,
      version: row.version,
      deviceContentVersion: row.device_content_version,
      ended: shift.end !== null,
    },
    {
      seq: operation.seq,
      ongoing: input.events.some((event) => event.end === null),
      basedOnVersion: operation.basedOnVersion,
    },
  );
  switch (verdict) {
    case 'apply':
      break;
    case 'stale':
      return stale(shift.id);
    case 'otherDriver':
      return conflict('otherDriver', null);
    case 'endedByOffice':
      return conflict('endedByOffice', shift.id, { at: await localDateTime(change.tx, change.auth, shift.end!) });
    default:
      return conflict(verdict, shift.id);
  }
  const refused = await refusedChoice(
    context,
    { ...shift, vehicleIds: shift.vehicles.map((vehicle) => vehicle.id) },
    input,
  );
  return refused ?? applied((await shiftRecording.replace(change, current, snapshot)).id);
}

/** A change from the review screen: the shifts service's driver edit, flagged for the office. */
export async function editShift(
  context: OperationContext,
  operation: Operation<'editShift'>,
): Promise<OperationResult> {
  const { change, driver } = context;
  if (!driver.permissions.editShifts) return refusal('editShifts');
  const current = await readShift(change.tx, change.auth.organisationId, operation.shiftId, change.scope);
  if (!current) return conflict('notFound', null);
  const input = await asInput(context, operation.shift);
  const refused = await refusedChoice(
    context,
    { ...current.shift, vehicleIds: current.shift.vehicles.map((vehicle) => vehicle.id) },
    input,
  );
  return (
    refused ?? applied((await updateShift(change, operation.shiftId, { ...input, version: operation.version })).id)
  );
}

/** An absence, or contract work, each as the driver group allows. */
export async function recordAbsence(
  { change, driver }: OperationContext,
  operation: Operation<'createAbsence'>,
): Promise<OperationResult> {
  const permission = workTypeName(operation.absence.workType) === 'contract' ? 'createContractWork' : 'createAbsences';
  if (!driver.permissions[permission]) return refusal(permission);
  const { absence } = await createAbsence(change, { ...operation.absence, driverId: driver.id });
  return applied(absence.id);
}
