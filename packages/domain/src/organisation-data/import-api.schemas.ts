import { z } from 'zod';
import { IMPORT_MAX_ROWS, importRowSchema } from './import-check';

/** A row's problem as the API sends it: the i18n key and the message in the caller's language. */
export const importProblemDtoSchema = z.object({
  line: z.number(),
  field: z.string().optional(),
  code: z.string(),
  message: z.string(),
});

export const importPreviewSchema = z.object({
  total: z.number(),
  valid: z.number(),
  rows: z.array(
    z.object({ line: z.number(), values: importRowSchema.shape.values, problems: z.array(importProblemDtoSchema) }),
  ),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** The confirmed rows (as the preview returned them, possibly corrected by the user). */
export const importConfirmSchema = z.object({
  rows: z.array(importRowSchema).min(1, 'validation:required').max(IMPORT_MAX_ROWS, 'organisation-data:tooManyRows'),
});
export const importResultSchema = z.object({
  imported: z.number(),
  /** Items of the file imported before (invoices: the same external id), left as they were. */
  alreadyImported: z.number().int().optional(),
});

export const importTemplateQuerySchema = z.object({
  format: z.enum(['csv', 'xlsx', 'xls'], { error: 'validation:invalid' }).default('csv'),
});

/** 409 of the import: nothing saved, every problem listed by line. */
export const importConflictSchema = z.object({
  statusCode: z.literal(409),
  code: z.string(),
  message: z.string(),
  fields: z.array(z.object({ path: z.string(), message: z.string() })),
  problems: z.array(importProblemDtoSchema),
});
