import { z } from 'zod';
import { periodCheck } from '../shifts/period-check';
import { uuidField } from '../platform/fields';
import { instantField, localDateField, versionField } from '../shifts/shift.schemas';
import { builtOnce } from '../platform/built-once';

/** Tasks (issue 22): what a job earned against what it cost, from the vehicle's calculation. */
export const TASK_SOURCES = ['internal', 'external'] as const;
export type TaskSource = (typeof TASK_SOURCES)[number];
export const TASK_STATUSES = ['done', 'upcoming'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const TASK_LIMITS = {
  descriptionMax: 1000,
  placeMax: 300,
  externalIdMax: 100,
  kmMax: 100_000,
  moneyMax: 100_000_000,
  weightKgMax: 1_000_000,
  palletsMax: 10_000,
} as const;

const number = (message = 'validation:invalid') => z.number({ error: message });
const money = builtOnce((min: number) =>
  number()
    .min(min, 'validation:invalid')
    .max(TASK_LIMITS.moneyMax, 'validation:invalid')
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'validation:cents'),
);
const optionalUuid = uuidField.nullable().optional();

const taskFieldsSchema = z.object({
  customerId: optionalUuid,
  vehicleId: uuidField,
  driverId: optionalUuid,
  departmentId: optionalUuid,
  /** The route (issue 23) the task was a run of: its income counts in the route's plan against actual. */
  routeId: optionalUuid,
  start: instantField,
  end: instantField,
  km: number().min(0, 'validation:invalid').max(TASK_LIMITS.kmMax, 'validation:invalid'),
  income: money(-TASK_LIMITS.moneyMax),
  otherCosts: money(0).optional(),
  description: z.string().trim().max(TASK_LIMITS.descriptionMax, 'validation:tooLong').optional(),
  pickup: z.string().trim().max(TASK_LIMITS.placeMax, 'validation:tooLong').optional(),
  delivery: z.string().trim().max(TASK_LIMITS.placeMax, 'validation:tooLong').optional(),
  source: z.enum(TASK_SOURCES, { error: 'validation:invalid' }).optional(),
  externalId: z
    .string()
    .trim()
    .min(1, 'validation:required')
    .max(TASK_LIMITS.externalIdMax, 'validation:tooLong')
    .optional(),
  weightKg: number()
    .min(0, 'validation:invalid')
    .max(TASK_LIMITS.weightKgMax, 'validation:invalid')
    .nullable()
    .optional(),
  pallets: number('tasks:palletsWholeNumber')
    .int('tasks:palletsWholeNumber')
    .min(0, 'validation:invalid')
    .max(TASK_LIMITS.palletsMax, 'validation:invalid')
    .nullable()
    .optional(),
});

/** Runs on partly valid input too (so every message shows at once): anything may be missing. */
function checkTask(task: unknown, ctx: z.RefinementCtx) {
  if (!task || typeof task !== 'object') return;
  const { start, end, source, externalId } = task as Partial<
    Record<'start' | 'end' | 'source' | 'externalId', unknown>
  >;
  if (typeof start === 'string' && typeof end === 'string' && Date.parse(end) <= Date.parse(start))
    ctx.addIssue({ code: 'custom', message: 'tasks:endNotAfterStart', path: ['end'] });
  if (source === 'external' && !externalId)
    ctx.addIssue({ code: 'custom', message: 'tasks:externalIdRequired', path: ['externalId'] });
}

/** POST /api/tasks (issue 22's contract: keep the shape). */
export const taskInputSchema = taskFieldsSchema.superRefine(checkTask, { when: () => true });
export type TaskInput = z.output<typeof taskInputSchema>;
/** PUT /api/tasks/:id: the whole task again, with the version it was read at. */
export const taskUpdateSchema = taskInputSchema.safeExtend({ version: versionField });
export type TaskUpdate = z.output<typeof taskUpdateSchema>;

export const taskEconomicsSchema = z.object({
  hours: z.number(),
  km: z.number(),
  timeCostPerHour: z.number(),
  distanceCostPerKm: z.number(),
  timeCost: z.number(),
  distanceCost: z.number(),
  otherCosts: z.number(),
  totalCost: z.number(),
  income: z.number(),
  profit: z.number(),
  marginPercent: z.number().nullable(),
});

