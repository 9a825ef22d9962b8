import { z } from 'zod';
import { licenceCodeField } from '../drivers/licences';
import { requiredText, uuidField } from '../platform/fields';
import { localDateField, versionField } from '../shifts/shift.schemas';
import { clockTimeField, EXCEPTION_ACTIONS, OCCURRENCE_STATUSES, recurrenceSchema } from './recurrence.schemas';

/** Routes (issue 23): a recurring run written once, with what it pays and costs. */
export const INCOME_BASES = ['perRun', 'perHour'] as const;
export type IncomeBasis = (typeof INCOME_BASES)[number];
export const SCHEDULE_TYPES = ['weekly', 'monthly', 'none'] as const;
export type ScheduleType = (typeof SCHEDULE_TYPES)[number];
/** Where a route's distance and driving time came from. */
export const DISTANCE_SOURCES = ['manual', 'routing', 'estimate'] as const;
export type DistanceSource = (typeof DISTANCE_SOURCES)[number];

export const ROUTE_LIMITS = {
  nameMax: 100,
  /** The Maestro payroll export's route code (spec section 5). */
  codeMax: 4,
  subcontractorMax: 200,
  addressMax: 300,
  waypointsMax: 50,
  licencesMax: 20,
  kmMax: 20_000,
  drivingMinutesMax: 14 * 24 * 60,
  moneyMax: 100_000_000,
  /** Plan against actual flags a month whose actual margin is this many points below plan. */
  driftFlagPoints: 5,
} as const;

const number = (message = 'validation:invalid') => z.number({ error: message });
const money = number()
  .min(0, 'validation:invalid')
  .max(ROUTE_LIMITS.moneyMax, 'validation:invalid')
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'validation:cents');
const optionalUuid = uuidField.nullable().optional();

export const waypointSchema = z.object({
  address: z
    .string({ error: 'validation:invalid' })
    .trim()
    .max(ROUTE_LIMITS.addressMax, 'validation:tooLong')
    .default(''),
  lat: number().min(-90, 'validation:invalid').max(90, 'validation:invalid'),
  lng: number().min(-180, 'validation:invalid').max(180, 'validation:invalid'),
});
export type Waypoint = z.output<typeof waypointSchema>;
export const waypointsField = z.array(waypointSchema).max(ROUTE_LIMITS.waypointsMax, 'validation:tooLong');

const requiredLicencesField = z
  .array(licenceCodeField)
  .max(ROUTE_LIMITS.licencesMax, 'validation:tooLong')
  .transform((codes) => [...new Set(codes)]);

/** POST /api/routes (issue 23's contract: the route and its `recurrence`). */
export const routeInputSchema = z.object({
  name: requiredText(ROUTE_LIMITS.nameMax),
  code: z.string({ error: 'validation:invalid' }).trim().max(ROUTE_LIMITS.codeMax, 'routes:codeTooLong').default(''),
  customerId: optionalUuid,
  /** The vehicle whose calculation prices the run. */
  vehicleId: optionalUuid,
  departmentId: optionalUuid,
  subcontractor: z
    .string({ error: 'validation:invalid' })
    .trim()
    .max(ROUTE_LIMITS.subcontractorMax, 'validation:tooLong')
    .default(''),
  requiredLicences: requiredLicencesField.default([]),
  waypoints: waypointsField.default([]),
  /** Null: a route run on demand, without a schedule. */
  recurrence: recurrenceSchema.nullable().default(null),
  incomeBasis: z.enum(INCOME_BASES, { error: 'validation:invalid' }).default('perRun'),
  /** Per run, or per hour of the run's duration. */
  income: money.default(0),
  /** Null or absent: measured from the waypoints (routing server, or the estimate). */
  distanceKm: number().min(0, 'validation:invalid').max(ROUTE_LIMITS.kmMax, 'validation:invalid').nullable().optional(),
  drivingMinutes: number()
    .int('validation:invalid')
    .min(0, 'validation:invalid')
    .max(ROUTE_LIMITS.drivingMinutesMax, 'validation:invalid')
    .nullable()
    .optional(),
});
export type RouteInput = z.output<typeof routeInputSchema>;
/** PUT /api/routes/:id: the whole route again, with the version it was read at. */
export const routeUpdateSchema = routeInputSchema.safeExtend({ version: versionField });
export type RouteUpdate = z.output<typeof routeUpdateSchema>;

/** One run's planned figures: cost from the vehicle's calculation; null costs without one. */
export const routeEconomicsSchema = z.object({
  /** The run's duration (the recurrence's, else the driving time), in hours to 4 decimals. */
  hours: z.number(),
  km: z.number(),
  calculationId: z.uuid().nullable(),
  timeCostPerHour: z.number().nullable(),
  distanceCostPerKm: z.number().nullable(),
  timeCost: z.number().nullable(),
  distanceCost: z.number().nullable(),
  estimatedCost: z.number().nullable(),
  /** What one run earns: the income per run, or per hour × hours. */
  incomePerRun: z.number(),
  profit: z.number().nullable(),
  marginPercent: z.number().nullable(),
  /** The month the turnover is for, 'YYYY-MM'. */
  month: z.string(),
  runsInMonth: z.number().int(),
  turnoverInMonth: z.number(),
});
export type RouteEconomics = z.output<typeof routeEconomicsSchema>;

