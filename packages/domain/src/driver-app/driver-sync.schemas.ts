import { z } from 'zod';
import { uuidField } from '../platform/fields';
import { DRIVER_NAME_ORDERS } from '../platform/person-names';
import { absenceFieldsSchema, absenceSchema, checkAbsenceDates } from '../shifts/absence.schemas';
import { checkShiftFields, instantField, shiftFieldsSchema, shiftSchema, versionField } from '../shifts/shift.schemas';
import {
  DRIVER_APP_PERMISSIONS,
  PAID_BREAK_TYPES,
  type DriverAppPermission,
} from '../driver-groups/driver-group-rules';
import { DRIVER_SYNC_LIMITS } from './sync-limits';
import { preTripChecklistSchema, preTripCheckInputSchema } from '../fleet/pre-trip.schemas';
import { stopEventInputSchema } from '../transport/stop-event.schemas';
import { transportTaskSchema } from '../transport/transport-task-answers.schemas';

/**
 * The driver app's API (issue 11, decision 0012). A phone writes every action first to its
 * outbox with a permanent key, then sends the outbox in order; the server applies each key
 * once and answers each operation with an outcome the app can explain to the driver.
 */

/** The phone's own id (spec section 9: exactly 10 letters or digits), sent on every call. */
export const DEVICE_ID_HEADER = 'x-device-id';
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9]{10}$/;

// In a module without zod, so the driver app's first load can read them (decision 0012).
export { DRIVER_SYNC_LIMITS };

/**
 * What the phone last received (issue 28): the `cursor` of its last full answer. Left out by a
 * phone with nothing cached (and by older apps), which then get the full answer.
 */
export const syncCursorField = z.string().max(DRIVER_SYNC_LIMITS.cursorMax, 'validation:tooLong');

const operationKey = z
  .string()
  .trim()
  .min(1, 'validation:required')
  .max(DRIVER_SYNC_LIMITS.operationKeyMax, 'validation:tooLong');

/**
 * A shift as the phone holds it: the shift input without the driver (the server takes the
 * caller's driver: a shift recorded while signed out belongs to whoever signs in next on that
 * phone, spec section 8). `clientKey` is required: it is the shift's permanent identity.
 */
export const deviceShiftSchema = shiftFieldsSchema
  .omit({ driverId: true })
  .extend({ clientKey: z.string().trim().min(1, 'validation:required').max(100, 'validation:tooLong') })
  .superRefine(checkShiftFields, { when: () => true });
export type DeviceShift = z.infer<typeof deviceShiftSchema>;

/**
 * Live recording (start, each work-type tap, vehicles, km, end): the whole shift after the
 * action. `seq` grows by one per action on that shift; the server keeps the highest applied
 * and ignores an older snapshot that arrives late ('stale'). Not a driver edit.
 */
export const recordShiftOperationSchema = z.object({
  key: operationKey,
  kind: z.literal('recordShift'),
  seq: z.number().int().min(1),
  shift: deviceShiftSchema,
  /**
   * Taking over an ongoing shift recorded elsewhere (another phone, or started by the office):
   * the server's `version` of the shift the phone took over. While it is still the stored
   * version, the snapshot applies whatever phone recorded before.
   */
  basedOnVersion: versionField.optional(),
});

/** A change of a shift the server already has, from the review screen: flagged as a driver edit. */
export const editShiftOperationSchema = z.object({
  key: operationKey,
  kind: z.literal('editShift'),
  shiftId: uuidField,
  version: versionField,
  shift: deviceShiftSchema,
});

/** An absence as the phone records it: the caller's driver, a required client key. */
export const deviceAbsenceSchema = absenceFieldsSchema
  .omit({ driverId: true })
  .extend({ clientKey: z.string().trim().min(1, 'validation:required').max(100, 'validation:tooLong') })
  .superRefine(checkAbsenceDates, { when: () => true });
export type DeviceAbsence = z.infer<typeof deviceAbsenceSchema>;

/** An absence or contract work the driver records (group permissions decide which). */
export const createAbsenceOperationSchema = z.object({
  key: operationKey,
  kind: z.literal('createAbsence'),
  absence: deviceAbsenceSchema,
});

/**
 * A pre-trip check the driver answered, or skipped, at a shift's start (issue 25, decision 0034).
 * Its photos were uploaded first, each under the key the answer names.
 */
