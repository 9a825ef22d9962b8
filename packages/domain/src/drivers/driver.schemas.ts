import { z } from 'zod';
import { LIMITS, emailField, optionalText, passwordField, requiredText, usernameField, uuidField } from '../platform/fields';
import { decimalField } from '../platform/numbers';
import { normaliseDriverCardId } from './driver-card';
import { driverLicencesField } from './licences';

/** Empty text means "not given" (forms send ''), stored as null. */
const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** Driver card id: normalised (upper case, no spaces), null when empty. */
export const driverCardIdField = z.preprocess(
  emptyToNull,
  z
    .string({ error: 'organisation-data:invalidDriverCardId' })
    .transform((value, ctx) => normaliseDriverCardId(value) ?? (ctx.addIssue({ code: 'custom', message: 'organisation-data:invalidDriverCardId' }), z.NEVER))
    .nullable(),
);

/** Sign-in names are compared without case, so a driver's username is kept in lower case. */
export const driverUsernameField = usernameField.transform((name) => name.toLowerCase());

export const optionalEmailField = z.preprocess(emptyToNull, emailField.nullable()).default(null);
const optionalId = z.preprocess(emptyToNull, uuidField.nullable()).default(null);

/** The fields a driver import row carries (the template's columns). */
export const driverImportRecordSchema = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  username: driverUsernameField,
  driverCardId: driverCardIdField.default(null),
  employeeNumber: optionalText(20),
  email: optionalEmailField,
  grossWagePerHour: z.preprocess(emptyToNull, decimalField().nullable()).default(null),
});
export type DriverImportRecord = z.infer<typeof driverImportRecordSchema>;

export const driverInputSchema = driverImportRecordSchema.extend({
  defaultVehicleId: optionalId,
  departmentId: optionalId,
  baseId: optionalId,
  driverGroupId: optionalId,
  licences: driverLicencesField.default([]),
});
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
  licence: z.string().trim().max(40).transform((code) => code.toUpperCase()).optional(),
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