export const routeSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  code: z.string(),
  customerId: z.uuid().nullable(),
  customerName: z.string().nullable(),
  vehicleId: z.uuid().nullable(),
  vehicleName: z.string().nullable(),
  departmentId: z.uuid().nullable(),
  subcontractor: z.string(),
  requiredLicences: z.array(z.string()),
  recurrence: recurrenceSchema.nullable(),
  scheduleType: z.enum(SCHEDULE_TYPES),
  incomeBasis: z.enum(INCOME_BASES),
  income: z.number(),
  distanceKm: z.number(),
  drivingMinutes: z.number().int(),
  distanceSource: z.enum(DISTANCE_SOURCES),
  /** The last local date the route runs on, once it is ended. */
  endedOn: z.string().nullable(),
  economics: routeEconomicsSchema,
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
/** A route in the register (GET /api/routes): everything but its waypoints, which only its own page draws. */
export type RouteSummary = z.output<typeof routeSummarySchema>;
/** One route (GET /api/routes/{id} and every write's answer): the summary with its waypoints. */
export const routeSchema = routeSummarySchema.extend({ waypoints: z.array(waypointSchema) });
export type Route = z.output<typeof routeSchema>;

/** GET /api/routes and the economics of one: turnover for a month, the current one by default. */
export const routeMonthQuerySchema = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'validation:invalid')
    .optional(),
});
export type RouteMonthQuery = z.output<typeof routeMonthQuerySchema>;

/** POST /api/routes/measure: a route's distance and driving time between its waypoints. */
export const routeMeasureInputSchema = z.object({ waypoints: waypointsField.min(2, 'routes:twoWaypoints') });
export const routeMeasureSchema = z.object({
  distanceKm: z.number(),
  drivingMinutes: z.number().int(),
  source: z.enum(['routing', 'estimate']),
  /** The line to draw, [lat, lng] pairs: the road when routed, the waypoints otherwise. */
  path: z.array(z.tuple([z.number(), z.number()])),
});
export type RouteMeasure = z.output<typeof routeMeasureSchema>;

/** POST /api/routes/:id/end: the route runs up to and including `date`; null opens it again. */
export const routeEndSchema = z.object({ date: localDateField.nullable() });
export const routeOccurrenceParamsSchema = z.object({ id: uuidField, date: localDateField });

/**
 * PUT /api/routes/:id/exceptions/:date: what happens to the run of that (original) date, the
 * date being the path's; `recurrenceExceptionSchema` without it.
 */
export const routeExceptionInputSchema = z
  .object({
    action: z.enum(EXCEPTION_ACTIONS, { error: 'validation:invalid' }),
    toDate: localDateField.optional(),
    toTime: clockTimeField.optional(),
  })
  .superRefine((exception, ctx) => {
    if (exception.action === 'move' && !exception.toDate && !exception.toTime)
      ctx.addIssue({ code: 'custom', message: 'routes:moveNeedsTarget', path: ['toDate'] });
  });
export type RouteExceptionInput = z.output<typeof routeExceptionInputSchema>;

/** Who still depends on a route (a 409 names them). */
export const routeDependentsSchema = z.object({
  plannedShifts: z.number().int(),
  shifts: z.number().int(),
  tasks: z.number().int(),
  shares: z.number().int(),
});
export type RouteDependents = z.output<typeof routeDependentsSchema>;

export const runFiguresSchema = z.object({
  hours: z.number(),
  km: z.number(),
  cost: z.number().nullable(),
  income: z.number(),
  profit: z.number().nullable(),
  marginPercent: z.number().nullable(),
});
export type RunFigures = z.output<typeof runFiguresSchema>;

/** One occurrence planned against what its linked shifts and tasks recorded. */
export const runComparisonSchema = z.object({
  date: z.string(),
  start: z.string(),
  end: z.string(),
  status: z.enum(OCCURRENCE_STATUSES),
  originalDate: z.string().optional(),
  planned: runFiguresSchema,
  /** Null while nothing is linked to the run. */
  actual: runFiguresSchema.nullable(),
  waitingMinutes: z.number().int().nullable(),
  shiftIds: z.array(z.uuid()),
  taskIds: z.array(z.uuid()),
});
export type RunComparison = z.output<typeof runComparisonSchema>;

/** GET /api/routes/:id/plan-vs-actual?month=YYYY-MM. */
export const planVsActualSchema = z.object({
  month: z.string(),
  runs: z.array(runComparisonSchema),
  /** Sums over the runs that have actual figures, planned beside actual. */
  planned: runFiguresSchema,
  actual: runFiguresSchema.nullable(),
  /** Actual margin − planned margin, in percentage points, over the runs with actual figures. */
  driftPoints: z.number().nullable(),
  /** The actual margin is more than 5 points below plan. */
  flagged: z.boolean(),
});
export type PlanVsActual = z.output<typeof planVsActualSchema>;
