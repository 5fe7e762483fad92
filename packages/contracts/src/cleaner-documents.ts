import {
  CLEANER_DOCUMENT_KINDS,
  CLEANER_DOCUMENT_REASON_MAX_CHARS,
  CLEANER_DOCUMENT_STATUSES,
} from '@limpa/domain';
import { z } from 'zod';

/** Vetted cleaners (decision 071): a cleaner's identity document and proof of insurance, and their review. */
export const cleanerDocumentKindSchema = z.enum(CLEANER_DOCUMENT_KINDS);
export const cleanerDocumentStatusSchema = z.enum(CLEANER_DOCUMENT_STATUSES);

/** PUT /api/v1/me/documents/:kind */
export const cleanerDocumentKindParam = z.object({ kind: cleanerDocumentKindSchema });

/** What the cleaner sees of their document: never the file itself. */
export const cleanerDocumentSchema = z.object({
  id: z.uuid(),
  kind: cleanerDocumentKindSchema,
  status: cleanerDocumentStatusSchema,
  fileName: z.string(),
  /** Why an admin asked for it again; only on a rejected document. */
  reason: z.string().nullable(),
  uploadedAt: z.iso.datetime(),
  reviewedAt: z.iso.datetime().nullable(),
});
export type CleanerDocument = z.infer<typeof cleanerDocumentSchema>;

/** GET /api/v1/me/documents: the cleaner's current document of each kind they sent. */
export const cleanerDocumentsResponse = z.object({ items: z.array(cleanerDocumentSchema) });
export type CleanerDocuments = z.infer<typeof cleanerDocumentsResponse>;

/** The admins' queue adds whose it is and what the file is. */
export const adminCleanerDocumentSchema = cleanerDocumentSchema.extend({
  cleanerId: z.string(),
  cleanerName: z.string().nullable(),
  contentType: z.enum(['image/jpeg', 'application/pdf']),
});
export type AdminCleanerDocument = z.infer<typeof adminCleanerDocumentSchema>;

/** GET /api/v1/admin/documents: the documents in one state (pending by default), oldest first. */
export const adminCleanerDocumentsQuery = z.strictObject({
  status: cleanerDocumentStatusSchema.default('pending'),
});
export const adminCleanerDocumentsResponse = z.object({ items: z.array(adminCleanerDocumentSchema) });
export type AdminCleanerDocuments = z.infer<typeof adminCleanerDocumentsResponse>;

export const CLEANER_DOCUMENT_MESSAGES = Object.freeze({
  reasonRequired: 'Please say what to send again.',
});

/** POST /api/v1/admin/documents/:id/review: approve it, or ask the cleaner again and say why. */
export const reviewCleanerDocumentBody = z.discriminatedUnion('decision', [
  z.strictObject({ decision: z.literal('approve') }),
  z.strictObject({
    decision: z.literal('ask_again'),
    reason: z
      .string()
      .trim()
      .min(1, CLEANER_DOCUMENT_MESSAGES.reasonRequired)
      .max(CLEANER_DOCUMENT_REASON_MAX_CHARS),
  }),
]);
export type ReviewCleanerDocumentBody = z.infer<typeof reviewCleanerDocumentBody>;

/** POST /api/v1/admin/documents/:id/link: a link to the file, valid until `expiresAt` (5 minutes). */
export const cleanerDocumentLinkResponse = z.object({ url: z.string(), expiresAt: z.iso.datetime() });
export type CleanerDocumentLink = z.infer<typeof cleanerDocumentLinkResponse>;

/** GET /api/v1/admin/documents/files/:token */
export const cleanerDocumentTokenParam = z.object({ token: z.string().min(1).max(300) });
