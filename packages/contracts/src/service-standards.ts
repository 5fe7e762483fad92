import { z } from 'zod';
import { localeSchema } from './common';

/**
 * The service standards cleaners are held to (decision 054): one plain text per language, written by admins
 * (GET|PUT /api/v1/admin/service-standards) and read by cleaners in their language
 * (GET /api/v1/me/service-standards). Plain text: paragraphs are separated by blank lines, nothing is HTML.
 */

/** The longest text a language may hold. */
export const SERVICE_STANDARDS_MAX_LENGTH = 20_000;

const standardsText = z
  .string()
  .max(SERVICE_STANDARDS_MAX_LENGTH)
  // Line endings as typed on any system are stored one way; surrounding blank space is not kept.
  .transform((text) => text.replace(/\r\n?/g, '\n').trim());

export const serviceStandardsTexts = z.strictObject({
  en: standardsText,
  'pt-PT': standardsText,
  'fr-CA': standardsText,
});
export type ServiceStandardsTexts = z.infer<typeof serviceStandardsTexts>;

export const adminServiceStandardsBody = z.strictObject({ texts: serviceStandardsTexts });
export type AdminServiceStandardsBody = z.input<typeof adminServiceStandardsBody>;

export const adminServiceStandardsResponse = z.object({
  /** Every language's text; '' where none is written. */
  texts: z.object({ en: z.string(), 'pt-PT': z.string(), 'fr-CA': z.string() }),
  /** The last change of any language; null before the first. */
  updatedAt: z.iso.datetime().nullable(),
});
export type AdminServiceStandards = z.infer<typeof adminServiceStandardsResponse>;

export const cleanerServiceStandardsResponse = z.object({
  /** The language of the text shown: the cleaner's own, or English when theirs is not written. */
  locale: localeSchema,
  /** '' when no language has a text yet. */
  body: z.string(),
  updatedAt: z.iso.datetime().nullable(),
});
export type CleanerServiceStandards = z.infer<typeof cleanerServiceStandardsResponse>;
