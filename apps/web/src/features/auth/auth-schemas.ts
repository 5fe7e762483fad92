import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@limpa/domain';
import { z } from 'zod';
import type en from '@/lib/locales/en.json';
import { FULL_NAME_MAX_LENGTH } from './limits';

export { FULL_NAME_MAX_LENGTH };

/** Messages are i18n keys (`validation.*`); the forms translate them under each field. */
export type ValidationKey = `validation.${keyof (typeof en)['validation']}`;
const msg = (key: ValidationKey) => key;

const email = z
  .string()
  .trim()
  .min(1, msg('validation.emailRequired'))
  .pipe(z.email(msg('validation.emailInvalid')));

/** Sign-in checks presence only: the server judges the credentials. */
export const signInSchema = z.object({
  email,
  password: z
    .string()
    .min(1, msg('validation.passwordRequired'))
    .max(PASSWORD_MAX_LENGTH, msg('validation.passwordMax')),
});
export type SignInValues = z.input<typeof signInSchema>;

export const newPasswordSchema = z
  .string()
  .min(1, msg('validation.passwordRequired'))
  .min(PASSWORD_MIN_LENGTH, msg('validation.passwordMin'))
  .max(PASSWORD_MAX_LENGTH, msg('validation.passwordMax'));

export const signUpSchema = z.object({
  role: z.enum(['customer', 'cleaner']),
  fullName: z
    .string()
    .trim()
    .min(1, msg('validation.fullNameRequired'))
    .max(FULL_NAME_MAX_LENGTH, msg('validation.fullNameMax')),
  email,
  phone: z
    .string()
    .trim()
    .refine((value) => value === '' || /^\+?[\d\s().-]{6,20}$/.test(value), msg('validation.phoneInvalid')),
  password: newPasswordSchema,
  // The terms of service and privacy policy in force: the server refuses a sign-up without them too. The message
  // is the sign-up chunk's own string (terms-checkbox registers it), not the bundled shell's.
  acceptTerms: z.boolean().refine((ticked) => ticked, 'signUpTerms.required'),
});
export type SignUpValues = z.input<typeof signUpSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordValues = z.input<typeof forgotPasswordSchema>;

/**
 * Reset page: the product's own texts (docs/product-rules.md#roles-and-accounts), "Password too short" and
 * "Passwords do not match".
 */
export const resetPasswordSchema = z
  .object({ newPassword: z.string(), confirmPassword: z.string() })
  .superRefine(({ newPassword, confirmPassword }, ctx) => {
    if (newPassword.length < PASSWORD_MIN_LENGTH) {
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: msg('validation.passwordTooShort') });
    } else if (newPassword.length > PASSWORD_MAX_LENGTH) {
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: msg('validation.passwordMax') });
    }
    if (newPassword !== confirmPassword) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: msg('validation.passwordsDoNotMatch'),
      });
    }
  });
export type ResetPasswordValues = z.input<typeof resetPasswordSchema>;