export const taskSchema = z.object({
  id: z.uuid(),
  start: z.string(),
  end: z.string(),
  status: z.enum(TASK_STATUSES),
  customerId: z.uuid().nullable(),
  customerName: z.string().nullable(),
  vehicleId: z.uuid(),
  vehicleName: z.string(),
  driverId: z.uuid().nullable(),
  driverName: z.string().nullable(),
  departmentId: z.uuid().nullable(),
  routeId: z.uuid().nullable(),
  shiftId: z.uuid().nullable(),
  source: z.enum(TASK_SOURCES),
  externalId: z.string().nullable(),
  description: z.string(),
  pickup: z.string(),
  delivery: z.string(),
  weightKg: z.number().nullable(),
  pallets: z.number().int().nullable(),
  km: z.number(),
  income: z.number(),
  otherCosts: z.number(),
  calculationId: z.uuid().nullable(),
  isShared: z.boolean(),
  /** The invoice the task is billed on, while it is (a cancelled or credited one releases it). */
  invoiceId: z.uuid().nullable(),
  version: z.number().int(),
  economics: taskEconomicsSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Task = z.output<typeof taskSchema>;

export const TASK_SORTS = ['start', '-start', 'income', '-income', 'profit', '-profit', 'margin', '-margin'] as const;
export const TASK_PAGE_LIMITS = { default: 100, max: 500 } as const;
/** At most a year and a day per request. */
export const TASK_PERIOD_DAYS_MAX = 367;

const idList = z
  .string()
  .max(37 * 200, 'validation:tooLong')
  .transform((value, ctx) => {
    const ids = value.split(',').filter(Boolean);
    for (const id of ids)
      if (!uuidField.safeParse(id).success) {
        ctx.addIssue({ code: 'custom', message: 'validation:invalid' });
        return z.NEVER;
      }
    return ids;
  })
  .optional();

/** The filters of the task list and its totals (spec section 3, "task filters"); dates are local. */
export const taskFiltersSchema = z
  .object({
    from: localDateField,
    to: localDateField,
    driverIds: idList,
    vehicleIds: idList,
    customerId: uuidField.optional(),
    departmentId: uuidField.optional(),
    status: z.enum(TASK_STATUSES, { error: 'validation:invalid' }).optional(),
    source: z.enum(TASK_SOURCES, { error: 'validation:invalid' }).optional(),
    /** `no`: the tasks not on an invoice yet, to bill; `yes`: the billed ones. */
    invoiced: z.enum(['yes', 'no'], { error: 'validation:invalid' }).optional(),
    search: z.string().trim().max(100, 'validation:tooLong').optional(),
  })
  .superRefine(periodCheck(TASK_PERIOD_DAYS_MAX));
export type TaskFilters = z.output<typeof taskFiltersSchema>;

export const tasksQuerySchema = taskFiltersSchema.safeExtend({
  sort: z.enum(TASK_SORTS, { error: 'validation:invalid' }).default('-start'),
  offset: z.coerce.number().int('validation:integer').min(0, 'validation:invalid').max(1_000_000).default(0),
  limit: z.coerce
    .number()
    .int('validation:integer')
    .min(1, 'validation:invalid')
    .max(TASK_PAGE_LIMITS.max, 'validation:invalid')
    .default(TASK_PAGE_LIMITS.default),
});
export type TasksQuery = z.output<typeof tasksQuerySchema>;

export const tasksPageSchema = z.object({ items: z.array(taskSchema), total: z.number().int() });
export type TasksPage = z.output<typeof tasksPageSchema>;

const figures = {
  count: z.number().int(),
  hours: z.number(),
  km: z.number(),
  income: z.number(),
  totalCost: z.number(),
  profit: z.number(),
  marginPercent: z.number().nullable(),
};
/** GET /api/tasks/totals: the filtered tasks summed, per ISO week and per customer. */
export const taskTotalsSchema = z.object({
  ...figures,
  timeCost: z.number(),
  distanceCost: z.number(),
  otherCosts: z.number(),
  weeks: z.array(z.object({ week: z.string(), monday: z.string(), ...figures })),
  customers: z.array(z.object({ customerId: z.uuid().nullable(), name: z.string().nullable(), ...figures })),
});
export type TaskTotals = z.output<typeof taskTotalsSchema>;

/** POST /api/tasks/from-shifts: one task per approved shift and vehicle. */
export const tasksFromShiftsSchema = z.object({
  shiftIds: z.array(uuidField).min(1, 'tasks:selectShifts').max(500, 'validation:invalid'),
  customerId: uuidField.nullable().optional(),
});
export const tasksFromShiftsResultSchema = z.object({
  created: z.array(taskSchema),
  /** Shifts that already had their tasks (made once per shift and vehicle). */
  alreadyMade: z.number().int(),
});

/** PUT /api/vehicles/:id/calculation (issue 22's contract). */
export const vehicleCalculationSchema = z.object({ calculationId: uuidField.nullable() });
export const vehicleCalculationResultSchema = z.object({
  vehicleId: z.uuid(),
  calculationId: z.uuid().nullable(),
  calculationName: z.string().nullable(),
  timeCostPerHour: z.number().nullable(),
  distanceCostPerKm: z.number().nullable(),
});
export type VehicleCalculation = z.output<typeof vehicleCalculationResultSchema>;

/** DELETE /api/organisation/tasks?source=…: the organisation's name typed again to confirm. */
export const deleteBySourceSchema = z.object({
  source: z.enum(TASK_SOURCES, { error: 'validation:invalid' }),
  confirmName: z.string().trim().min(1, 'validation:required').max(200, 'validation:tooLong'),
});
export const deleteBySourceResultSchema = z.object({
  deleted: z.number().int(),
  kept: z.number().int(),
  /** Why `kept` items stayed, in the caller's language (sent invoices: the law keeps them). */
  reason: z.string().nullable().optional(),
});
