import { z } from 'zod';
import { uuidField } from '../platform/fields';
import { periodCheck } from '../shifts/period-check';
import { localDateField } from '../shifts/shift.schemas';

/** How the dashboard's analytics are split: one row per vehicle, or per local calendar month. */
export const ANALYTICS_GROUPINGS = ['vehicle', 'month'] as const;
export type AnalyticsGrouping = (typeof ANALYTICS_GROUPINGS)[number];

/** At most a year and a day per request, as the task list allows. */
export const ANALYTICS_PERIOD_DAYS_MAX = 367;
const DEPARTMENTS_MAX = 200;

/** `a,b,c` or repeated `departmentIds=` parameters: either way a list of uuids. */
const departmentIds = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((id) => id.trim()).filter(Boolean))
  .pipe(z.array(uuidField).max(DEPARTMENTS_MAX, 'validation:tooLong'))
  .optional();

/** GET /api/analytics: a period of local dates (inclusive), a grouping and optional departments. */
export const analyticsQuerySchema = z
  .object({
    from: localDateField,
    to: localDateField,
    groupBy: z.enum(ANALYTICS_GROUPINGS, { error: 'validation:invalid' }).default('vehicle'),
    departmentIds,
  })
  .superRefine(periodCheck(ANALYTICS_PERIOD_DAYS_MAX));
export type AnalyticsQuery = z.output<typeof analyticsQuerySchema>;

/**
 * The figures of one row (or of the whole period). Money in the organisation's currency to the
 * cent; hours to 0.01 h; shares in percent to 0.1, null where the divisor is zero.
 * - `taskKm` are the tasks' km (what was sold), `shiftKm` the odometer km of the shifts
 *   (end − start, what was driven); both are given because they answer different questions.
 * - `hours` is the shifts' worked time: every ended event except an unpaid Break (5).
 * - `utilisationPercent`: hours the vehicle was in a shift ÷ hours of the period (24 h a day).
 */
export const analyticsFiguresSchema = z.object({
  revenue: z.number(),
  cost: z.number(),
  margin: z.number(),
  marginPercent: z.number().nullable(),
  taskCount: z.number().int(),
  taskKm: z.number(),
  shiftCount: z.number().int(),
  shiftKm: z.number(),
  hours: z.number(),
  drivingHours: z.number(),
  emptyDriveHours: z.number(),
  emptyDrivePercent: z.number().nullable(),
  waitingHours: z.number(),
  queueingHours: z.number(),
  inShiftHours: z.number(),
  availableHours: z.number(),
  utilisationPercent: z.number().nullable(),
});
export type AnalyticsFigures = z.output<typeof analyticsFiguresSchema>;

export const analyticsGroupSchema = analyticsFiguresSchema.extend({
  /** The vehicle's id or the month 'YYYY-MM'; null for shifts recorded without a vehicle. */
  key: z.string().nullable(),
  /** The vehicle's name (or register number), or the month again. */
  label: z.string(),
});
export type AnalyticsGroup = z.output<typeof analyticsGroupSchema>;

export const analyticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  groupBy: z.enum(ANALYTICS_GROUPINGS),
  currency: z.string(),
  totals: analyticsFiguresSchema,
  groups: z.array(analyticsGroupSchema),
});
export type Analytics = z.output<typeof analyticsSchema>;
