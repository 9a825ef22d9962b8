import { z } from 'zod';
import { CURRENCIES } from './currency';
import { FEATURE_KEYS } from './features';
import { LANGUAGES } from './languages';
import { DRIVER_NAME_ORDERS } from './person-names';
import { ROLES } from './roles';

/** Response shapes of the platform calls; the server validates what it sends against them. */
export const featuresSchema = z.object(
  Object.fromEntries(FEATURE_KEYS.map((key) => [key, z.boolean()])) as {
    [K in (typeof FEATURE_KEYS)[number]]: z.ZodBoolean;
  },
);

export const organisationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  currency: z.enum(CURRENCIES),
  vehicleLimit: z.number().int().nullable(),
  /** IANA zone of shown times and local dates (Europe/Helsinki by default). */
  timeZone: z.string(),
  /** How drivers' names are written (last name first by default); optional for older clients' sake. */
  driverNameOrder: z.enum(DRIVER_NAME_ORDERS).optional(),
  setToBeDeletedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Organisation = z.infer<typeof organisationSchema>;

export const organisationWithFeaturesSchema = organisationSchema.extend({ features: featuresSchema });
export type OrganisationWithFeatures = z.infer<typeof organisationWithFeaturesSchema>;

export const userSchema = z.object({
  id: z.uuid(),
  organisationId: z.uuid(),
  username: z.string(),
  email: z.string(),
  displayName: z.string(),
  displayLanguage: z.enum(LANGUAGES),
  role: z.enum(ROLES),
  isDriver: z.boolean(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const accountSchema = z.object({
  id: z.uuid(),
  organisationId: z.uuid(),
  organisationName: z.string(),
  organisationCurrency: z.enum(CURRENCIES),
  /** The organisation's time zone: shift times are shown in it. */
  organisationTimeZone: z.string(),
  /** How the organisation writes drivers' names (last name first when left out). */
  organisationDriverNameOrder: z.enum(DRIVER_NAME_ORDERS).optional(),
  role: z.enum(ROLES),
  displayLanguage: z.enum(LANGUAGES),
  displayName: z.string(),
  email: z.string(),
  username: z.string(),
  isDriver: z.boolean(),
  isSiteOperator: z.boolean(),
  features: featuresSchema,
});
export type Account = z.infer<typeof accountSchema>;

/** Claims carried by access tokens (spec section 3, "Access-token claims"). */
export interface AccessTokenClaims {
  id: string;
  OrganisationId: string;
  OrganisationName: string;
  OrganisationCurrency: string;
  Role?: string;
  DisplayLanguage: string;
}

/** Shape of every error the API answers with. `message` is already in the caller's language. */
export const apiErrorSchema = z.object({
  statusCode: z.number(),
  code: z.string(),
  message: z.string(),
  fields: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