export const recordPreTripCheckOperationSchema = z.object({
  key: operationKey,
  kind: z.literal('recordPreTripCheck'),
  check: preTripCheckInputSchema,
});
export type RecordPreTripCheckOperation = z.infer<typeof recordPreTripCheckOperationSchema>;

/**
 * What the driver did at a transport task's stop (issue 26): arrived, loaded or delivered with its
 * proof, and deviations. Its signature and photos were uploaded first, each under the key it names.
 */
export const recordStopEventOperationSchema = z.object({
  key: operationKey,
  kind: z.literal('recordStopEvent'),
  event: stopEventInputSchema,
});
export type RecordStopEventOperation = z.infer<typeof recordStopEventOperationSchema>;

export const syncOperationSchema = z.discriminatedUnion('kind', [
  recordShiftOperationSchema,
  editShiftOperationSchema,
  createAbsenceOperationSchema,
  recordPreTripCheckOperationSchema,
  recordStopEventOperationSchema,
]);
export type SyncOperation = z.infer<typeof syncOperationSchema>;

export const syncRequestSchema = z.object({
  operations: z.array(syncOperationSchema).max(DRIVER_SYNC_LIMITS.operationsMax, 'validation:tooLong').default([]),
  cursor: syncCursorField.optional(),
});
export type SyncRequest = z.infer<typeof syncRequestSchema>;

/**
 * What happened to one operation. 'applied' and 'duplicate' (the key was applied before; the
 * stored outcome is repeated) and 'stale' (a newer snapshot of the shift was applied) leave the
 * outbox. 'conflict' (409-like: approved, ended or changed by the office), 'refused' (403-like:
 * a permission of the group, a vehicle locked to another phone) and 'invalid' (400-like) also
 * leave it, and the app shows `message` (an i18n key, with `params`) to the driver.
 */
export const SYNC_OUTCOMES = ['applied', 'duplicate', 'stale', 'conflict', 'refused', 'invalid'] as const;
export type SyncOutcome = (typeof SYNC_OUTCOMES)[number];

export const syncResultSchema = z.object({
  key: z.string(),
  outcome: z.enum(SYNC_OUTCOMES),
  /** The HTTP status the same problem would have as a single call: 200, 400, 403, 404 or 409. */
  status: z.number().int(),
  message: z.string().nullable(),
  params: z.record(z.string(), z.string()).default({}),
  /** The server's shift or absence id, once it exists. */
  itemId: z.uuid().nullable(),
});
export type SyncResult = z.infer<typeof syncResultSchema>;

/**
 * A route the driver may name on a shift (spec section 6, "create or select routes"): the
 * organisation's routes not ended, by name. `runsToday`: today's runs in the organisation's time
 * zone (ISO with its offset), so the app can put today's routes first.
 */
export const driverRouteSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  code: z.string(),
  runsToday: z.array(z.object({ start: z.string(), end: z.string() })),
});
export type DriverRoute = z.infer<typeof driverRouteSchema>;

/**
 * A published planned shift of the driver (issue 24) that has not ended and is not yet carried
 * out by a recorded shift. Instants are UTC ISO, as a shift's. `vehicleNames`: the vehicles'
 * register numbers, in the plan's order (the app names vehicles by them everywhere).
 */
export const driverPlannedShiftSchema = z.object({
  id: z.uuid(),
  start: z.string(),
  end: z.string(),
  routeId: z.uuid().nullable(),
  routeName: z.string().nullable(),
  routeCode: z.string().nullable(),
  vehicleIds: z.array(z.uuid()),
  vehicleNames: z.array(z.string()),
});
export type DriverPlannedShift = z.infer<typeof driverPlannedShiftSchema>;

