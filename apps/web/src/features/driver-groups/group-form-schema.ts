import { z } from 'zod';
import { driverGroupInputSchema, type DriverGroupInput } from '@rahti/domain';
import { toGroupInput, type GroupFormValues, type QuestionRow } from './driver-group-form-values';

/** The flat input a schema issue belongs to. */
function inputOf(path: readonly PropertyKey[], rows: readonly QuestionRow[]): string {
  const [head, second, third] = path;
  if (head === 'thresholds' && typeof second === 'string') return second;
  if (head === 'customQuestions' && typeof second === 'number' && rows[second])
    return `${rows[second]}.${String(third)}`;
  if (head === 'customQuestions') return 'questionRows';
  return String(head ?? '');
}

/** driverGroupInputSchema read through the flat form, with each issue on its own input. */
export const groupFormSchema: z.ZodType<DriverGroupInput> = z.custom<GroupFormValues>().transform((values, ctx) => {
  const result = driverGroupInputSchema.safeParse(toGroupInput(values));
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    ctx.addIssue({ code: 'custom', message: issue.message, path: [inputOf(issue.path, values.questionRows)] });
  }
  return z.NEVER;
});
