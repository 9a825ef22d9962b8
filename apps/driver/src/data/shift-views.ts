import { clientKeyOf, type Absence, type DeviceAbsence, type DeviceShift, type Shift, type SyncOperation } from '@rahti/domain';
import type { LocalShift, OutboxRecord } from './driver-db';
import type { ShiftView } from './driver-data.types';

/**
 * The shifts and absences as the driver sees them: the server's copies, overlaid with what this
 * phone recorded and has not had confirmed yet.
 */

interface Vehicle {
  id: string;
  registerNumber: string;
  name: string;
}

export function shiftContentOf(shift: Shift): DeviceShift {
  return {
    clientKey: shift.clientKey,
    vehicleIds: shift.vehicles.map((vehicle) => vehicle.id),
    routeId: shift.routeId,
    plannedShiftId: shift.plannedShiftId,
    events: shift.events.map(({ workType, start, end, answer, cutBefore, cutAfter }) => ({ workType, start, end, answer, cutBefore, cutAfter })),
    startKm: shift.startKm,
    endKm: shift.endKm,
    consumptionLitres: shift.consumptionLitres,
    bonuses: shift.bonuses.map((bonus) => ({ ...bonus })),
    dailyAllowance: shift.dailyAllowance,
  };
}

/** The newest shift the server says is ongoing that this phone has no copy of (`known` client keys). */
export function serverOngoingShift(serverShifts: readonly Shift[], known: ReadonlySet<string>): Shift | undefined {
  return serverShifts.filter((shift) => shift.status === 'ongoing' && !known.has(shift.clientKey)).sort((a, b) => Date.parse(b.start) - Date.parse(a.start))[0];
}

/**
 * The driver's ongoing shift the server has and this phone never recorded (started on another
 * phone, or by the office), as this phone's copy to take over at the driver's first action on it.
 */
export function takenOverShift(stored: readonly LocalShift[], serverShifts: readonly Shift[]): LocalShift | undefined {
  const ongoing = serverOngoingShift(serverShifts, new Set(stored.map((shift) => shift.clientKey)));
  if (!ongoing) return undefined;
  return { clientKey: ongoing.clientKey, content: shiftContentOf(ongoing), seq: 0, confirmedSeq: 0, isOngoing: true, endedByOffice: false, basedOnVersion: ongoing.version };
}

/** Whether the phone's copy says more than the server's: ongoing here, or not all confirmed. */
export function isAheadOfServer(local: LocalShift): boolean {
  return local.isOngoing || local.confirmedSeq < local.seq;
}

export function shiftViewsOf(input: {
  serverShifts: readonly Shift[];
  localShifts: readonly LocalShift[];
  outbox: readonly SyncOperation[];
  vehicles: readonly Vehicle[];
}): ShiftView[] {
  const server = new Map(input.serverShifts.map((shift) => [shift.clientKey, shift]));
  const local = new Map(input.localShifts.map((shift) => [shift.clientKey, shift]));
  const pending = new Map<string, SyncOperation[]>();
  for (const operation of input.outbox) {
    if (operation.kind !== 'recordShift' && operation.kind !== 'editShift') continue;
    const key = clientKeyOf(operation);
    pending.set(key, [...(pending.get(key) ?? []), operation]);
  }
  const keys = new Set([...server.keys(), ...local.keys(), ...pending.keys()]);
  const views = [...keys].map((clientKey) => viewOf(server.get(clientKey), local.get(clientKey), pending.get(clientKey) ?? [], input.vehicles));
  return views.filter((view): view is ShiftView => view !== undefined).sort((a, b) => Date.parse(b.start) - Date.parse(a.start));
}

function viewOf(server: Shift | undefined, local: LocalShift | undefined, pending: SyncOperation[], vehicles: readonly Vehicle[]): ShiftView | undefined {
  const lastPending = pending.at(-1);
  let content: DeviceShift | undefined;
  if (local?.endedByOffice && server) content = shiftContentOf(server);
  else if (lastPending?.kind === 'recordShift' || lastPending?.kind === 'editShift') content = lastPending.shift;
  else if (local && (!server || isAheadOfServer(local))) content = local.content;
  else if (server) content = shiftContentOf(server);
  if (!content) return undefined;
  const running = content.events.some((event) => event.end === null);
  const starts = content.events.map((event) => Date.parse(event.start));
  const ends = content.events.map((event) => Date.parse(event.end ?? event.start));
  return {
    clientKey: content.clientKey,
    id: server?.id ?? null,
    version: server?.version ?? null,
    status: local ? (local.isOngoing ? 'ongoing' : 'completed') : (server?.status ?? 'completed'),
    approval: server?.approval ?? 'unapproved',
    hasDriverEdit: server?.hasDriverEdit ?? false,
    content,
    start: starts.length > 0 ? new Date(Math.min(...starts)).toISOString() : (server?.start ?? ''),
    end: running || ends.length === 0 ? null : new Date(Math.max(...ends)).toISOString(),
    vehicles: content.vehicleIds.map(
      (id) => server?.vehicles.find((vehicle) => vehicle.id === id) ?? vehicles.find((vehicle) => vehicle.id === id) ?? { id, registerNumber: '', name: '' },
    ),
    pendingChanges: pending.length,
    endedByOffice: local?.endedByOffice ?? false,
  };
}

/**
 * The server's absences and those still waiting in the outbox. A waiting one has no server fields
 * yet: its id is its client key, its version 0, and it is unapproved.
 */
export function absenceViewsOf(input: {
  serverAbsences: readonly Absence[];
  outbox: readonly OutboxRecord[];
  driver: { id: string; name: string } | null;
}): (Absence & { pending: boolean })[] {
  const known = new Set(input.serverAbsences.map((absence) => absence.clientKey));
  const waiting = input.outbox.flatMap(({ operation, queuedAt }) =>
    operation.kind === 'createAbsence' && !known.has(operation.absence.clientKey)
      ? [{ ...waitingAbsence(operation.absence, input.driver, queuedAt), pending: true }]
      : [],
  );
  const stored = input.serverAbsences.map((absence) => ({ ...absence, pending: false }));
  return [...waiting, ...stored].sort((a, b) => b.startDate.localeCompare(a.startDate));
}

function waitingAbsence(absence: DeviceAbsence, driver: { id: string; name: string } | null, queuedAt: string): Absence {
  return {
    ...absence,
    id: absence.clientKey,
    driverId: driver?.id ?? '',
    driverName: driver?.name ?? '',
    approval: 'unapproved',
    hasDriverEdit: false,
    version: 0,
    createdAt: queuedAt,
    updatedAt: queuedAt,
  };
}
