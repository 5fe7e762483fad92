import { z } from 'zod';

/** RFC 9457 problem details: the one error shape of the API. */
export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string(),
  code: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** no_cleaner_available: the nearest free starts to the one asked (decision 065). */
  alternatives: z.array(z.object({ bookingDate: z.string(), bookingTime: z.string() })).optional(),
});
export type Problem = z.infer<typeof problemSchema>;

export const idParam = z.object({ id: z.uuid() });
export const currencySchema = z.enum(['EUR', 'CAD']);
export const roleSchema = z.enum(['customer', 'cleaner', 'admin']);
export type Role = z.infer<typeof roleSchema>;

/** Trimmed text; an empty string after trimming becomes null (optional fields stored as null). */
export const optionalText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

export const requiredText = (max = 200) => z.string().trim().min(1).max(max);

/** The product's languages (docs/product-rules.md#languages): English is the default and the fallback. */
export const LOCALES = ['en', 'pt-PT', 'fr-CA'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const localeSchema = z.enum(LOCALES);
