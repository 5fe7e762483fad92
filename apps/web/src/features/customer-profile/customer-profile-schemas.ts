import { z } from 'zod';
import type en from '@/lib/locales/en.json';

/** Messages are i18n keys (`validation.*`), translated under each field. */
export type ValidationKey = `validation.${keyof (typeof en)['validation']}`;
const msg = (key: ValidationKey) => key;

/** The API's limits (contracts `customerProfileUpdateBody`). */
export const FULL_NAME_MAX_LENGTH = 120;
const PHONE_PATTERN = /^\+?[\d\s().-]{6,20}$/;

/** docs/product-rules.md#validation: full name required; phone optional (stored as null when empty). */
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
});
export type ProfileFormValues = z.input<typeof profileFormSchema>;
