import { z } from 'zod';
import { requiredText } from '../platform/fields';
import { decimalField } from '../platform/numbers';
import { isWorkType } from '../work-types';
import {
  DEFAULT_DRIVER_APP_PERMISSIONS,
  DRIVER_APP_PERMISSIONS,
  PAID_BREAK_TYPES,
  type DriverAppPermission,
} from './driver-group-rules';

export const CUSTOM_QUESTION_TEXT_MAX = 150;
export const CUSTOM_QUESTION_UNIT_MAX = 10;

export const workTypeField = z.number({ error: 'validation:invalid' }).refine(isWorkType, 'validation:invalid');

/** A question the driver app asks when an event of this work type is recorded (spec section 5). */
export const customQuestionSchema = z.object({
  workType: workTypeField,
  text: requiredText(CUSTOM_QUESTION_TEXT_MAX, 'organisation-data:questionTooLong'),
  unit: z
    .string({ error: 'validation:invalid' })
    .trim()
    .max(CUSTOM_QUESTION_UNIT_MAX, 'organisation-data:unitTooLong')
    .default(''),
});
export type CustomQuestion = z.infer<typeof customQuestionSchema>;

/**
 * Hour thresholds of the group (per day, week and pay period): past them the timesheet marks
 * overtime. Empty means the organisation's defaults apply.
 */
export const thresholdsSchema = z.object({
  dailyHours: decimalField().nullable().default(null),
  weeklyHours: decimalField().nullable().default(null),
  periodHours: decimalField().nullable().default(null),
});

const permissionsSchema = z.object(
  Object.fromEntries(
    DRIVER_APP_PERMISSIONS.map((key) => [key, z.boolean().default(DEFAULT_DRIVER_APP_PERMISSIONS[key])]),
  ) as {
    [K in DriverAppPermission]: z.ZodDefault<z.ZodBoolean>;
  },
);

export const driverGroupInputSchema = z
  .object({
    name: requiredText(100),
    guaranteedHours: decimalField({ requiredMessage: 'organisation-data:guaranteedHoursRequired' }),
    standardWorkingHours: decimalField({ requiredMessage: 'organisation-data:standardWorkingHoursRequired' }),
    thresholds: thresholdsSchema.default({ dailyHours: null, weeklyHours: null, periodHours: null }),
    customQuestions: z.array(customQuestionSchema).max(28, 'validation:tooLong').default([]),
    paidBreakType: z.enum(PAID_BREAK_TYPES, { error: 'validation:invalid' }).default('unpaid'),
    paidBreakLimitMinutes: z
      .number({ error: 'validation:number' })
      .int('validation:integer')
      .min(0, 'validation:notNegative')
      .max(24 * 60, 'validation:invalid')
      .nullable()
      .default(null),
    deviceLock: z.boolean({ error: 'validation:invalid' }).default(false),
    permissions: permissionsSchema.default(DEFAULT_DRIVER_APP_PERMISSIONS),
  })
  // Runs even when other fields are invalid (`when`), so a form shows these problems together
  // with the rest; the group may then be partly malformed, hence the checks on its shape.
  .superRefine(
    (group, ctx) => {
      if (typeof group !== 'object' || group === null) return;
      const seen = new Set<number>();
      const questions: unknown[] = Array.isArray(group.customQuestions) ? group.customQuestions : [];
      questions.forEach((question, index) => {
        const workType = (question as { workType?: unknown } | null)?.workType;
        if (typeof workType !== 'number') return;
        if (seen.has(workType))
          ctx.addIssue({
            code: 'custom',
            message: 'organisation-data:duplicateWorkType',
            path: ['customQuestions', index, 'workType'],
          });
        seen.add(workType);
      });
      if (group.paidBreakType === 'paidUpToLimit' && group.paidBreakLimitMinutes === null) {
        ctx.addIssue({
          code: 'custom',
          message: 'organisation-data:breakLimitRequired',
          path: ['paidBreakLimitMinutes'],
        });
      }
    },
    { when: () => true },
  );
export type DriverGroupInput = z.infer<typeof driverGroupInputSchema>;

export const driverGroupSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  guaranteedHours: z.number(),
  standardWorkingHours: z.number(),
  thresholds: z.object({
    dailyHours: z.number().nullable(),
    weeklyHours: z.number().nullable(),
    periodHours: z.number().nullable(),
  }),
  customQuestions: z.array(z.object({ workType: z.number(), text: z.string(), unit: z.string() })),
  paidBreakType: z.enum(PAID_BREAK_TYPES),
  paidBreakLimitMinutes: z.number().nullable(),
  deviceLock: z.boolean(),
  permissions: z.object(
    Object.fromEntries(DRIVER_APP_PERMISSIONS.map((key) => [key, z.boolean()])) as {
      [K in DriverAppPermission]: z.ZodBoolean;
    },
  ),
  createdAt: z.string(),
});
export type DriverGroup = z.infer<typeof driverGroupSchema>;
