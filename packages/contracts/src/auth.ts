import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@limpa/domain';
import { z } from 'zod';
import { localeSchema, optionalText, requiredText } from './common';

export const emailSchema = z.string().trim().toLowerCase().pipe(z.email().max(254));
/**
 * Where better-auth sends the person afterwards; it goes out in a Location header, so printable ASCII only
 * (any other character made the sign-in answer a 500 after the session was created).
 */
export const callbackUrlSchema = z
  .string()
  .max(500)
  .regex(/^[\x21-\x7e]*$/, 'must be a URL');

export const passwordSchema = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);

/** Only customer and cleaner may be chosen at sign-up; admins are created by an operator. */
export const signUpBody = z.strictObject({
  email: emailSchema,
  password: passwordSchema,
  name: requiredText(120),
  role: z.enum(['customer', 'cleaner']),
  phone: optionalText(40),
  callbackURL: callbackUrlSchema.optional(),
  rememberMe: z.boolean().optional(),
  /** The language picked on the sign-in page, if the person picked one: it becomes the account's. */
  locale: localeSchema.optional(),
  /** The terms of service and privacy policy in force, accepted (absent or false: 422 `terms_not_accepted`). */
  acceptTerms: z.literal(true),
});
export type SignUpBody = z.infer<typeof signUpBody>;

export const signInBody = z.object({
  email: emailSchema,
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  callbackURL: callbackUrlSchema.optional(),
  rememberMe: z.boolean().optional(),
  /**
   * The language picked on the sign-in page before signing in: the latest explicit choice, so it replaces the
   * account's stored one. Absent when nothing was picked there: the account's language stays.
   */
  locale: localeSchema.optional(),
});

export const requestPasswordResetBody = z.object({
  email: emailSchema,
  redirectTo: callbackUrlSchema.optional(),
});

/** The Google button; `role` is the Sign Up tab's choice, used only when this sign-in creates the account. */
export const googleSignInBody = z.strictObject({
  provider: z.literal('google'),
  callbackURL: z
    .string()
    .max(500)
    .regex(/^\/(?!\/)/, 'must be a path on this site')
    .optional(),
  role: z.enum(['customer', 'cleaner']).optional(),
  /**
   * The Sign Up tab's box, ticked: an account this sign-in creates is created having accepted the terms and
   * privacy policy in force. Without it, a new account is asked to accept them before anything else.
   */
  acceptTerms: z.literal(true).optional(),
});

/** POST /api/v1/me/password; the new password follows the sign-up rules. */
export const changePasswordBody = z.strictObject({
  currentPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  newPassword: passwordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** DELETE /api/v1/me, confirmed with the password. */
export const deleteAccountBody = z.strictObject({
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
