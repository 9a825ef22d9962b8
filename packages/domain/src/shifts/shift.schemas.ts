import { z } from 'zod';
import { uuidField } from '../platform/fields';
import { decimalField } from '../platform/numbers';
import { isEventWorkType } from '../work-types';
import { checkShiftEvents } from './shift-events';
import type { ApprovalState } from './approval';
import { BONUS_TYPES, DAILY_ALLOWANCE_TYPE_VALUES } from '../calculations/enumerations';
import { builtOnce } from '../platform/built-once';

/**
 * The shift API's shapes (issue 10). Times travel as ISO 8601 instants (UTC); the web shows them
 * in the organisation's time zone. A shift's start and end are not sent: they are its first
 * event's start and its last event's end, so the two can never disagree.
 */

export const APPROVAL_STATES = ['unapproved', 'checked', 'approved'] as const satisfies readonly ApprovalState[];

export const SHIFT_LIMITS = {
  eventsMax: 200,
  vehiclesMax: 5,
  clientKeyMax: 100,
  /** A custom question's answer (spec section 5: question text at most 150). */
  answerMax: 150,
  kmMax: 10_000_000,
  consumptionMax: 100_000,
} as const;

export const instantField = z.iso.datetime({ offset: true, message: 'validation:invalidDate' });
export const localDateField = z.iso.date('validation:invalidDate');

const eventWorkTypeField = z.number({ error: 'validation:invalid' }).refine(isEventWorkType, 'shifts:notAnEventType');

export const shiftEventInputSchema = z.object({
  workType: eventWorkTypeField,
  start: instantField,
  /** Null while the event is still running (only the last event of an ongoing shift). */
  end: instantField.nullable().default(null),
  /** The answer to the driver group's custom question for this work type, if it has one. */
  answer: z
    .string({ error: 'validation:invalid' })
    .trim()
    .max(SHIFT_LIMITS.answerMax, 'validation:tooLong')
    .nullable()
    .default(null),
  /** Set by a split: the event goes on in the previous or the next shift. */
  cutBefore: z.boolean().default(false),
  cutAfter: z.boolean().default(false),
});
export type ShiftEventInput = z.infer<typeof shiftEventInputSchema>;

export const shiftBonusSchema = z.object({
  type: z.enum(BONUS_TYPES, { error: 'validation:invalid' }),
  /** Hours the bonus applies to; null means the whole shift. */
  hours: decimalField().pipe(z.number().max(24, 'validation:invalid')).nullable().default(null),
});
export type ShiftBonus = z.infer<typeof shiftBonusSchema>;

const optionalDecimal = builtOnce((max: number) =>
  decimalField().pipe(z.number().max(max, 'validation:number')).nullable().default(null),
);

/**
 * What a person or the driver app writes; the server adds status, version and history. The
 * fields apart from their cross-field checks, for shapes that vary them (the driver app's).
 */
export const shiftFieldsSchema = z.object({
  driverId: uuidField,
  /**
   * Made by the device that first recorded the shift; unique per organisation, so the same
   * upload twice stores one shift. The server makes one when none is given.
   */
  clientKey: z.string().trim().min(1).max(SHIFT_LIMITS.clientKeyMax, 'validation:tooLong').optional(),
  vehicleIds: z.array(uuidField).max(SHIFT_LIMITS.vehiclesMax, 'validation:tooLong').default([]),
  /** Routes arrive in a later issue; the column is kept from the start. */
  routeId: uuidField.nullable().default(null),
  /**
   * The published planned shift this shift carries out (issue 24), when the driver started from
   * it. The server keeps it only when it is a published plan of the shift's driver (otherwise the
   * shift is stored without one, never refused), and null leaves a plan already stored in place:
   * clients that do not know plans send null with every edit.
   */
  plannedShiftId: uuidField.nullable().default(null),
  events: z.array(shiftEventInputSchema).max(SHIFT_LIMITS.eventsMax, 'validation:tooLong'),
  startKm: optionalDecimal(SHIFT_LIMITS.kmMax),
  endKm: optionalDecimal(SHIFT_LIMITS.kmMax),
  consumptionLitres: optionalDecimal(SHIFT_LIMITS.consumptionMax),
  bonuses: z.array(shiftBonusSchema).max(BONUS_TYPES.length, 'validation:tooLong').default([]),
  dailyAllowance: z
    .number({ error: 'validation:invalid' })
    .int('validation:invalid')
    .refine((value) => (DAILY_ALLOWANCE_TYPE_VALUES as readonly number[]).includes(value), 'validation:invalid')
    .default(0),
});

