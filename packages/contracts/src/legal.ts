import { z } from 'zod';

/** A version of the terms or the privacy policy: the day it was published (packages/domain legal-terms). */
const legalVersionSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a version (YYYY-MM-DD)');

/**
 * `GET /api/v1/legal/terms` and `/privacy`: the document in force, in the caller's language. `html` is made by
 * the API from its own texts with every character escaped, so the web may insert it as it is.
 */
export const legalDocumentResponse = z.object({ version: legalVersionSchema, html: z.string() });
export type LegalDocumentResponse = z.infer<typeof legalDocumentResponse>;

/** `POST /api/v1/me/legal-acceptance`: the versions the person read on the "Updated terms" page. */
export const legalAcceptanceBody = z.strictObject({
  termsVersion: legalVersionSchema,
  privacyVersion: legalVersionSchema,
});
export type LegalAcceptanceBody = z.infer<typeof legalAcceptanceBody>;

/**
 * Whether the signed-in person accepted the versions in force (and which they are): false puts every signed-in
 * screen behind the "Updated terms" page, and the API refuses their writes until they accept.
 */
export const legalStatusSchema = z.object({
  termsVersion: legalVersionSchema,
  privacyVersion: legalVersionSchema,
  accepted: z.boolean(),
});
export type LegalStatus = z.infer<typeof legalStatusSchema>;
