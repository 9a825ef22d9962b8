import { z } from 'zod';
import { LICENCE_KINDS, licenceCodeField } from '../drivers/licences';
import { PAYROLL_LINES } from '../payroll/export/payroll-export.schemas';
import { requiredText, uuidField } from '../platform/fields';
import { isWorkType } from '../work-types';

/** Departments and bases: a name the organisation chooses. */
export const namedUnitInputSchema = z.object({ name: requiredText(100) });
export type NamedUnitInput = z.infer<typeof namedUnitInputSchema>;
export const namedUnitSchema = z.object({ id: z.uuid(), name: z.string(), createdAt: z.string() });
export type NamedUnit = z.infer<typeof namedUnitSchema>;

/**
 * A payroll (salary type) code of the organisation, used by the payroll exports; a work type
 * maps the code to the events or absences it pays.
 */
export const salaryTypeCodeInputSchema = z.object({
  code: requiredText(20),
  name: requiredText(100),
  workType: z.number({ error: 'validation:invalid' }).refine(isWorkType, 'validation:invalid').nullable().default(null),
  /** The payroll summary line it pays (regular hours, evening, an allowance type…), issue 12's exports. */
  payrollLine: z.enum(PAYROLL_LINES, { error: 'validation:invalid' }).nullable().default(null),
});
export const salaryTypeCodeUpdateSchema = salaryTypeCodeInputSchema.extend({ id: uuidField });
export const salaryTypeCodeSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  workType: z.number().nullable(),
  payrollLine: z.enum(PAYROLL_LINES).nullable(),
});
export type SalaryTypeCodeInput = z.infer<typeof salaryTypeCodeInputSchema>;
export type SalaryTypeCode = z.infer<typeof salaryTypeCodeSchema>;

/** The organisation's own licence types, beside the built-in classes and qualifications. */
export const licenceTypeInputSchema = z.object({
  code: licenceCodeField,
  name: requiredText(100),
  kind: z.enum(LICENCE_KINDS, { error: 'validation:invalid' }).default('qualification'),
});
export const licenceTypeSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(LICENCE_KINDS),
});
/** GET /api/licence-types: the built-in classes and qualifications, and the organisation's own. */
export const licenceTypeListSchema = z.object({
  classes: z.array(z.string()),
  qualifications: z.array(z.string()),
  custom: z.array(licenceTypeSchema),
});
export type LicenceTypeList = z.infer<typeof licenceTypeListSchema>;
export type LicenceTypeInput = z.infer<typeof licenceTypeInputSchema>;
export type LicenceType = z.infer<typeof licenceTypeSchema>;

export const idParamsSchema = z.object({ id: uuidField });
