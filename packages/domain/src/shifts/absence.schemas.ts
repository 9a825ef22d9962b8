import { z } from 'zod';
import { uuidField } from '../platform/fields';
import { decimalField } from '../platform/numbers';
import { EVENT_WORK_TYPES, isWorkType, type WorkType } from '../work-types';
import { APPROVAL_STATES, SHIFT_LIMITS, localDateField } from './shift.schemas';

/** Absence or contract types: work types 11–18 and 20–28 (spec section 3). */
export function isAbsenceWorkType(value: unknown): value is WorkType {
  return isWorkType(value) && !EVENT_WORK_TYPES.includes(value);
}

/** Spec section 3, "Absence event kinds". */
export const ABSENCE_KINDS = ['absence', 'compensate', 'contract', 'shift', 'training', 'vacation'] as const;
export type AbsenceKind = (typeof ABSENCE_KINDS)[number];

/** The kind a form proposes for a type; the person may choose another. */
export function defaultAbsenceKind(workType: number): AbsenceKind {
  switch (workType) {
    case 11:
      return 'contract';
    case 12:
      return 'compensate';
    case 18:
      return 'vacation';
    case 21:
    case 22:
      return 'training';
    default:
      return 'absence';
  }
}

export const ABSENCE_LIMITS = {
  /** A year and a day: parental leave runs long, but a typo of a decade should not. */
  daysMax: 366,
  noteMax: 500,
} as const;

/**
 * Whole days (hours null) from startDate to endDate inclusive, in the organisation's calendar;
 * or, with hours, that many hours on each of those days (a doctor's visit, a short training).
 */
export const absenceFieldsSchema = z.object({
  driverId: uuidField,
  clientKey: z.string().trim().min(1).max(SHIFT_LIMITS.clientKeyMax, 'validation:tooLong').optional(),
  workType: z.number({ error: 'validation:required' }).refine(isAbsenceWorkType, 'shifts:notAnAbsenceType'),
  kind: z.enum(ABSENCE_KINDS, { error: 'validation:invalid' }),
  startDate: localDateField,
  endDate: localDateField,
  hours: decimalField()
    .pipe(z.number().gt(0, 'validation:invalid').max(24, 'validation:invalid'))
    .nullable()
    .default(null),
  note: z.string({ error: 'validation:invalid' }).trim().max(ABSENCE_LIMITS.noteMax, 'validation:tooLong').default(''),
});

/** The end is not before the start and the absence is at most `daysMax` days long. */
export function checkAbsenceDates(absence: { startDate?: unknown; endDate?: unknown }, ctx: z.RefinementCtx): void {
  if (typeof absence !== 'object' || absence === null) return;
  const start = Date.parse(`${String(absence.startDate)}T00:00:00Z`);
  const end = Date.parse(`${String(absence.endDate)}T00:00:00Z`);
  if (!Number.isFinite(start) || !Number.isFinite(end)) return;
  if (end < start) ctx.addIssue({ code: 'custom', message: 'shifts:absenceEndBeforeStart', path: ['endDate'] });
  else if ((end - start) / 86_400_000 + 1 > ABSENCE_LIMITS.daysMax)
    ctx.addIssue({ code: 'custom', message: 'shifts:absenceTooLong', path: ['endDate'] });
}

export const absenceInputSchema = absenceFieldsSchema.superRefine(checkAbsenceDates, { when: () => true });
export type AbsenceInput = z.infer<typeof absenceInputSchema>;

export const absenceUpdateSchema = absenceInputSchema.safeExtend({
  version: z.number({ error: 'validation:required' }).int().min(1, 'validation:invalid'),
});
export type AbsenceUpdate = z.infer<typeof absenceUpdateSchema>;

export const absenceSchema = z.object({
  id: z.uuid(),
  clientKey: z.string(),
  driverId: z.uuid(),
  driverName: z.string(),
  workType: z.number(),
  kind: z.enum(ABSENCE_KINDS),
  startDate: z.string(),
  endDate: z.string(),
  hours: z.number().nullable(),
  note: z.string(),
  approval: z.enum(APPROVAL_STATES),
  hasDriverEdit: z.boolean(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Absence = z.infer<typeof absenceSchema>;
