import { z } from 'zod';
import { LIMITS, confirmPasswordField, passwordField, requiredText, withMatchingPasswords } from './fields';

/**
 * A new password typed twice, under the spec's password rules: an Admin's temporary password
 * for a user, the new password chosen at sign-in after one, and the one set by a reset link.
 */
export const newPasswordSchema = withMatchingPasswords(
  z.object({
    password: passwordField,
    confirmPassword: confirmPasswordField,
  }),
);
export type NewPasswordInput = z.infer<typeof newPasswordSchema>;

/** "Forgot password": the email or username the person signs in with. */
export const forgotPasswordSchema = z.object({
  login: requiredText(LIMITS.emailMax),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** How long a mailed password-reset link works. */
export const PASSWORD_RESET_LINK_MINUTES = 60;
