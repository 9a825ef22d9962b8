import { z } from 'zod';
import { uuidField } from '../platform/fields';
import { instantField, localDateField, versionField } from '../shifts/shift.schemas';
import {
  FLEET_DUE_TYPES,
  FLEET_ITEM_STATES,
  FLEET_ITEM_TYPES,
  FLEET_REPEAT_UNITS,
  DOCUMENT_LEAD_DAYS_DEFAULT,
  DOCUMENT_STATES,
  type FleetItemPlan,
} from './fleet-item-rules';

export const FLEET_LIMITS = {
  /** Spec section 9. */
  descriptionMax: 50,
  kmMax: 10_000_000,
  costMax: 100_000_000,
  repeatCountMax: 999,
  dueSoonDaysMax: 365,
  dueSoonKmMax: 100_000,
} as const;

const number = z.number({ error: 'validation:number' });
/** Spec section 5: "price valid" — a sum of money, not negative, in whole cents. */
const costField = number
  .min(0, 'validation:notNegative')
  .max(FLEET_LIMITS.costMax, 'validation:invalid')
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'validation:cents');
const kmField = number.min(0, 'validation:notNegative').max(FLEET_LIMITS.kmMax, 'validation:invalid');
/** Spec section 5: "distance values not zero or empty". */
const thresholdField = z
  .number({ error: 'fleet:distanceRequired' })
  .positive('fleet:distanceRequired')
  .max(FLEET_LIMITS.kmMax, 'validation:invalid');

export const repeatEverySchema = z.object({
  unit: z.enum(FLEET_REPEAT_UNITS, { error: 'validation:invalid' }),
  count: number
    .int('validation:integer')
    .min(1, 'fleet:repeatCountMin')
    .max(FLEET_LIMITS.repeatCountMax, 'validation:invalid'),
});

const fleetItemFields = z.object({
  vehicleId: uuidField.optional(),
  type: z.enum(FLEET_ITEM_TYPES, { error: 'validation:invalid' }),
  dueType: z.enum(FLEET_DUE_TYPES, { error: 'validation:invalid' }),
  dueDate: localDateField.nullish(),
  repeatEvery: repeatEverySchema.nullish(),
  repeatUntil: localDateField.nullish(),
  firstKm: thresholdField.nullish(),
  lastKm: thresholdField.nullish(),
  intervalKm: thresholdField.nullish(),
  cost: costField.default(0),
  description: z
    .string({ error: 'validation:invalid' })
    .trim()
    .max(FLEET_LIMITS.descriptionMax, 'fleet:descriptionTooLong')
    .default(''),
});
type FleetItemFields = z.output<typeof fleetItemFields>;

/** Spec section 5's rules across fields, each on the field to change. */
function checkItem(item: FleetItemFields, context: z.RefinementCtx): void {
  const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
  if (!item.vehicleId) issue('vehicleId', 'fleet:vehicleRequired');
  if (item.dueType === 'time') {
    if (!item.dueDate) issue('dueDate', 'fleet:dueDateRequired');
    else if (item.repeatEvery && item.repeatUntil && item.repeatUntil < item.dueDate)
      issue('repeatUntil', 'fleet:repeatUntilBeforeDue');
    return;
  }
  if (item.firstKm == null) issue('firstKm', 'fleet:distanceRequired');
  if (item.lastKm == null) issue('lastKm', 'fleet:distanceRequired');
  if (item.intervalKm == null) issue('intervalKm', 'fleet:distanceRequired');
  if (item.firstKm == null || item.lastKm == null) return;
  if (item.firstKm >= item.lastKm) issue('firstKm', 'fleet:firstBelowLast');
  else if (item.intervalKm != null && item.intervalKm > item.lastKm - item.firstKm)
    issue('intervalKm', 'fleet:intervalTooLong');
}

/** The checked item as it is stored: its plan, with the fields of the other due type dropped. */
function toStored(item: FleetItemFields) {
  return {
    vehicleId: item.vehicleId as string,
    type: item.type,
    cost: item.cost,
    description: item.description,
    plan: planOf(item),
  };
}

function planOf(item: FleetItemFields): FleetItemPlan {
  if (item.dueType === 'distance')
    return {
      dueType: 'distance',
      firstKm: item.firstKm as number,
      lastKm: item.lastKm as number,
      intervalKm: item.intervalKm as number,
    };
  return {
    dueType: 'time',
    dueDate: item.dueDate as string,
    repeatEvery: item.repeatEvery ?? null,
    repeatUntil: item.repeatEvery ? (item.repeatUntil ?? null) : null,
  };
}

/**
 * POST /api/fleet-items (issue 25's contract). A time item needs `dueDate`; a distance item
 * `firstKm` below `lastKm` and an `intervalKm` no longer than their difference (spec section 5).
 * That the first km is not below the vehicle's current mileage is checked by the server, which
 * knows the mileage.
 */
