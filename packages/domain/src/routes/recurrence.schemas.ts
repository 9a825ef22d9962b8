import { z } from 'zod';
import { localDateField } from '../shifts/shift.schemas';

/**
 * A route's recurrence (issue 23's contract, kept exactly): weekly on weekdays every N weeks,
 * or monthly on a day of the month (-1 the last) or the n-th (-1 the last) weekday, from a
 * start date until a date or for a count, at a local start time for a duration.
 */
export const WEEKDAY_CODES = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type WeekdayCode = (typeof WEEKDAY_CODES)[number];
export const RECURRENCE_FREQUENCIES = ['weekly', 'monthly'] as const;
export type RecurrenceFrequency = (typeof RECURRENCE_FREQUENCIES)[number];
export const EXCEPTION_ACTIONS = ['skip', 'move'] as const;
export const OCCURRENCE_STATUSES = ['planned', 'moved'] as const;
export type OccurrenceStatus = (typeof OCCURRENCE_STATUSES)[number];

export const RECURRENCE_LIMITS = {
  intervalMax: 52,
  countMax: 1000,
  /** A run may last days (an export trip), never more than two weeks. */
  durationMinutesMax: 14 * 24 * 60,
  exceptionsMax: 500,
  /** At most a year and a day of occurrences per request. */
  rangeDaysMax: 367,
} as const;

/** "HH:mm" from 00:00 to 23:59. */
export const clockTimeField = z
  .string({ error: 'routes:timeFormat' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'routes:timeFormat');

const weekdayField = z.enum(WEEKDAY_CODES, { error: 'routes:weekdayInvalid' });
const wholeNumber = (message: string) => z.number({ error: message }).int(message);

export const recurrenceExceptionSchema = z
  .object({
    date: localDateField,
    action: z.enum(EXCEPTION_ACTIONS, { error: 'validation:invalid' }),
    toDate: localDateField.optional(),
    toTime: clockTimeField.optional(),
  })
  .superRefine((exception, ctx) => {
    if (exception.action === 'move' && !exception.toDate && !exception.toTime)
      ctx.addIssue({ code: 'custom', message: 'routes:moveNeedsTarget', path: ['toDate'] });
  });
export type RecurrenceException = z.output<typeof recurrenceExceptionSchema>;

const recurrenceFieldsSchema = z.object({
  frequency: z.enum(RECURRENCE_FREQUENCIES, { error: 'routes:frequencyInvalid' }),
  interval: wholeNumber('routes:intervalInvalid')
    .min(1, 'routes:intervalInvalid')
    .max(RECURRENCE_LIMITS.intervalMax, 'routes:intervalInvalid'),
  weekdays: z.array(weekdayField).max(7, 'validation:invalid').optional(),
  monthDay: wholeNumber('routes:monthDayInvalid')
    .refine((day) => day === -1 || (day >= 1 && day <= 31), 'routes:monthDayInvalid')
    .optional(),
  setPosition: wholeNumber('routes:setPositionInvalid')
    .refine((position) => position === -1 || (position >= 1 && position <= 4), 'routes:setPositionInvalid')
    .optional(),
  weekday: weekdayField.optional(),
  startDate: localDateField,
  untilDate: localDateField.optional(),
  count: wholeNumber('routes:countInvalid')
    .min(1, 'routes:countInvalid')
    .max(RECURRENCE_LIMITS.countMax, 'routes:countInvalid')
    .optional(),
  startTime: clockTimeField,
  durationMinutes: wholeNumber('routes:durationInvalid')
    .min(1, 'routes:durationInvalid')
    .max(RECURRENCE_LIMITS.durationMinutesMax, 'routes:durationInvalid'),
  skipPublicHolidays: z.boolean({ error: 'validation:invalid' }).default(false),
  exceptions: z.array(recurrenceExceptionSchema).max(RECURRENCE_LIMITS.exceptionsMax, 'validation:invalid').default([]),
});

/** The rules between fields; runs on partly valid input too, so every message shows at once. */
function checkRecurrence(value: unknown, ctx: z.RefinementCtx) {
  if (!value || typeof value !== 'object') return;
  const r = value as Partial<Record<keyof z.input<typeof recurrenceFieldsSchema>, unknown>>;
  if (r.frequency === 'weekly' && (!Array.isArray(r.weekdays) || r.weekdays.length === 0))
    ctx.addIssue({ code: 'custom', message: 'routes:weekdaysRequired', path: ['weekdays'] });
  if (r.frequency === 'monthly') {
    const byDay = r.monthDay !== undefined;
    const byWeekday = r.setPosition !== undefined || r.weekday !== undefined;
    if (byDay === byWeekday) ctx.addIssue({ code: 'custom', message: 'routes:monthlyRuleOneOf', path: ['monthDay'] });
    else if (byWeekday && (r.setPosition === undefined || r.weekday === undefined))
      ctx.addIssue({
        code: 'custom',
        message: 'routes:setPositionNeedsWeekday',
        path: [r.setPosition === undefined ? 'setPosition' : 'weekday'],
      });
  }
  if (r.untilDate !== undefined && r.count !== undefined)
    ctx.addIssue({ code: 'custom', message: 'routes:untilOrCount', path: ['count'] });
  if (typeof r.untilDate === 'string' && typeof r.startDate === 'string' && r.untilDate < r.startDate)
    ctx.addIssue({ code: 'custom', message: 'routes:untilBeforeStart', path: ['untilDate'] });
}

export const recurrenceSchema = recurrenceFieldsSchema.superRefine(checkRecurrence, { when: () => true });
export type RecurrenceInput = z.input<typeof recurrenceSchema>;
export type Recurrence = z.output<typeof recurrenceSchema>;

/** One run: on the local date it starts (a moved run by its new date), skipped runs left out. */
export const occurrenceSchema = z.object({
  date: z.string(),
  /** ISO 8601 with the organisation's offset, e.g. 2026-03-30T07:00:00+03:00. */
  start: z.string(),
  end: z.string(),
  status: z.enum(OCCURRENCE_STATUSES),
  originalDate: z.string().optional(),
});
export type Occurrence = z.output<typeof occurrenceSchema>;

/** GET /api/routes/:id/occurrences: inclusive local dates, at most a year and a day. */
export const occurrenceRangeSchema = z
  .object({ from: localDateField, to: localDateField })
  .superRefine((range, ctx) => {
    if (range.to < range.from) ctx.addIssue({ code: 'custom', message: 'validation:invalid', path: ['to'] });
    else if ((Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 >= RECURRENCE_LIMITS.rangeDaysMax)
      ctx.addIssue({ code: 'custom', message: 'routes:rangeTooLong', path: ['to'] });
  });
export type OccurrenceRange = z.output<typeof occurrenceRangeSchema>;
