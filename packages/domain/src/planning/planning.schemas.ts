import { z } from 'zod';
import { DRIVING_TIME_RULES } from '../driving-time/driving-time.schemas';
import { uuidField } from '../platform/fields';
import { instantField, localDateField, versionField } from '../shifts/shift.schemas';

/**
 * Resource planning's API shapes (issue 24's contract, kept exactly): the conflicts of plans
 * posted as if added to what is stored, and the stored planned shifts themselves.
 */
export const PLAN_CONFLICT_KINDS = [
  'missingLicence',
  'timeConflict',
  'absence',
  'taskAlreadyScheduled',
  'noPayPeriod',
  'drivingTime',
] as const;
export type PlanConflictKind = (typeof PLAN_CONFLICT_KINDS)[number];
export const PLAN_RESOURCES = ['driver', 'vehicle'] as const;
export const PLANNED_SHIFT_STATUSES = ['draft', 'published'] as const;
export type PlannedShiftStatus = (typeof PLANNED_SHIFT_STATUSES)[number];

export const PLANNING_LIMITS = {
  refMax: 100,
  vehiclesMax: 10,
  tasksMax: 100,
  /** A plan lasts at most a week (an export trip); a longer one is two plans. */
  planDaysMax: 7,
  plansMax: 5000,
  /** GET /api/planned-shifts answers at most two months (the calendar's longest view is a month). */
  queryDaysMax: 62,
  publishMax: 5000,
} as const;

const DAY_MS = 86_400_000;

const vehicleIdsField = z
  .array(uuidField)
  .max(PLANNING_LIMITS.vehiclesMax, 'validation:tooLong')
  .superRefine((ids, ctx) => {
    const seen = new Set<string>();
    ids.forEach((id, index) => {
      if (seen.has(id)) ctx.addIssue({ code: 'custom', message: 'planning:duplicateVehicle', path: [index] });
      seen.add(id);
    });
  });
const taskIdsField = z.array(uuidField).max(PLANNING_LIMITS.tasksMax, 'validation:tooLong');

/** End after start and at most a week after it; runs even when another field is invalid. */
function checkPlanTimes(plan: { start?: unknown; end?: unknown }, ctx: z.RefinementCtx): void {
  if (typeof plan !== 'object' || plan === null) return;
  const start = Date.parse(String(plan.start));
  const end = Date.parse(String(plan.end));
  if (!Number.isFinite(start) || !Number.isFinite(end)) return;
  if (end <= start) ctx.addIssue({ code: 'custom', message: 'planning:endBeforeStart', path: ['end'] });
  else if (end - start > PLANNING_LIMITS.planDaysMax * DAY_MS)
    ctx.addIssue({ code: 'custom', message: 'planning:tooLong', path: ['end'] });
}
const always = { when: () => true };

/** What a plan is, posted for its conflicts or stored: who, with what, when, for which run and tasks. */
const planFields = {
  driverId: uuidField,
  vehicleIds: vehicleIdsField,
  start: instantField,
  end: instantField,
  routeId: uuidField.optional(),
  taskIds: taskIdsField.optional(),
};

/** One plan of POST /api/resource-planning/conflicts: `ref` is the caller's name for it (a stored plan's id to stand in for it). */
export const planCheckSchema = z
  .object({
    ref: z
      .string({ error: 'validation:required' })
      .min(1, 'validation:required')
      .max(PLANNING_LIMITS.refMax, 'validation:tooLong'),
    ...planFields,
  })
  .superRefine(checkPlanTimes, always);
export type PlanCheck = z.infer<typeof planCheckSchema>;

export const conflictsRequestSchema = z
  .object({
    plans: z.array(planCheckSchema).min(1, 'validation:required').max(PLANNING_LIMITS.plansMax, 'validation:tooLong'),
  })
  .superRefine((request, ctx) => {
    const seen = new Set<string>();
    request.plans.forEach((plan, index) => {
      if (seen.has(plan.ref))
        ctx.addIssue({ code: 'custom', message: 'planning:duplicateRef', path: ['plans', index, 'ref'] });
      seen.add(plan.ref);
    });
  });
export type ConflictsRequest = z.infer<typeof conflictsRequestSchema>;

/**
 * One conflict of a posted plan (`ref`). `with` names the other side: another posted plan's
 * ref, a stored plan's, shift's or absence's id. `licenceCodes` for missingLicence, `resource`
 * for timeConflict, `rule` and `minutes` for drivingTime (as `mayDrive` names them).
 */
export const planConflictSchema = z.object({
  ref: z.string(),
  kind: z.enum(PLAN_CONFLICT_KINDS),
  licenceCodes: z.array(z.string()).optional(),
  resource: z.enum(PLAN_RESOURCES).optional(),
  with: z.string().optional(),
  rule: z.enum(DRIVING_TIME_RULES).optional(),
  minutes: z.number().optional(),
});
export type PlanConflict = z.infer<typeof planConflictSchema>;
export const conflictsResponseSchema = z.object({ conflicts: z.array(planConflictSchema) });
export type ConflictsResponse = z.infer<typeof conflictsResponseSchema>;

/** POST /api/planned-shifts (kept exactly) and PUT with the version it was read at. */
export const plannedShiftInputSchema = z
  .object({ ...planFields, status: z.enum(PLANNED_SHIFT_STATUSES, { error: 'validation:invalid' }) })
  .superRefine(checkPlanTimes, always);
export type PlannedShiftInput = z.infer<typeof plannedShiftInputSchema>;
export const plannedShiftUpdateSchema = plannedShiftInputSchema.safeExtend({ version: versionField });
export type PlannedShiftUpdate = z.infer<typeof plannedShiftUpdateSchema>;

/** A stored planned shift as the API answers it; times ISO 8601. */
export const plannedShiftSchema = z.object({
  id: z.uuid(),
  driverId: z.uuid(),
  driverName: z.string(),
  vehicleIds: z.array(z.uuid()),
  vehicleNames: z.array(z.string()),
  start: z.string(),
  end: z.string(),
  routeId: z.uuid().nullable(),
  routeName: z.string().nullable(),
  taskIds: z.array(z.uuid()),
  status: z.enum(PLANNED_SHIFT_STATUSES),
  createdBy: z.uuid().nullable(),
  publishedAt: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PlannedShift = z.infer<typeof plannedShiftSchema>;

/** GET /api/planned-shifts?from&to: local dates, both included, at most 62 days. */
export const plannedShiftsQuerySchema = z
  .object({ from: localDateField, to: localDateField })
  .superRefine((query, ctx) => {
    const days = (Date.parse(query.to) - Date.parse(query.from)) / DAY_MS;
    if (days < 0) ctx.addIssue({ code: 'custom', message: 'validation:invalid', path: ['to'] });
    else if (days + 1 > PLANNING_LIMITS.queryDaysMax)
      ctx.addIssue({ code: 'custom', message: 'validation:invalid', path: ['to'] });
  });
export type PlannedShiftsQuery = z.infer<typeof plannedShiftsQuerySchema>;

/** POST /api/planned-shifts/publish: drafts made visible to their drivers and supervisors. */
export const planPublishSchema = z.object({
  ids: z.array(uuidField).min(1, 'validation:required').max(PLANNING_LIMITS.publishMax, 'validation:tooLong'),
});
export type PlanPublish = z.infer<typeof planPublishSchema>;
