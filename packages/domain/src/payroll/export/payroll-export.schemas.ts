import { z } from 'zod';
import { uuidField } from '../../platform/fields';
import { localDateField } from '../../shifts/shift.schemas';

/** Spec section 3, "External payroll export types". */
export const PAYROLL_SYSTEMS = {
  1: 'mepco',
  2: 'fennoa',
  3: 'netvisor',
  4: 'palkkaFi',
  5: 'maestro',
  6: 'lemonsoft',
  7: 'heeros',
  8: 'vismaFivaldi',
  9: 'procountor',
} as const;
export type PayrollSystem = keyof typeof PAYROLL_SYSTEMS;
export type PayrollSystemName = (typeof PAYROLL_SYSTEMS)[PayrollSystem];
export const PAYROLL_SYSTEM_NUMBERS = Object.keys(PAYROLL_SYSTEMS).map(Number) as PayrollSystem[];
/** Systems without a public layout (reference 4.5–4.6): the organisation sets the columns. */
export const CONFIGURABLE_PAYROLL_SYSTEMS: readonly PayrollSystem[] = [1, 4, 5, 6, 7];
export const isPayrollSystem = (value: unknown): value is PayrollSystem =>
  typeof value === 'number' && value in PAYROLL_SYSTEMS;

/**
 * Spec section 3: each export has column lists per category. Shifts are the hour, allowance and
 * bonus lines; contracts, vacations and leaves are absences by their kind.
 */
export const PAYROLL_CATEGORIES = ['shifts', 'contracts', 'vacations', 'leaves'] as const;
export type PayrollCategory = (typeof PAYROLL_CATEGORIES)[number];

/**
 * What a summary line pays, for the organisation's payroll codes. Absence lines are looked up by
 * their work type (the payroll code's existing work type) instead.
 */
export const PAYROLL_LINES = [
  'regular',
  'evening',
  'night',
  'sunday',
  'overtime50',
  'overtime100',
  'guaranteedTopUp',
  'allowance1',
  'allowance2',
  'allowance3',
  'allowance4',
  'allowance5',
  'allowance6',
  'bonusAdr',
  'bonusCrane',
  'bonusDirtyJob',
  'bonusHct',
] as const;
export type PayrollLineKind = (typeof PAYROLL_LINES)[number];

/** The columns a configurable export can write, in the order the organisation picks. */
export const PAYROLL_COLUMNS = [
  'employeeNumber',
  'driverName',
  'date',
  'endDate',
  'salaryCode',
  'salaryName',
  'quantity',
  'unitPrice',
  'costCentre',
  'routeCode',
  'vehicleCode',
  'text',
] as const;
export type PayrollColumn = (typeof PAYROLL_COLUMNS)[number];

export const PAYROLL_DATE_FORMATS = ['DD.MM.YYYY', 'YYYY-MM-DD'] as const;
export type PayrollDateFormat = (typeof PAYROLL_DATE_FORMATS)[number];

const columnList = z
  .array(z.enum(PAYROLL_COLUMNS, { error: 'validation:invalid' }))
  .min(1, 'payroll:columnsRequired')
  .max(PAYROLL_COLUMNS.length)
  .refine((columns) => new Set(columns).size === columns.length, 'payroll:columnTwice');

/** A configurable system's layout, saved per organisation (PUT /api/payroll/export-settings/:system). */
export const payrollExportSettingsSchema = z.object({
  header: z.boolean(),
  dateFormat: z.enum(PAYROLL_DATE_FORMATS, { error: 'validation:invalid' }),
  decimalComma: z.boolean(),
  columns: z.object({
    shifts: columnList,
    contracts: columnList,
    vacations: columnList,
    leaves: columnList,
  }),
});
export type PayrollExportSettings = z.infer<typeof payrollExportSettingsSchema>;

export const payrollSystemParamsSchema = z.object({
  system: z.coerce.number().int().refine(isPayrollSystem, 'validation:invalid'),
});

/** GET /api/payroll/export-settings: every configurable system, saved or its default. */
export const payrollExportSettingsListSchema = z.array(
  z.object({ system: z.number().int(), saved: z.boolean(), settings: payrollExportSettingsSchema }),
);
export type PayrollExportSettingsList = z.infer<typeof payrollExportSettingsListSchema>;

/** POST /api/payroll/export: a date range (or a pay period's dates), a system and categories. */
export const payrollExportRequestSchema = z
  .object({
    system: z.number({ error: 'validation:required' }).int().refine(isPayrollSystem, 'validation:invalid'),
    from: localDateField,
    to: localDateField,
    categories: z
      .array(z.enum(PAYROLL_CATEGORIES, { error: 'validation:invalid' }))
      .min(1, 'payroll:categoriesRequired'),
    payPeriodId: uuidField.optional(),
    /**
     * Export although some items of the range are not approved: they are left out, as the
     * summary leaves them out. Without it such a range is refused (422 payroll:itemsNotApproved).
     */
    allowNotApproved: z.boolean({ error: 'validation:invalid' }).optional(),
  })
  .refine((request) => request.from <= request.to, { path: ['to'], message: 'payroll:endBeforeStart' })
  .refine((request) => Date.parse(request.to) - Date.parse(request.from) <= 366 * 86_400_000, {
    path: ['to'],
    message: 'payroll:rangeTooLong',
  });
export type PayrollExportRequest = z.infer<typeof payrollExportRequestSchema>;

/** Maestro's checks (spec section 5): what is wrong on which line of which driver. */
export const MAESTRO_PROBLEMS = ['employeeNumber', 'salaryCode', 'routeCode', 'vehicleCode'] as const;
export type MaestroProblemKind = (typeof MAESTRO_PROBLEMS)[number];
export const payrollExportProblemSchema = z.object({
  driverId: z.uuid(),
  driverName: z.string(),
  /** The line's number in the file that would have been written, from 1 (after any header). */
  line: z.number().int(),
  problem: z.enum(MAESTRO_PROBLEMS),
  value: z.string(),
});
export type PayrollExportProblem = z.infer<typeof payrollExportProblemSchema>;

export const payrollExportFileSchema = z.object({ name: z.string(), mediaType: z.string(), content: z.string() });
export type PayrollExportFile = z.infer<typeof payrollExportFileSchema>;

/**
 * The export's answer. With problems there are no files: nothing is written until they are
 * fixed. `leftOut` names the lines that had no payroll code and were not exported.
 */
export const payrollExportResultSchema = z.object({
  files: z.array(payrollExportFileSchema),
  lineCount: z.number().int(),
  problems: z.array(payrollExportProblemSchema),
  leftOut: z.array(
    z.object({
      line: z.enum(PAYROLL_LINES).nullable(),
      workType: z.number().int().nullable(),
      count: z.number().int(),
    }),
  ),
  /** Overtime and guaranteed top-up are per pay period: only periods wholly inside the range have them. */
  overtimePeriods: z.array(z.object({ from: z.string(), to: z.string() })),
  /** The range's shifts and absences that are not approved, left out (only with `allowNotApproved`, else 0). */
  notApprovedCount: z.number().int(),
});
export type PayrollExportResult = z.infer<typeof payrollExportResultSchema>;
