import { z } from 'zod';
import { fileKeyField } from '../files/file.schemas';
import { LANGUAGES } from '../platform/languages';
import { uuidField } from '../platform/fields';
import { instantField, localDateField } from '../shifts/shift.schemas';
import { FLEET_ITEM_STATES } from './fleet-item-rules';
import {
  PRE_TRIP_BUILT_IN_ITEMS,
  PRE_TRIP_LIMITS,
  PRE_TRIP_OWN_KEY_PATTERN,
  PRE_TRIP_RESULTS,
  PRE_TRIP_STATUSES,
} from './pre-trip-items';
import { isVehicleClass, VEHICLE_CLASS_NUMBERS } from './vehicle-classes';

const clientKeyField = z.string().trim().min(1, 'validation:required').max(100, 'validation:tooLong');
const vehicleClassField = z
  .number({ error: 'validation:invalid' })
  .refine(isVehicleClass, 'validation:invalid')
  .transform((value) => value as (typeof VEHICLE_CLASS_NUMBERS)[number]);

/** A checklist's item: a built-in one by its key, or the organisation's own with a label. */
export const preTripItemSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('builtIn'), key: z.enum(PRE_TRIP_BUILT_IN_ITEMS, { error: 'validation:invalid' }) }),
    z.object({
      kind: z.literal('own'),
      key: z
        .string({ error: 'validation:invalid' })
        .max(PRE_TRIP_LIMITS.ownKeyMax, 'validation:tooLong')
        .regex(PRE_TRIP_OWN_KEY_PATTERN, 'validation:invalid'),
      label: z
        .string({ error: 'validation:required' })
        .trim()
        .min(1, 'pre-trip:labelRequired')
        .max(PRE_TRIP_LIMITS.labelMax, 'pre-trip:labelTooLong'),
    }),
  ],
  { error: 'validation:invalid' },
);

const hasUniqueKeys = (items: readonly { key: string }[]) =>
  new Set(items.map((item) => item.key)).size === items.length;

const itemsField = z
  .array(preTripItemSchema)
  .max(PRE_TRIP_LIMITS.itemsMax, 'pre-trip:tooManyItems')
  .refine(hasUniqueKeys, 'pre-trip:itemTwice');

/** One vehicle class's checklist; `items: null` gives the class its built-in list back. No items: no check for that class. */
export const preTripChecklistInputSchema = z.object({ vehicleClass: vehicleClassField, items: itemsField.nullable() });

/** PUT /api/pre-trip-checklists: the classes to change, each at most once; the others stay as they are. */
export const preTripChecklistsInputSchema = z.object({
  checklists: z
    .array(preTripChecklistInputSchema)
    .max(VEHICLE_CLASS_NUMBERS.length, 'validation:tooLong')
    .refine((lists) => new Set(lists.map((list) => list.vehicleClass)).size === lists.length, 'pre-trip:classTwice'),
});
export type PreTripChecklistsInput = z.output<typeof preTripChecklistsInputSchema>;

export const preTripChecklistSchema = z.object({
  vehicleClass: z.number().int(),
  items: z.array(preTripItemSchema),
  /** The built-in list: the organisation has not written its own for this class. */
  isBuiltIn: z.boolean(),
});
export type PreTripChecklist = z.output<typeof preTripChecklistSchema>;
/** GET /api/pre-trip-checklists, and the driver app's copy: every vehicle class, by class. */
export const preTripChecklistsSchema = z.array(preTripChecklistSchema);

/** One item as the driver answered it: a defect says what is wrong, and may carry photos (their upload keys). */
export const preTripAnswerInputSchema = z
  .object({
    item: preTripItemSchema,
    result: z.enum(PRE_TRIP_RESULTS, { error: 'validation:invalid' }),
    note: z
      .string({ error: 'validation:invalid' })
      .trim()
      .max(PRE_TRIP_LIMITS.noteMax, 'pre-trip:noteTooLong')
      .default(''),
    photoKeys: z.array(fileKeyField).max(PRE_TRIP_LIMITS.photosMax, 'pre-trip:tooManyPhotos').default([]),
  })
  .superRefine((answer, context) => {
    if (answer.result === 'defect' && answer.note === '')
      context.addIssue({ code: 'custom', path: ['note'], message: 'pre-trip:noteRequired' });
  });
export type PreTripAnswerInput = z.output<typeof preTripAnswerInputSchema>;

/**
 * A pre-trip check as the phone sends it in its outbox (`recordPreTripCheck`): the vehicle, the
 * shift it started (by the shift's client key), when, and each item's answer. A skipped check
 * has no answers; a done one answers each item once.
 */
export const preTripCheckInputSchema = z
  .object({
    clientKey: clientKeyField,
    vehicleId: uuidField,
    shiftClientKey: clientKeyField.nullable().default(null),
    at: instantField,
    status: z.enum(PRE_TRIP_STATUSES, { error: 'validation:invalid' }),
    answers: z.array(preTripAnswerInputSchema).max(PRE_TRIP_LIMITS.itemsMax, 'pre-trip:tooManyItems').default([]),
    /** The language the driver answered in (the app's then): the maintenance items' descriptions are written in it. */
    language: z.enum(LANGUAGES, { error: 'validation:invalid' }).optional(),
  })
  .superRefine((check, context) => {
    const issue = (message: string) => context.addIssue({ code: 'custom', path: ['answers'], message });
    if (check.status === 'skipped' && check.answers.length > 0) issue('pre-trip:skippedWithAnswers');
    if (check.status === 'done' && check.answers.length === 0) issue('pre-trip:noAnswers');
    if (!hasUniqueKeys(check.answers.map((answer) => answer.item))) issue('pre-trip:itemTwice');
  });
export type PreTripCheckInput = z.output<typeof preTripCheckInputSchema>;

/** GET /api/pre-trip-checks: the checks of the local dates `from` to `to`. */
export const preTripChecksQuerySchema = z
  .object({ from: localDateField, to: localDateField })
  .refine((query) => query.to >= query.from, { path: ['to'], message: 'pre-trip:periodBackwards' })
  .refine((query) => Date.parse(query.to) - Date.parse(query.from) < PRE_TRIP_LIMITS.periodDaysMax * 86_400_000, {
    path: ['to'],
    message: 'pre-trip:periodTooLong',
  });

/** The maintenance item a defect became, as the fleet page shows it today. */
export const preTripFleetItemSchema = z.object({
  id: uuidField,
  state: z.enum(FLEET_ITEM_STATES),
  dueDate: z.string(),
  description: z.string(),
});

export const preTripAnswerSchema = z.object({
  item: preTripItemSchema,
  result: z.enum(PRE_TRIP_RESULTS),
  note: z.string(),
  /** Each photo's file, read through GET /api/files/{id}. */
  photos: z.array(z.object({ id: uuidField, url: z.string() })),
  /** Null for an OK item, and for a defect whose maintenance item the office has since removed. */
  fleetItem: preTripFleetItemSchema.nullable(),
});
export type PreTripAnswer = z.output<typeof preTripAnswerSchema>;

export const preTripCheckSchema = z.object({
  id: uuidField,
  vehicleId: uuidField,
  driverId: uuidField.nullable(),
  driverName: z.string().nullable(),
  /** The shift it started, once the server has that shift. */
  shiftId: uuidField.nullable(),
  at: z.string(),
  status: z.enum(PRE_TRIP_STATUSES),
  answers: z.array(preTripAnswerSchema),
});
export type PreTripCheck = z.output<typeof preTripCheckSchema>;
export const preTripChecksSchema = z.array(preTripCheckSchema);
