import { z } from 'zod';
import { driverGroupInputSchema, type DriverGroupInput } from '@rahti/domain';
import { toGroupInput, type GroupFormValues, type QuestionRow } from './driver-group-form-values';

type GroupInputBody = ReturnType<typeof toGroupInput>;

/** The flat input a schema issue belongs to. */
function inputOf(path: readonly PropertyKey[], rows: readonly QuestionRow[]): string {
  const [head, second, third] = path;
  if (head === 'thresholds' && typeof second === 'string') return second;
  if (head === 'customQuestions' && typeof second === 'number' && rows[second]) return `${rows[second]}.${String(third)}`;
  if (head === 'customQuestions') return 'questionRows';
  return String(head ?? '');
}

/**
 * Zod runs the schema's cross-field rules (one question per work type, a limit for "paid up to
 * a limit") only once every field is valid. Running them on a copy with valid stand-ins shows
 * those problems together with the others instead of one submit later.
 */
function crossFieldIssues(body: GroupInputBody) {
  const standIn = {
    ...body,
    name: 'x',
    guaranteedHours: 0,
    standardWorkingHours: 0,
    thresholds: { dailyHours: null, weeklyHours: null, periodHours: null },
    paidBreakLimitMinutes: body.paidBreakLimitMinutes === null ? null : 0,
    customQuestions: body.customQuestions.map((question) => ({ workType: question.workType, text: 'x', unit: '' })),
  };
  return driverGroupInputSchema.safeParse(standIn).error?.issues ?? [];
}

// requiredText(150) reports its generic "too long" before the spec's own question message; the
// form shows one message per input, so the specific ones go first.
const isGeneric = (message: string) => message.startsWith('validation:');

/** driverGroupInputSchema read through the flat form, with each issue on its own input. */
export const groupFormSchema: z.ZodType<DriverGroupInput> = z.custom<GroupFormValues>().transform((values, ctx) => {
  const body = toGroupInput(values);
  const result = driverGroupInputSchema.safeParse(body);
  if (result.success) return result.data;
  const issues = [...result.error.issues, ...crossFieldIssues(body)].sort((a, b) => Number(isGeneric(a.message)) - Number(isGeneric(b.message)));
  for (const issue of issues) {
    ctx.addIssue({ code: 'custom', message: issue.message, path: [inputOf(issue.path, values.questionRows)] });
  }
  return z.NEVER;
});
