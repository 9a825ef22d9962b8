import { z } from 'zod';
import {
  LIMITS,
  emailField,
  optionalText,
  passwordField,
  requiredText,
  usernameField,
  uuidField,
} from '../platform/fields';
import { decimalField } from '../platform/numbers';
import { normaliseDriverCardId } from './driver-card';
import { dateField, driverLicencesField } from './licences';

/** Empty text means "not given" (forms send ''), stored as null. */
const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** Driver card id: normalised (upper case, no spaces), null when empty. */
export const driverCardIdField = z.preprocess(
  emptyToNull,
  z
    .string({ error: 'organisation-data:invalidDriverCardId' })
    .transform(
      (value, ctx) =>
        normaliseDriverCardId(value) ??
        (ctx.addIssue({ code: 'custom', message: 'organisation-data:invalidDriverCardId' }), z.NEVER),
    )
    .nullable(),
);

/** Sign-in names are compared without case, so a driver's username is kept in lower case. */
export const driverUsernameField = usernameField.transform((name) => name.toLowerCase());

export const optionalEmailField = z.preprocess(emptyToNull, emailField.nullable()).default(null);
const optionalId = z.preprocess(emptyToNull, uuidField.nullable()).default(null);

/**
 * A calendar date as a form or an import file gives it: 'YYYY-MM-DD', the Finnish 'D.M.YYYY',
 * or a spreadsheet's date cell (read as an ISO timestamp at midnight UTC); null when empty.
 */
export const calendarDateInputField = z.preprocess((value) => {
  const given = emptyToNull(value);
  if (typeof given !== 'string') return given;
  const text = given.trim();
  const finnish = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  if (finnish) return `${finnish[3]}-${finnish[2]!.padStart(2, '0')}-${finnish[1]!.padStart(2, '0')}`;
  return /^\d{4}-\d{2}-\d{2}T00:00:00(\.0+)?Z$/.test(text) ? text.slice(0, 10) : text;
}, dateField.nullable());

/**
 * The driver's employment, local dates inclusive (issue 21): working days of a pay period
 * outside it lower the driver's standard and guaranteed hours. Left out, a new driver's start
 * is the day it is added and a saved one's stays; an empty start is the date the driver was
 * added; an empty end is an employment that goes on.
 */
const employmentFields = {
  employmentStart: calendarDateInputField.optional(),
  employmentEnd: calendarDateInputField.optional(),
};

/** The employment does not end before it starts ("The employment cannot end before it starts"). */
function checkEmployment(driver: { employmentStart?: unknown; employmentEnd?: unknown }, ctx: z.RefinementCtx): void {
  // Runs on any input (`when`), also one that is not an object at all.
  if (typeof driver !== 'object' || driver === null) return;
  const { employmentStart: start, employmentEnd: end } = driver;
  if (
    typeof start === 'string' &&
    typeof end === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(start) &&
    /^\d{4}-\d{2}-\d{2}$/.test(end) &&
    end < start
  ) {
    ctx.addIssue({ code: 'custom', message: 'organisation-data:employmentEndBeforeStart', path: ['employmentEnd'] });
  }
}

const driverRecordFields = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  username: driverUsernameField,
  driverCardId: driverCardIdField.default(null),
  employeeNumber: optionalText(20),
  email: optionalEmailField,
  grossWagePerHour: z.preprocess(emptyToNull, decimalField().nullable()).default(null),
  ...employmentFields,
});

/** The fields a driver import row carries (the template's columns; the employment's are optional). */
export const driverImportRecordSchema = driverRecordFields.superRefine(checkEmployment, { when: () => true });
export type DriverImportRecord = z.infer<typeof driverImportRecordSchema>;

export const driverInputSchema = driverRecordFields
  .extend({
    defaultVehicleId: optionalId,
    departmentId: optionalId,
    baseId: optionalId,
    driverGroupId: optionalId,
    licences: driverLicencesField.default([]),
  })
  .superRefine(checkEmployment, { when: () => true });
export type DriverInput = z.infer<typeof driverInputSchema>;

export const driverSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  driverCardId: z.string().nullable(),
  employeeNumber: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  grossWagePerHour: z.number().nullable(),
  defaultVehicleId: z.uuid().nullable(),
  departmentId: z.uuid().nullable(),
  baseId: z.uuid().nullable(),
  driverGroupId: z.uuid().nullable(),
  licences: z.array(z.object({ code: z.string(), expiresOn: z.string().nullable() })),
  /** 'YYYY-MM-DD': the first day of the employment (null only for drivers written before it was kept, or outside the API). */
  employmentStart: z.string().nullable(),
  /** 'YYYY-MM-DD': the last day of the employment; null while it goes on. */
  employmentEnd: z.string().nullable(),
  /** Whether the driver may sign in to the driver app. */
  appAccountActive: z.boolean(),
  createdAt: z.string(),
});
export type Driver = z.infer<typeof driverSchema>;

export const DRIVER_SORT_FIELDS = ['lastName', 'firstName', 'employeeNumber', 'username', 'createdAt'] as const;
export type DriverSortField = (typeof DRIVER_SORT_FIELDS)[number];

export const driverListQuerySchema = z.object({
  search: z.string().trim().max(LIMITS.nameMax).optional(),
  departmentId: uuidField.optional(),
  baseId: uuidField.optional(),
  driverGroupId: uuidField.optional(),
  licence: z
    .string()
    .trim()
    .max(40)
    .transform((code) => code.toUpperCase())
    .optional(),
  sort: z.enum(DRIVER_SORT_FIELDS, { error: 'validation:invalid' }).default('lastName'),
  order: z.enum(['asc', 'desc'], { error: 'validation:invalid' }).default('asc'),
});
export type DriverListQuery = z.infer<typeof driverListQuerySchema>;

/** Bulk switch of driver-app accounts; a password given is used for accounts created now. */
export const appAccountsInputSchema = z.object({
  driverIds: z.array(uuidField).min(1, 'validation:required').max(1000, 'validation:tooLong'),
  active: z.boolean({ error: 'validation:required' }),
  password: passwordField.optional(),
});
export type AppAccountsInput = z.infer<typeof appAccountsInputSchema>;

export const appAccountResultSchema = z.object({
  driverId: z.uuid(),
  username: z.string(),
  active: z.boolean(),
  /** Shown once when the server made up the password of a new account. */
  generatedPassword: z.string().optional(),
});
