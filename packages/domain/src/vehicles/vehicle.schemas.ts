import { z } from 'zod';
import { isEmissionStandard } from '../fleet/emission-standards';
import { isVehicleClass } from '../fleet/vehicle-classes';
import { optionalText, uuidField } from '../platform/fields';
import { normaliseRegistrationNumber } from './registration-number';
import { isVehicleFuelType } from './vehicle-fuel-types';

/** Register number in its written form; the rule lives in registration-number.ts. */
export const registerNumberField = z
  .string({ error: 'validation:required' })
  .trim()
  .min(1, 'validation:required')
  .transform(
    (value, ctx) =>
      normaliseRegistrationNumber(value) ??
      (ctx.addIssue({ code: 'custom', message: 'organisation-data:invalidRegistrationNumber' }), z.NEVER),
  );

/** Tracking hardware IMEI: 15 digits, or empty. */
export const imeiField = z
  .string({ error: 'validation:invalid' })
  .trim()
  .regex(/^(\d{15})?$/, 'organisation-data:invalidImei')
  .default('');
/** Driver-app device id used by the device lock: exactly 10 letters or digits, or empty. */
export const deviceIdField = z
  .string({ error: 'validation:invalid' })
  .trim()
  .regex(/^([A-Za-z0-9]{10})?$/, 'organisation-data:invalidDeviceId')
  .default('');

/** Numbers from a form or a spreadsheet may come as text ("3"). */
const codeNumber = (isValid: (n: unknown) => boolean, whenEmpty?: number) =>
  z.preprocess(
    (v) =>
      v === undefined || (typeof v === 'string' && v.trim() === '')
        ? whenEmpty
        : typeof v === 'string' && /^\s*\d+\s*$/.test(v)
          ? Number(v)
          : v,
    z
      .number({ error: (issue) => (issue.input === undefined ? 'validation:required' : 'validation:invalid') })
      .refine(isValid, 'validation:invalid'),
  );

/** The fields a vehicle import row carries (the template's columns). */
export const vehicleImportRecordSchema = z.object({
  registerNumber: registerNumberField,
  name: optionalText(100),
  vehicleClass: codeNumber(isVehicleClass),
  vehicleCode: optionalText(10),
  imei: imeiField,
  fuelType: codeNumber(isVehicleFuelType, 0),
  emissionStandard: codeNumber(isEmissionStandard, 0),
  externalId: optionalText(100),
});
export type VehicleImportRecord = z.infer<typeof vehicleImportRecordSchema>;

export const vehicleInputSchema = vehicleImportRecordSchema
  .extend({
    baseId: z.preprocess((v) => (v === '' ? null : v), uuidField.nullable()).default(null),
    deviceId: deviceIdField,
    deviceLock: z.boolean({ error: 'validation:invalid' }).default(false),
  })
  .refine((v) => !v.deviceLock || v.deviceId !== '', {
    message: 'organisation-data:deviceLockNeedsDeviceId',
    path: ['deviceLock'],
  });
export type VehicleInput = z.infer<typeof vehicleInputSchema>;

export const vehicleSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  registerNumber: z.string(),
  baseId: z.uuid().nullable(),
  vehicleClass: z.number(),
  vehicleCode: z.string(),
  imei: z.string(),
  fuelType: z.number(),
  emissionStandard: z.number(),
  externalId: z.string(),
  deviceId: z.string(),
  deviceLock: z.boolean(),
  isActive: z.boolean(),
  activatedAt: z.string().nullable(),
  isShared: z.boolean(),
  /** When the vehicle last reported a position (null: never); see isVehicleActiveAt. */
  lastPositionAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Vehicle = z.infer<typeof vehicleSchema>;

/** Activation switch; only the site operator may switch a vehicle off again. */
export const vehicleActivationSchema = z.object({ active: z.boolean({ error: 'validation:required' }) });

/** Equipment administration (Admin): device identifiers and activation state. */
export const equipmentSchema = vehicleSchema.pick({
  id: true,
  name: true,
  registerNumber: true,
  imei: true,
  deviceId: true,
  deviceLock: true,
  externalId: true,
  isActive: true,
  activatedAt: true,
});
