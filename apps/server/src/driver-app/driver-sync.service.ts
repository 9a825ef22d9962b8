import {
  addDays,
  DRIVER_SYNC_LIMITS,
  holidayCalendarFor,
  localDateOf,
  syncOperationSchema,
  syncResultSchema,
  type SyncOperation,
  type SyncResponse,
  type SyncResult,
} from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { isUniqueViolation } from '../db/errors';
import { withSavepoint } from '../db/savepoint';
import { withTenant, type Tx } from '../db/tenant';
import { findLinkedDriver, type LinkedDriver } from '../drivers/linked-driver';
import { ApiError } from '../http/api-error';
import type { AuthContext } from '../http/access';
import { callerScope } from '../timesheet/caller-scope';
import { organisationTimeZone } from '../timesheet/history';
import { readShiftVehicles, toAbsence, toShifts } from '../timesheet/records';
import { driverPlannedShiftsOf, upcomingPlanRows, type UpcomingPlanRow } from './driver-planned-shifts';
import { choosableRouteRows, driverRoutesOf, type RouteChoiceRow } from './driver-routes';
import { driverSyncRepository, type StoredOperation } from './driver-sync.repository';
import { syncCursorOf } from './sync-cursor';
import { editShift, recordAbsence, recordShift, type OperationContext } from './sync-operations';
import { conflict, resultOfError, resultOfInvalid, type OperationResult } from './sync-results';
import { recordPreTripCheck } from './sync-pre-trip';
import { createPreTripChecksService, type PreTripChecksService } from '../fleet/pre-trip-checks.service';
import { createStopEventsService } from '../transport/stop-events.service';
import { driverTransportRows, stopEventOutcome, transportTasksOfRows } from './sync-transport';

/** Two operations on one new shift (or absence) at once: the loser's insert of its client key fails, and its next attempt finds the winner's. */
const ATTEMPTS = 3;
const DAY_MS = 86_400_000;
const storedResultSchema = syncResultSchema.omit({ key: true });

type RecentItems = Pick<SyncResponse, 'shifts' | 'absences' | 'transportTasks' | 'cursor' | 'unchanged'> & {
  /** The choosable routes as read, with the local date and zone their runs today need. */
  routeRows: RouteChoiceRow[];
  /** The driver's upcoming published planned shifts as read. */
  planRows: UpcomingPlanRow[];
  today: string;
  zone: string;
};

const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** Operations applied in the transaction that stores their key; a stop event opens its own. */
type TransactionalOperation = Exclude<SyncOperation, { kind: 'recordStopEvent' }>;
type StopEventOperation = Extract<SyncOperation, { kind: 'recordStopEvent' }>;

function apply(
  context: OperationContext,
  operation: TransactionalOperation,
  preTrip: PreTripChecksService,
): Promise<OperationResult> {
  switch (operation.kind) {
    case 'recordShift':
      return recordShift(context, operation);
    case 'editShift':
      return editShift(context, operation);
    case 'createAbsence':
      return recordAbsence(context, operation);
    case 'recordPreTripCheck':
      return recordPreTripCheck(context, operation, preTrip);
  }
}

/** A key seen before answers what it was answered then; another driver's key tells nothing of it. */
function duplicateOf(stored: StoredOperation, driver: LinkedDriver): OperationResult {
  if (stored.driver_id !== driver.id) return conflict('otherDriver', null);
  return { ...storedResultSchema.parse(stored.result), outcome: 'duplicate' };
}

/**
 * The driver app's sync (decision 0012): each operation of the phone's outbox exactly once, in
 * the order sent, each in its own transaction together with its key; then the driver's recent
 * shifts and absences, so the phone learns what the office did (or only `unchanged`, issue 28).
 */
