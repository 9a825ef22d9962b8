import { z } from 'zod';

/** Issue 13's contract: POST /api/driving-time/evaluate and GET /api/driving-time/drivers. Keep the shapes. */
export const ACTIVITY_KINDS = ['drive', 'work', 'available', 'break', 'rest'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const DRIVING_TIME_RULES = [
  'daily-driving',
  'weekly-driving',
  'fortnight-driving',
  'break',
  'daily-rest',
  'weekly-rest',
] as const;
export type DrivingTimeRule = (typeof DRIVING_TIME_RULES)[number];

/** Commission Regulation (EU) 2016/403 Annex I bands, from the least to the most serious. */
export const SEVERITIES = ['MI', 'SI', 'VSI', 'MSI'] as const;
export type Severity = (typeof SEVERITIES)[number];

/** More activities than this in one request is a 400 (issue 13). */
export const MAX_ACTIVITIES = 10_000;

const instant = z.iso.datetime({ offset: true, error: 'validation:invalidDate' });

export const activitySchema = z
  .object({
    kind: z.enum(ACTIVITY_KINDS, { error: 'validation:invalid' }),
    start: instant,
    end: instant,
  })
  .refine((activity) => Date.parse(activity.end) > Date.parse(activity.start), {
    path: ['end'],
    message: 'driving-time:endNotAfterStart',
  });
export type ActivityInput = z.infer<typeof activitySchema>;

export const evaluateRequestSchema = z.object({
  activities: z.array(activitySchema).max(MAX_ACTIVITIES, 'driving-time:tooManyActivities'),
  at: instant,
});
export type EvaluateRequest = z.infer<typeof evaluateRequestSchema>;

const minutes = z.number().int().min(0);

export const drivingTimeResultSchema = z.object({
  /** Every fixed week (Monday 00:00 UTC) the activities touch. */
  weeks: z.array(z.object({ start: z.string(), drivingMinutes: minutes })),
  remaining: z.object({
    dailyMinutes: minutes,
    /** Bounded by both the 56 h week and the 90 h fortnight. */
    weeklyMinutes: minutes,
    fortnightMinutes: minutes,
    untilBreakMinutes: minutes,
  }),
  infringements: z.array(
    z.object({
      rule: z.enum(DRIVING_TIME_RULES),
      severity: z.enum(SEVERITIES),
      start: z.string(),
      /** The excess of a driving rule, the shortfall of a rest, or a weekly rest's lateness past 144 h. */
      minutes,
    }),
  ),
});
export type DrivingTimeResult = z.infer<typeof drivingTimeResultSchema>;

export const drivingTimeDriversQuerySchema = z.object({ at: instant.optional() });

/** The longest span one driver's figures are asked for: a timesheet period of a year, from its first local midnight to its last. */
export const MAX_DRIVER_SPAN_DAYS = 367;

/**
 * GET /api/driving-time/drivers/:driverId: judged at `at` (default now), the activities and
 * infringements shown from `from` (default two weeks before `at`), with the history the rules need before it.
 */
export const drivingTimeDriverQuerySchema = z
  .object({ at: instant.optional(), from: instant.optional() })
  .superRefine((query, ctx) => {
    if (!query.from) return;
    const span = (query.at ? Date.parse(query.at) : Date.now()) - Date.parse(query.from);
    if (span <= 0) ctx.addIssue({ code: 'custom', message: 'shifts:periodEndBeforeStart', path: ['from'] });
    else if (span > MAX_DRIVER_SPAN_DAYS * 86_400_000)
      ctx.addIssue({ code: 'custom', message: 'shifts:periodTooLong', path: ['from'] });
  });

/** GET /api/driving-time/drivers: the same figures per driver with shifts in the last two weeks. */
export const drivingTimeDriversSchema = z.array(
  drivingTimeResultSchema.extend({ driverId: z.uuid(), name: z.string(), employeeNumber: z.string() }),
);
export type DrivingTimeDrivers = z.infer<typeof drivingTimeDriversSchema>;

/** GET /api/driving-time/drivers/:driverId: one driver's figures and the activities behind them, for the two-week timeline. */
export const drivingTimeDriverSchema = drivingTimeResultSchema.extend({
  driverId: z.uuid(),
  name: z.string(),
  employeeNumber: z.string(),
  activities: z.array(z.object({ kind: z.enum(ACTIVITY_KINDS), start: z.string(), end: z.string() })),
});
export type DrivingTimeDriver = z.infer<typeof drivingTimeDriverSchema>;
