import { isValidNif } from '@limpa/domain/nif';
import { z } from 'zod';
import type en from '@/lib/locales/en.json';

/**
 * Messages are i18n keys (`validation.*`, and this feature's own for the tax number), translated under each
 * field.
 */
export type ValidationKey = `validation.${keyof (typeof en)['validation']}` | 'customerProfile.taxIdInvalid';
const msg = (key: ValidationKey) => key;

/** The API's limits (contracts `customerProfileUpdateBody`). */
export const FULL_NAME_MAX_LENGTH = 120;
const PHONE_PATTERN = /^\+?[\d\s().-]{6,20}$/;

/**
 * docs/product-rules.md#validation: full name required; phone optional (stored as null when empty).
 * docs/product-rules.md#invoices: the tax number optional, else a NIF by the domain's rule (the server's).
 */
export const profileFormSchema = z.object({
  fullName: z
    .string()
    .trim()
    .min(1, msg('validation.fullNameRequired'))
    .max(FULL_NAME_MAX_LENGTH, msg('validation.fullNameMax')),
  phone: z
    .string()
    .trim()
    .refine((value) => value === '' || PHONE_PATTERN.test(value), msg('validation.phoneInvalid')),
  taxId: z
    .string()
    .trim()
    .refine((value) => value === '' || isValidNif(value), msg('customerProfile.taxIdInvalid')),
});
export type ProfileFormValues = z.input<typeof profileFormSchema>;
