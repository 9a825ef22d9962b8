import { z } from 'zod';
import { builtOnce } from './built-once';

/**
 * Reusable field schemas. Every message is an i18n key ("namespace:key") from
 * packages/i18n, so the server and both apps show it in the user's language.
 */
const requiredError = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? 'validation:required' : 'validation:invalid';

export const LIMITS = {
  nameMax: 200,
  emailMax: 254,
  passwordMin: 6,
  passwordMax: 128,
  usernameMax: 100,
  textMax: 2000,
  phoneMax: 40,
} as const;

/**
 * A required, trimmed string. Empty after trimming counts as missing ("Required"); past `max`
 * it says `tooLongMessage`, where a field has a message of its own in the spec.
 */
export const requiredText = builtOnce((max: number = LIMITS.nameMax, tooLongMessage: string = 'validation:tooLong') => {
  return z.string({ error: requiredError }).trim().min(1, 'validation:required').max(max, tooLongMessage);
});

/** A trimmed string of at most `max` characters, empty allowed. */
export const trimmedText = builtOnce((max: number) =>
  z.string({ error: 'validation:invalid' }).trim().max(max, 'validation:tooLong'),
);

export const optionalText = builtOnce((max: number = LIMITS.nameMax) => trimmedText(max).default(''));

export const emailField = z
  .string({ error: requiredError })
  .trim()
  .min(1, 'validation:emailRequired')
  .max(LIMITS.emailMax, 'validation:tooLong')
  .pipe(z.email('validation:email'));

/** Usernames: letters, digits, underscore, dot, hyphen and at sign (spec section 5). */
export const USERNAME_PATTERN = /^[\p{L}\p{N}_.\-@]+$/u;
export const usernameField = requiredText(LIMITS.usernameMax).regex(USERNAME_PATTERN, 'validation:username');

/**
 * The spec's password rules (section 5), each a pattern with its own message, checked in this
 * order. Patterns, not functions, so a page can check them live in the browser too. Length
 * counts UTF-16 units, as `String.length` does.
 */
export const PASSWORD_RULES = [
  { pattern: new RegExp(`^[\\s\\S]{${LIMITS.passwordMin},}$`), message: 'validation:passwordMinLength' },
  { pattern: /[^\p{L}\p{N}]/u, message: 'validation:passwordNonAlphanumeric' },
  { pattern: /\p{N}/u, message: 'validation:passwordDigit' },
  { pattern: /\p{Ll}/u, message: 'validation:passwordLowercase' },
  { pattern: /\p{Lu}/u, message: 'validation:passwordUppercase' },
] as const;

export interface PasswordRuleCheck {
  /** The rule's message key ("validation:…"). */
  message: string;
  isMet: boolean;
}

/** Every password rule, in order, with whether `password` meets it. */
export function checkPasswordRules(password: string): PasswordRuleCheck[] {
  return PASSWORD_RULES.map((rule) => ({ message: rule.message, isMet: rule.pattern.test(password) }));
}

export const passwordField = z
  .string({ error: (issue) => (issue.input == null ? 'validation:passwordRequired' : 'validation:invalid') })
  .min(1, 'validation:passwordRequired')
  .max(LIMITS.passwordMax, 'validation:tooLong')
  .superRefine((password, ctx) => {
    for (const rule of checkPasswordRules(password)) {
      if (!rule.isMet) ctx.addIssue({ code: 'custom', message: rule.message });
    }
  });

/** Lists the unmet password rules as message keys; empty when the password is acceptable. */
export function passwordProblems(password: string): string[] {
  return checkPasswordRules(password)
    .filter((rule) => !rule.isMet)
    .map((rule) => rule.message);
}

export const confirmPasswordField = z
  .string({ error: () => 'validation:confirmPasswordRequired' })
  .min(1, 'validation:confirmPasswordRequired');

/** Adds "Passwords do not match" on confirmPassword when the two differ. */
export function withMatchingPasswords<T extends { password: string; confirmPassword: string }>(schema: z.ZodType<T>) {
  return schema.refine((value) => value.password === value.confirmPassword, {
    message: 'validation:passwordsDoNotMatch',
    path: ['confirmPassword'],
  });
}

export const uuidField = z.uuid('validation:invalid');
