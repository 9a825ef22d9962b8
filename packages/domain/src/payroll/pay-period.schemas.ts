import { z } from 'zod';
import { uuidField } from '../platform/fields';
import { localDateField } from '../shifts/shift.schemas';
import { PAY_PERIOD_DURATIONS } from './pay-periods';

export const PAY_PERIOD_LIMITS = {
  /** Spec section 5: at least one period. Sixty months is five years: more is a typo. */
  amountMin: 1,
  amountMax: 60,
  daysAfterMin: 1,
  daysAfterMax: 60,
  nameMax: 100,
} as const;

const whole = (min: number, max: number, tooSmall: string, tooLarge: string) =>
  z.number({ error: 'validation:required' }).int('validation:invalid').min(min, tooSmall).max(max, tooLarge);

export const payDateRuleSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('lastDay') }),
    z.object({
      kind: z.literal('daysAfter'),
      days: whole(
        PAY_PERIOD_LIMITS.daysAfterMin,
        PAY_PERIOD_LIMITS.daysAfterMax,
        'pay-periods:daysAfterRange',
        'pay-periods:daysAfterRange',
      ),
    }),
  ],
  { error: 'validation:invalid' },
);

/** POST /api/pay-periods: a run of periods (spec section 5). */
export const payPeriodRunSchema = z.object({
  startDate: localDateField,
  amount: whole(
    PAY_PERIOD_LIMITS.amountMin,
    PAY_PERIOD_LIMITS.amountMax,
    'pay-periods:amountMin',
    'pay-periods:amountMax',
  ),
  duration: z.enum(PAY_PERIOD_DURATIONS, { error: 'validation:invalid' }),
  payDateRule: payDateRuleSchema,
});
export type PayPeriodRunInput = z.infer<typeof payPeriodRunSchema>;

/** PUT /api/pay-periods/:id: one period's dates, set by hand. */
export const payPeriodUpdateSchema = z
  .object({
    startDate: localDateField,
    endDate: localDateField,
    payDate: localDateField,
    // An emptied name is no name.
    name: z
      .string()
      .trim()
      .max(PAY_PERIOD_LIMITS.nameMax, 'validation:tooLong')
      .transform((name) => name || null)
      .nullable()
      .optional(),
  })
  .refine((period) => period.endDate >= period.startDate, { message: 'pay-periods:endBeforeStart', path: ['endDate'] });
export type PayPeriodUpdate = z.infer<typeof payPeriodUpdateSchema>;

export const payPeriodSchema = z.object({
  id: uuidField,
  startDate: z.string(),
  endDate: z.string(),
  payDate: z.string(),
  name: z.string().nullable(),
});
export type PayPeriod = z.infer<typeof payPeriodSchema>;

export const payPeriodsQuerySchema = z.object({
  from: localDateField.optional(),
  to: localDateField.optional(),
});
export type PayPeriodsQuery = z.infer<typeof payPeriodsQuerySchema>;