export function createDriverSyncService(context: AppContext) {
  const { db } = context.database;
  const preTrip = createPreTripChecksService(context);
  const stopEvents = createStopEventsService(context);

  /** One operation's transaction: its key, then its change, then its answer stored with the key. */
  async function applyOnce(
    tx: Tx,
    auth: AuthContext,
    driver: LinkedDriver,
    deviceId: string | undefined,
    operation: TransactionalOperation,
  ): Promise<OperationResult> {
    const stored = await driverSyncRepository.claim(tx, auth.organisationId, {
      key: operation.key,
      kind: operation.kind,
      driverId: driver.id,
    });
    if (stored) return duplicateOf(stored, driver);
    const change = { tx, auth, scope: await callerScope(tx, auth), now: context.now() };
    const itemId = operation.kind === 'editShift' ? operation.shiftId : null;
    const result = await withSavepoint(
      tx,
      () => apply({ change, driver, deviceId }, operation, preTrip),
      isApiError,
      (error) => resultOfError(error, itemId),
    );
    await driverSyncRepository.saveResult(tx, auth.organisationId, operation.key, result);
    return result;
  }

  async function applyWithRetries(
    auth: AuthContext,
    driver: LinkedDriver,
    deviceId: string | undefined,
    raw: { key: string },
  ): Promise<SyncResult> {
    const parsed = syncOperationSchema.safeParse(raw);
    // Refused by its own schema (a rule newer than the phone's app): answered, not stored, so the rest of the outbox goes on.
    if (!parsed.success) return { key: raw.key, ...resultOfInvalid(parsed.error) };
    const operation = parsed.data;
    if (operation.kind === 'recordStopEvent')
      return { key: operation.key, ...(await applyStopEvent(auth, driver, operation)) };
    for (let attempt = 1; ; attempt += 1) {
      try {
        const result = await withTenant(db, auth.organisationId, (tx) =>
          applyOnce(tx, auth, driver, deviceId, operation),
        );
        return { key: operation.key, ...result };
      } catch (error) {
        if (attempt >= ATTEMPTS || !isUniqueViolation(error)) throw error;
      }
    }
  }

  /**
   * A stop event (issue 26): the transport service applies it in transactions of its own, once
   * per event client key, so it cannot run inside the one that claims the operation's key (the
   * embedded database has one connection). A key answered before is answered again; otherwise
   * the event is applied, then its key stored with the answer. Should the key's write be lost,
   * the next send finds the event applied and answers `duplicate`: nothing applies twice.
   */
  async function applyStopEvent(
    auth: AuthContext,
    driver: LinkedDriver,
    operation: StopEventOperation,
  ): Promise<OperationResult> {
    const organisationId = auth.organisationId;
    const seen = await withTenant(db, organisationId, (tx) =>
      driverSyncRepository.find(tx, organisationId, operation.key),
    );
    if (seen) return duplicateOf(seen, driver);
    const result = stopEventOutcome(await stopEvents.recordStopEvent(auth, driver.id, operation.event));
    const stored = await withTenant(db, organisationId, async (tx) => {
      const claimed = await driverSyncRepository.claim(tx, organisationId, {
        key: operation.key,
        kind: operation.kind,
        driverId: driver.id,
      });
      if (!claimed) await driverSyncRepository.saveResult(tx, organisationId, operation.key, result);
      return claimed;
    });
    return stored?.result ? duplicateOf(stored, driver) : result;
  }

  /**
   * The driver's shifts of the last `recentDays` days and every ongoing one; absences ending that
   * far back or later; the routes the driver may choose (`withRoutes`, the group's
   * `createOrSelectRoutes`); the driver's upcoming published planned shifts. Their rows are read
   * first and named by a cursor; when it is the one the phone sent, the phone holds this answer
   * already, and the events and vehicles go unread.
   */
  function recentItems(
    auth: AuthContext,
    driverId: string,
    now: Date,
    request: { cursor: string | undefined; withRoutes: boolean },
  ) {
    return withTenant(db, auth.organisationId, async (tx): Promise<RecentItems> => {
      const since = new Date(now.getTime() - DRIVER_SYNC_LIMITS.recentDays * DAY_MS);
      const zone = await organisationTimeZone(tx, auth.organisationId);
      const today = localDateOf(now.getTime(), zone);
      const fromDate = addDays(today, -DRIVER_SYNC_LIMITS.recentDays);
      const shiftRows = await driverSyncRepository.recentShifts(tx, auth.organisationId, driverId, since);
      const vehicleRows = await readShiftVehicles(
        tx,
        auth.organisationId,
        shiftRows.map((row) => row.id),
      );
      const absenceRows = await driverSyncRepository.recentAbsences(tx, auth.organisationId, driverId, fromDate);
      const routeRows = request.withRoutes ? await choosableRouteRows(tx, auth.organisationId, today) : [];
      const planRows = await upcomingPlanRows(tx, auth.organisationId, driverId, now);
      // A task delivered ahead of its date stays on the phone too.
      const transportRows = await driverTransportRows(tx, auth.organisationId, driverId, {
        fromDate,
        toDate: addDays(today, DRIVER_SYNC_LIMITS.plannedDays),
      });
      const current = syncCursorOf({
        driverId,
        fromDate,
        shifts: shiftRows,
        shiftVehicles: vehicleRows,
        absences: absenceRows,
        routes: routeRows,
        plannedShifts: planRows,
        transportTasks: transportRows,
        calendar: `${zone} ${auth.organisationCurrency}`,
      });
      const kept = { cursor: current, routeRows: [], planRows: [], today, zone };
      if (request.cursor === current) return { shifts: [], absences: [], transportTasks: [], unchanged: true, ...kept };
      return {
        shifts: await toShifts(tx, auth.organisationId, shiftRows, { vehicles: vehicleRows }),
        absences: absenceRows.map(toAbsence),
        transportTasks: await transportTasksOfRows(tx, auth.organisationId, transportRows),
        unchanged: false,
        ...kept,
        routeRows,
        planRows,
      };
    });
  }

  return {
    /** `cursor`: the one of the phone's last full answer, if it holds one. */
    async sync(
      auth: AuthContext,
      deviceId: string | undefined,
      request: { operations: readonly { key: string }[]; cursor?: string | undefined },
    ): Promise<SyncResponse> {
      // The role table lets only the driver app's token here, so the services below narrow the
      // caller to the driver's own items and flag the changes as the driver's.
      const driver = await withTenant(db, auth.organisationId, (tx) =>
        findLinkedDriver(tx, auth.organisationId, auth.userId),
      );
      if (!driver) throw new ApiError(409, 'driver-sync:notLinked');
      const results: SyncResult[] = [];
      for (const operation of request.operations)
        results.push(await applyWithRetries(auth, driver, deviceId, operation));
      const now = context.now();
      const { routeRows, planRows, today, zone, ...items } = await recentItems(auth, driver.id, now, {
        cursor: request.cursor,
        withRoutes: driver.permissions.createOrSelectRoutes,
      });
      // After the read has committed (decision 0021).
      const routes = driverRoutesOf(routeRows, today, {
        zone,
        holidays: holidayCalendarFor(auth.organisationCurrency),
      });
      const plannedShifts = driverPlannedShiftsOf(planRows);
      return { results, ...items, routes, plannedShifts, serverTime: now.toISOString() };
    },
  };
}