export const fleetItemInputSchema = fleetItemFields.superRefine(checkItem).transform(toStored);
export type FleetItemInput = z.input<typeof fleetItemInputSchema>;
export type FleetItemCreate = z.output<typeof fleetItemInputSchema>;

/**
 * PUT /api/fleet-items/{id}: the item's series as it was read, changed; its open occurrence
 * follows it. A date item's `dueDate` is the open occurrence's, and its repeats run on from there.
 */
export const fleetItemUpdateSchema = fleetItemFields
  .extend({ version: versionField })
  .superRefine(checkItem)
  .transform((item) => ({ ...toStored(item), version: item.version }));
export type FleetItemUpdate = z.output<typeof fleetItemUpdateSchema>;

/** POST /api/fleet-items/{id}/complete. Without `cost` the planned cost is taken as spent. */
export const fleetItemCompleteSchema = z.object({
  date: localDateField,
  km: kmField.nullish(),
  cost: costField.nullish(),
});
export type FleetItemComplete = z.output<typeof fleetItemCompleteSchema>;

/** POST /api/vehicles/{id}/odometer: a reading typed by hand. */
export const odometerReadingInputSchema = z.object({ at: instantField, km: kmField });
export type OdometerReadingInput = z.output<typeof odometerReadingInputSchema>;

export const ODOMETER_SOURCES = ['manual', 'shift', 'tracking'] as const;
export type OdometerSource = (typeof ODOMETER_SOURCES)[number];
export const odometerReadingSchema = z.object({
  vehicleId: uuidField,
  at: z.string(),
  km: z.number(),
  source: z.enum(ODOMETER_SOURCES),
});
export type OdometerReadingDto = z.output<typeof odometerReadingSchema>;

export const fleetItemsQuerySchema = z.object({ at: instantField.optional() });

/** GET /api/fleet-items (the contract): one entry per occurrence, open or done. */
export const fleetItemEntrySchema = z.object({
  id: uuidField,
  vehicleId: uuidField,
  type: z.enum(FLEET_ITEM_TYPES),
  state: z.enum(FLEET_ITEM_STATES),
  dueDate: z.string().optional(),
  dueKm: z.number().optional(),
  currentKm: z.number().optional(),
  forecastDate: z.string().optional(),
});
export type FleetItemEntry = z.output<typeof fleetItemEntrySchema>;

/** The fleet-management page's row: the entry with its series and completion. */
export const fleetItemRowSchema = fleetItemEntrySchema.extend({
  seriesId: uuidField,
  sequence: z.number().int(),
  version: z.number().int(),
  dueType: z.enum(FLEET_DUE_TYPES),
  repeatEvery: repeatEverySchema.nullable(),
  repeatUntil: z.string().nullable(),
  firstKm: z.number().nullable(),
  lastKm: z.number().nullable(),
  intervalKm: z.number().nullable(),
  cost: z.number(),
  description: z.string(),
  kmPerDay: z.number().nullable(),
  completedDate: z.string().nullable(),
  completedKm: z.number().nullable(),
  actualCost: z.number().nullable(),
  /** Whether this done occurrence is the series' latest completion, the one undo restores. */
  undoable: z.boolean(),
});
export type FleetItemRow = z.output<typeof fleetItemRowSchema>;

export const fleetSettingsSchema = z.object({
  dueSoonDays: number.int('validation:integer').min(0, 'validation:notNegative').max(FLEET_LIMITS.dueSoonDaysMax),
  dueSoonKm: number.min(0, 'validation:notNegative').max(FLEET_LIMITS.dueSoonKmMax),
  /** How many days before it a licence or card counts as expiring. */
  documentLeadDays: number
    .int('validation:integer')
    .min(0, 'validation:notNegative')
    .max(FLEET_LIMITS.dueSoonDaysMax)
    .default(DOCUMENT_LEAD_DAYS_DEFAULT),
});
export type FleetSettings = z.output<typeof fleetSettingsSchema>;

/** A driver's licence or card on the due list: expiring within the lead, or expired. */
export const expiringDocumentSchema = z.object({
  driverId: uuidField,
  driverName: z.string(),
  /** The licence type's code: C, CE, ADR, a professional competence or tachograph card, or the organisation's own. */
  code: z.string(),
  expiresOn: z.string(),
  state: z.enum(DOCUMENT_STATES),
});
export type ExpiringDocument = z.output<typeof expiringDocumentSchema>;

export const fleetPageSchema = z.object({
  today: z.string(),
  settings: fleetSettingsSchema,
  items: z.array(fleetItemRowSchema),
  documents: z.array(expiringDocumentSchema),
});
export type FleetPage = z.output<typeof fleetPageSchema>;

export const completeAnswerSchema = z.object({
  completed: fleetItemEntrySchema,
  next: fleetItemEntrySchema.nullable(),
});
export type CompleteAnswer = z.output<typeof completeAnswerSchema>;
