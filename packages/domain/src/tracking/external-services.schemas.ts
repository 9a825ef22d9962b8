import { z } from 'zod';
import { RFMS_DRIVER_WORKING_STATES } from './rfms/rfms-model';

/** Truck makers' services an organisation can sign in to (spec section 3, "external credentials"). */
export const EXTERNAL_SERVICES = ['volvoConnect', 'scania', 'rfms'] as const;
export type ExternalService = (typeof EXTERNAL_SERVICES)[number];
export const RFMS_VERSION_CHOICES = ['auto', '4.0', '2.1'] as const;

const text = (max: number) => z.string().trim().max(max, 'validation:tooLong');
const url = z
  .string()
  .trim()
  .max(500, 'validation:tooLong')
  .refine((value) => /^https?:\/\/[^\s]+$/.test(value), 'tracking:invalidUrl');

/**
 * POST /api/organisation/externalcredentials (and PUT with `id`): where the service is and how to
 * sign in. Volvo Connect signs in with HTTP Basic (user and password); an rFMS 4.0 service with
 * OAuth client credentials when `tokenUrl` is given (user = client id, password = client secret);
 * Scania with its challenge–response (user = client id, password = secret key, `tokenUrl` its
 * sign-in root, by default the service address's /auth).
 * On PUT an empty password keeps the stored one.
 */
export const externalCredentialInputSchema = z.object({
  serviceName: z.enum(EXTERNAL_SERVICES, { error: 'validation:invalid' }),
  baseUrl: url,
  version: z.enum(RFMS_VERSION_CHOICES, { error: 'validation:invalid' }).default('auto'),
  username: text(200).min(1, 'validation:required'),
  password: z.string().max(500, 'validation:tooLong').default(''),
  tokenUrl: z.union([z.literal(''), url]).default(''),
});
export type ExternalCredentialInput = z.infer<typeof externalCredentialInputSchema>;
export const externalCredentialUpdateSchema = externalCredentialInputSchema.extend({
  id: z.uuid('validation:invalid'),
});

/** The poll's state: when it last fetched, what went wrong, what it brought and when it fetches next. */
const fetchState = {
  lastFetchAt: z.string().nullable(),
  lastSuccessAt: z.string().nullable(),
  /** The last fetch's error in words, null after a success. */
  lastError: z.string().nullable(),
  failures: z.number().int(),
  positionsStored: z.number().int(),
  nextFetchAt: z.string().nullable(),
};

/** A credential as the browser sees it: never the password. */
export const externalCredentialSchema = z.object({
  id: z.uuid(),
  serviceName: z.enum(EXTERNAL_SERVICES),
  baseUrl: z.string(),
  version: z.enum(RFMS_VERSION_CHOICES),
  username: z.string(),
  tokenUrl: z.string(),
  ...fetchState,
  vehicleCount: z.number().int(),
  linkedCount: z.number().int(),
});
export type ExternalCredential = z.infer<typeof externalCredentialSchema>;

/** POST /api/organisation/tryvolvoconnect: a check of a user and password before they are saved. */
export const tryCredentialsSchema = z.object({
  /** How to sign in: Scania's challenge–response for 'scania'; otherwise as the credential above. */
  serviceName: z.enum(EXTERNAL_SERVICES, { error: 'validation:invalid' }).default('volvoConnect'),
  username: text(200).min(1, 'validation:required'),
  password: z.string().min(1, 'validation:required').max(500, 'validation:tooLong'),
  baseUrl: url.optional(),
  version: z.enum(RFMS_VERSION_CHOICES).default('auto'),
  tokenUrl: z.union([z.literal(''), url]).default(''),
});
export type TryCredentialsInput = z.infer<typeof tryCredentialsSchema>;
export const tryCredentialsResultSchema = z.object({
  outcome: z.enum(['ok', 'bad-credentials', 'unreachable']),
  version: z.string().nullable(),
  message: z.string(),
});
export type TryCredentialsResult = z.infer<typeof tryCredentialsResultSchema>;

export const serviceQuerySchema = z.object({ serviceName: z.enum(EXTERNAL_SERVICES, { error: 'validation:invalid' }) });

/** A vehicle the service lists, linked or not to one of ours. */
export const externalVehicleSchema = z.object({
  vin: z.string(),
  name: z.string(),
  brand: z.string(),
  model: z.string(),
  vehicleId: z.uuid().nullable(),
  registerNumber: z.string().nullable(),
  lastSeenAt: z.string(),
});
export type ExternalVehicle = z.infer<typeof externalVehicleSchema>;

/** POST /api/organisation/externalvehicles?serviceName=: link a listed vehicle to one of ours (null unlinks). */
export const linkExternalVehicleSchema = z.object({
  vin: text(40).min(1, 'validation:required'),
  vehicleId: z.uuid('validation:invalid').nullable(),
});

/** GET /api/organisation/fetchstatus?serviceName=: the last fetch and what it brought. */
export const fetchStatusSchema = z.object({
  serviceName: z.enum(EXTERNAL_SERVICES),
  ...fetchState,
  vehicles: z.array(
    z.object({ vin: z.string(), registerNumber: z.string().nullable(), lastPositionAt: z.string().nullable() }),
  ),
});
export type FetchStatus = z.infer<typeof fetchStatusSchema>;

const workingStateSchema = z.enum(RFMS_DRIVER_WORKING_STATES);

/**
 * A tachograph card the service's statuses have named (rFMS lists no drivers: a status names the
 * card in the driver's slot), with our driver who holds that card id, if any.
 */
export const externalDriverSchema = z.object({
  cardNumber: z.string(),
  driverId: z.uuid().nullable(),
  driverName: z.string().nullable(),
  vin: z.string(),
  /** Our vehicle linked to that VIN, if any. */
  registerNumber: z.string().nullable(),
  workingState: workingStateSchema.nullable(),
  lastSeenAt: z.string(),
});
export type ExternalDriver = z.infer<typeof externalDriverSchema>;

/** GET /api/organisation/fetchdriverstatus?serviceName=: the last fetch and the drivers seen. */
export const driverFetchStatusSchema = z.object({
  serviceName: z.enum(EXTERNAL_SERVICES),
  ...fetchState,
  drivers: z.array(externalDriverSchema),
});
export type DriverFetchStatus = z.infer<typeof driverFetchStatusSchema>;