/** Event order, unique bonuses and km order: the checks every shift shape shares. */
export function checkShiftFields(
  shift: { events?: unknown; bonuses?: unknown; startKm?: unknown; endKm?: unknown },
  ctx: z.RefinementCtx,
): void {
  if (typeof shift !== 'object' || shift === null) return;
  const events = Array.isArray(shift.events) ? shift.events : [];
  const timed = events.map((event) => ({
    workType: Number(event?.workType),
    start: Date.parse(String(event?.start)),
    end: event?.end == null ? undefined : Date.parse(String(event.end)),
  }));
  if (timed.every((event) => Number.isFinite(event.start) && (event.end === undefined || Number.isFinite(event.end)))) {
    for (const problem of checkShiftEvents(timed)) {
      const path = problem.index === undefined ? ['events'] : ['events', problem.index, problem.field ?? 'start'];
      ctx.addIssue({ code: 'custom', message: `shifts:problems.${problem.code}`, path });
    }
  }
  const types = new Set<string>();
  (Array.isArray(shift.bonuses) ? shift.bonuses : []).forEach((bonus, index) => {
    if (types.has(bonus?.type))
      ctx.addIssue({ code: 'custom', message: 'shifts:duplicateBonus', path: ['bonuses', index, 'type'] });
    types.add(bonus?.type);
  });
  if (typeof shift.startKm === 'number' && typeof shift.endKm === 'number' && shift.endKm < shift.startKm) {
    ctx.addIssue({ code: 'custom', message: 'shifts:endKmBeforeStartKm', path: ['endKm'] });
  }
}

// Runs even when a field is invalid, so a form shows every problem at once.
export const shiftInputSchema = shiftFieldsSchema.superRefine(checkShiftFields, { when: () => true });
export type ShiftInput = z.infer<typeof shiftInputSchema>;

/** A change of an existing item names the version it was based on (optimistic concurrency). */
export const versionField = z
  .number({ error: 'validation:required' })
  .int('validation:invalid')
  .min(1, 'validation:invalid');
export const shiftUpdateSchema = shiftInputSchema.safeExtend({ version: versionField });
export type ShiftUpdate = z.infer<typeof shiftUpdateSchema>;

export const versionBodySchema = z.object({ version: versionField });
export const versionQuerySchema = z.object({
  version: z.coerce.number({ error: 'validation:required' }).int('validation:invalid').min(1, 'validation:invalid'),
});

export const splitShiftSchema = z.object({ at: instantField, version: versionField });
export const mergeShiftsSchema = z.object({
  firstId: uuidField,
  firstVersion: versionField,
  secondId: uuidField,
  secondVersion: versionField,
});
/** Ends an ongoing shift (its running event) at `at`; the driver app learns it at its next sync. */
export const endShiftSchema = z.object({ at: instantField, version: versionField });

/** Approval actions a person takes in the office (the driver's own edit arrives as a change). */
export const OFFICE_APPROVAL_ACTIONS = [
  'check',
  'uncheck',
  'approve',
  'removeApproval',
  'acceptDriverEdit',
  'rejectDriverEdit',
] as const;
export type OfficeApprovalAction = (typeof OFFICE_APPROVAL_ACTIONS)[number];
/** Only Admins and Superusers approve and remove approvals; Users check and review driver edits. */
export const APPROVER_ONLY_ACTIONS: readonly OfficeApprovalAction[] = ['approve', 'removeApproval'];
export const approvalActionSchema = z.object({
  action: z.enum(OFFICE_APPROVAL_ACTIONS, { error: 'validation:invalid' }),
  version: versionField,
});

export const shiftEventSchema = z.object({
  id: z.uuid(),
  workType: z.number(),
  start: z.string(),
  end: z.string().nullable(),
  answer: z.string().nullable(),
  cutBefore: z.boolean(),
  cutAfter: z.boolean(),
});
export type ShiftEventRecord = z.infer<typeof shiftEventSchema>;

export const shiftVehicleSchema = z.object({ id: z.uuid(), registerNumber: z.string(), name: z.string() });

export const SHIFT_STATUSES = ['ongoing', 'completed'] as const;

export const shiftSchema = z.object({
  id: z.uuid(),
  clientKey: z.string(),
  driverId: z.uuid(),
  driverName: z.string(),
  routeId: z.uuid().nullable(),
  plannedShiftId: z.uuid().nullable(),
  /** The first event's start and the last event's end (null while ongoing). */
  start: z.string(),
  end: z.string().nullable(),
  status: z.enum(SHIFT_STATUSES),
  vehicles: z.array(shiftVehicleSchema),
  events: z.array(shiftEventSchema),
  startKm: z.number().nullable(),
  endKm: z.number().nullable(),
  /** endKm − startKm when both are known. */
  distanceKm: z.number().nullable(),
  consumptionLitres: z.number().nullable(),
  bonuses: z.array(z.object({ type: z.enum(BONUS_TYPES), hours: z.number().nullable() })),
  dailyAllowance: z.number().int(),
  approval: z.enum(APPROVAL_STATES),
  hasDriverEdit: z.boolean(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Shift = z.infer<typeof shiftSchema>;

export const splitResultSchema = z.object({ before: shiftSchema, after: shiftSchema });