export const syncResponseSchema = z.object({
  results: z.array(syncResultSchema),
  /**
   * The driver's shifts from the last `recentDays` days and every ongoing one, newest first.
   * Empty when `unchanged`: the phone keeps the copy it holds.
   */
  shifts: z.array(shiftSchema),
  /** The driver's absences ending `recentDays` days back or later; empty when `unchanged`. */
  absences: z.array(absenceSchema),
  /**
   * The routes the driver may choose: empty when the group does not allow
   * `createOrSelectRoutes`, and when `unchanged` (the phone keeps its copy). This server always
   * sends it; optional because older servers leave it out (the phone then offers none).
   */
  routes: z.array(driverRouteSchema).optional(),
  /**
   * The driver's published planned shifts that have not ended and start within `plannedDays`,
   * not yet carried out by a recorded shift, by start. Empty when `unchanged` (the phone keeps its
   * copy); optional because older servers leave it out (the phone then shows none).
   */
  plannedShifts: z.array(driverPlannedShiftSchema).optional(),
  /**
   * The driver's transport tasks (issue 26): every open one (assigned, started, picked up) and
   * those delivered within `recentDays`, stops in order. Empty when `unchanged` (the phone keeps
   * its copy); an older server leaves it out, read as none.
   */
  transportTasks: z.array(transportTaskSchema).default([]),
  /**
   * Names this answer's shifts, absences, routes, planned shifts and transport tasks; the phone
   * sends it with its next sync.
   */
  cursor: z.string(),
  /**
   * True when the request's cursor names what the server would answer now: `shifts`,
   * `absences`, `routes`, `plannedShifts` and `transportTasks` are then empty and the phone keeps its copy (the one
   * it got with that cursor).
   */
  unchanged: z.boolean(),
  serverTime: z.string(),
});
export type SyncResponse = z.infer<typeof syncResponseSchema>;

/** A vehicle as the app offers it; `lockedToOtherDevice` when the device lock keeps it off this phone. */
export const driverVehicleSchema = z.object({
  id: z.uuid(),
  registerNumber: z.string(),
  name: z.string(),
  lockedToOtherDevice: z.boolean(),
  /** False when the office marks the vehicle not active; left out by older servers (then active). */
  active: z.boolean().optional(),
  /** Spec section 3's class (1–9): which pre-trip checklist is the vehicle's. Left out by older servers. */
  vehicleClass: z.number().int().optional(),
});
export type DriverVehicle = z.infer<typeof driverVehicleSchema>;

/** GET /api/driver/me: who the driver is, what their group lets them do, and the vehicles. */
export const driverContextSchema = z.object({
  /** Null when the signed-in account is not linked to a driver (shifts then stay on the phone). */
  driver: z
    .object({
      id: z.uuid(),
      firstName: z.string(),
      lastName: z.string(),
      employeeNumber: z.string(),
      defaultVehicleId: z.uuid().nullable(),
    })
    .nullable(),
  group: z
    .object({
      id: z.uuid(),
      name: z.string(),
      deviceLock: z.boolean(),
      paidBreakType: z.enum(PAID_BREAK_TYPES),
      paidBreakLimitMinutes: z.number().nullable(),
      customQuestions: z.array(z.object({ workType: z.number(), text: z.string(), unit: z.string() })),
    })
    .nullable(),
  /** A driver without a group gets the defaults of a new group. */
  permissions: z.object(
    Object.fromEntries(DRIVER_APP_PERMISSIONS.map((key) => [key, z.boolean()])) as {
      [K in DriverAppPermission]: z.ZodBoolean;
    },
  ),
  /** `driverNameOrder`: how the organisation writes drivers' names (last name first when left out). */
  organisation: z.object({
    id: z.uuid(),
    name: z.string(),
    timeZone: z.string(),
    driverNameOrder: z.enum(DRIVER_NAME_ORDERS).optional(),
  }),
  vehicles: z.array(driverVehicleSchema),
  /**
   * Every vehicle class's pre-trip checklist (issue 25), kept on the phone for offline starts; a
   * class with no items has no check. Left out by older servers (the phone then asks none).
   */
  preTripChecklists: z.array(preTripChecklistSchema).optional(),
  serverTime: z.string(),
});
export type DriverContext = z.infer<typeof driverContextSchema>;

/**
 * One position from the phone's Geolocation API. Its identity is (vehicle, time): the same
 * position sent twice is stored once.
 */
export const phonePositionSchema = z.object({
  vehicleId: uuidField,
  at: instantField,
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  speedKmh: z.number().min(0).max(400).nullable().default(null),
  headingDegrees: z.number().min(0).max(360).nullable().default(null),
  accuracyMeters: z.number().min(0).max(100_000).nullable().default(null),
});
export type PhonePosition = z.infer<typeof phonePositionSchema>;

export const positionsRequestSchema = z.object({
  positions: z
    .array(phonePositionSchema)
    .min(1, 'validation:required')
    .max(DRIVER_SYNC_LIMITS.positionsMax, 'validation:tooLong'),
});
export type PositionsRequest = z.infer<typeof positionsRequestSchema>;

export const positionsResponseSchema = z.object({ stored: z.number().int(), duplicates: z.number().int() });
export type PositionsResponse = z.infer<typeof positionsResponseSchema>;
