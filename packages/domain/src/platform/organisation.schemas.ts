import { z } from 'zod';
import { CURRENCIES } from './currency';
import { FEATURE_KEYS } from './features';
import { LANGUAGES } from './languages';
import { ROLES } from './roles';
import { DRIVER_NAME_ORDERS } from './person-names';
import { isTimeZone } from './time-zones';
import {
  LIMITS,
  confirmPasswordField,
  emailField,
  optionalText,
  passwordField,
  requiredText,
  withMatchingPasswords,
} from './fields';

/** Kept here, not beside the names' rule: the driver app formats names without loading zod (decision 0012). */
const driverNameOrderField = z.enum(DRIVER_NAME_ORDERS, { error: 'validation:invalid' });

export const currencyField = z.enum(CURRENCIES, { error: 'validation:currency' });
export const languageField = z.enum(LANGUAGES, { error: 'validation:language' });
export const roleField = z.enum(ROLES, { error: 'validation:role' });

export const timeZoneField = z.string({ error: 'shifts:timeZone' }).refine(isTimeZone, 'shifts:timeZone');

export const organisationInputSchema = z.object({
  name: requiredText(LIMITS.nameMax),
  currency: currencyField,
  /** Left out: a new organisation takes its currency's zone; a change keeps the zone it has. */
  timeZone: timeZoneField.optional(),
  /** How drivers' names are written; left out: a new organisation writes the last name first, a change keeps the order it has. */
  driverNameOrder: driverNameOrderField.optional(),
});
export type OrganisationInput = z.infer<typeof organisationInputSchema>;

/** Registration of a new organisation with its first Admin (the sign-in "register" page). */
export const registerOrganisationSchema = withMatchingPasswords(
  z.object({
    organisationName: requiredText(LIMITS.nameMax),
    currency: currencyField,
    displayName: requiredText(LIMITS.nameMax),
    email: emailField,
    password: passwordField,
    confirmPassword: confirmPasswordField,
    language: languageField.default('en'),
  }),
);
export type RegisterOrganisationInput = z.infer<typeof registerOrganisationSchema>;

export const featuresPatchSchema = z
  .object(
    Object.fromEntries(FEATURE_KEYS.map((key) => [key, z.boolean().optional()])) as {
      [K in (typeof FEATURE_KEYS)[number]]: z.ZodOptional<z.ZodBoolean>;
    },
  )
  .strict();

/** Site operator: an organisation's subscription flags and how many vehicles it may activate. */
export const organisationSubscriptionSchema = z.object({
  features: featuresPatchSchema.optional(),
  vehicleLimit: z.number().int('validation:integer').min(0, 'validation:notNegative').nullable().optional(),
});
export type OrganisationSubscriptionInput = z.infer<typeof organisationSubscriptionSchema>;

export const setDeleteSchema = z.object({ setToBeDeleted: z.boolean().default(true) });

export const createUserSchema = withMatchingPasswords(
  z.object({
    email: emailField,
    displayName: requiredText(LIMITS.nameMax),
    role: roleField.default('User'),
    displayLanguage: languageField.default('en'),
    password: passwordField,
    confirmPassword: confirmPasswordField,
  }),
);
export type CreateUserInput = z.infer<typeof createUserSchema>;

export const updateUserSchema = z.object({
  displayName: requiredText(LIMITS.nameMax).optional(),
  role: roleField.optional(),
  displayLanguage: languageField.optional(),
});
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

export const updateProfileSchema = z.object({
  displayName: requiredText(LIMITS.nameMax).optional(),
  displayLanguage: languageField.optional(),
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

export const changePasswordSchema = withMatchingPasswords(
  z.object({
    currentPassword: z.string({ error: () => 'validation:passwordRequired' }).min(1, 'validation:passwordRequired'),
    password: passwordField,
    confirmPassword: confirmPasswordField,
  }),
);
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** POST /SalesForce: the contact form. */
export const contactMessageSchema = z.object({
  company: requiredText(LIMITS.nameMax),
  name: requiredText(LIMITS.nameMax),
  email: emailField,
  phone: optionalText(LIMITS.phoneMax),
  subject: requiredText(LIMITS.nameMax),
  description: requiredText(LIMITS.textMax),
});
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

/** A stored contact message as the site operator reads it. */
export const contactMessageRecordSchema = contactMessageSchema.extend({
  id: z.uuid(),
  organisationId: z.uuid().nullable(),
  createdAt: z.string(),
});
export type ContactMessageRecord = z.infer<typeof contactMessageRecordSchema>;

export const pageViewSchema = z.object({ path: requiredText(500) });
