import { formatDriverName, syncStateOf } from '@rahti/domain';
import type { DriverDataSnapshot } from './driver-data.types';
import type { DriverRecords } from './driver-records';
import { plansNotCarriedOut } from './planned-shifts';
import { preTripDueOf } from './pre-trip-due';
import { routeChoicesOf } from './route-choices';
import { absenceViewsOf, serverOngoingShift, shiftViewsOf } from './shift-views';

/** What the store knows beyond IndexedDB: this session's sign-in, network and position state. */
export interface SessionState {
  isReady: boolean;
  deviceId: string;
  hasToken: boolean;
  /** The server refused the sign-in (401); waiting for the next. */
  isAuthBlocked: boolean;
  /** The server said the account is not linked to a driver (409). */
  isNotLinked: boolean;
  isFailing: boolean;
  isOnline: boolean;
  tracking: DriverDataSnapshot['tracking'];
}

/** The screens' view of the phone's records (`DriverDataSnapshot`). */
export function snapshotOf(records: DriverRecords, session: SessionState): DriverDataSnapshot {
  const { context } = records;
  const operations = records.outbox.map((record) => record.operation);
  const shifts = shiftViewsOf({ serverShifts: records.sync?.shifts ?? [], localShifts: records.shifts, outbox: operations, vehicles: context?.vehicles ?? [] });
  const ongoing = records.shifts.find((shift) => shift.isOngoing);
  // With none recorded here, the driver's ongoing shift from elsewhere; the next action takes it over.
  const current = ongoing ?? serverOngoingShift(records.sync?.shifts ?? [], new Set(records.shifts.map((shift) => shift.clientKey)));
  const driver = context?.driver ? { id: context.driver.id, name: formatDriverName(context.driver, context.organisation.driverNameOrder) } : null;
  // Before the first answer of /api/driver/me the account is taken as linked.
  const canUpload = session.hasToken && !session.isAuthBlocked && !session.isNotLinked && context?.driver !== null;
  return {
    ready: session.isReady,
    deviceId: session.deviceId,
    context,
    current: (current && shifts.find((shift) => shift.clientKey === current.clientKey)) ?? null,
    shifts,
    absences: absenceViewsOf({ serverAbsences: records.sync?.absences ?? [], outbox: records.outbox, driver }),
    sync: {
      state: syncStateOf({ pending: operations.length, isOnline: session.isOnline, canUpload, isFailing: session.isFailing }),
      pending: operations.length,
      lastSyncedAt: records.lastSyncedAt,
      problems: records.problems,
    },
    autoSwitch: ongoing && records.autoSwitch?.clientKey === ongoing.clientKey ? records.autoSwitch.autoSwitch : null,
    tracking: session.tracking,
    routes: routeChoicesOf(records.sync?.routes ?? []),
    plannedShifts: plansNotCarriedOut(records.sync?.plannedShifts ?? [], shifts),
    preTrip: preTripDueOf(records),
    transportTasks: records.sync?.transportTasks ?? [],
    stopEventsWaiting: operations.flatMap((operation) => (operation.kind === 'recordStopEvent' ? [operation.event] : [])),
  };
}
