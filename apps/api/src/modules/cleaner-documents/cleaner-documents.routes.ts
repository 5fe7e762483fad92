import {
  adminCleanerDocumentSchema,
  adminCleanerDocumentsQuery,
  adminCleanerDocumentsResponse,
  cleanerDocumentKindParam,
  cleanerDocumentLinkResponse,
  cleanerDocumentSchema,
  cleanerDocumentsResponse,
  cleanerDocumentTokenParam,
  idParam,
  problemSchema,
  reviewCleanerDocumentBody,
} from '@limpa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readUploadedNamedFile } from '../profile/uploaded-file';
import { createDocumentLink, readDocumentFile } from './document-links';
import { listDocumentsToReview, listMyDocuments } from './list-cleaner-documents';
import { reviewCleanerDocument } from './review-cleaner-document';
import { uploadCleanerDocument } from './upload-cleaner-document';

/** A name for Content-Disposition: plain ASCII in `filename`, the exact name in RFC 5987's `filename*`. */
const disposition = (name: string) =>
  `inline; filename="${name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** Vetted cleaners (decision 071): a cleaner's documents, the admins' review queue and its short-lived links. */
export async function cleanerDocumentsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  const tags = ['cleaner-documents'];
  const admin = { access: ['admin'] as const };

  r.get(
    '/api/v1/me/documents',
    { config: { access: ['cleaner'] }, schema: { tags, response: { 200: cleanerDocumentsResponse } } },
    async (request) => listMyDocuments(db, request.auth.userId),
  );

  r.put(
    '/api/v1/me/documents/:kind',
    {
      // Each upload may decode a large image: bounded per person, as avatars are, before the body is read.
      config: { access: ['cleaner'], writeLimit: 'avatarUpload' },
      schema: {
        tags,
        description:
          'multipart/form-data with one field `file`: a JPEG, PNG or WebP image (re-encoded as a JPEG without metadata) or a PDF (checked by its bytes, stored as sent), at most 10 MB. Replaces the pending or rejected document of that kind (409 document_already_approved for an approved one).',
        consumes: ['multipart/form-data'],
        params: cleanerDocumentKindParam,
        response: {
          201: cleanerDocumentSchema,
          400: problemSchema,
          409: problemSchema,
          413: problemSchema,
          415: problemSchema,
        },
      },
    },
    async (request, reply) => {
      const upload = () => readUploadedNamedFile(request);
      const doc = await uploadCleanerDocument(request.ctx, request.auth, request.params.kind, upload);
      return reply.status(201).send(doc);
    },
  );

  r.get(
    '/api/v1/admin/documents',
    {
      config: admin,
      schema: {
        tags,
        querystring: adminCleanerDocumentsQuery,
        response: { 200: adminCleanerDocumentsResponse },
      },
    },
    async (request) => listDocumentsToReview(db, request.query.status),
  );

  r.post(
    '/api/v1/admin/documents/:id/review',
    {
      config: admin,
      schema: {
        tags,
        description:
          'Approves a pending document or asks the cleaner for it again with a reason (audited; the cleaner is told). 409 document_already_reviewed when it is no longer pending.',
        params: idParam,
        body: reviewCleanerDocumentBody,
        response: {
          200: adminCleanerDocumentSchema,
          400: problemSchema,
          404: problemSchema,
          409: problemSchema,
        },
      },
    },
    async (request) => reviewCleanerDocument(request.ctx, request.auth, request.params.id, request.body),
  );

  r.post(
    '/api/v1/admin/documents/:id/link',
    {
      config: admin,
      schema: {
        tags,
        description: 'A link to the file, signed and valid for 5 minutes, opened only with an admin session.',
        params: idParam,
        response: { 200: cleanerDocumentLinkResponse, 404: problemSchema },
      },
    },
    async (request) => createDocumentLink(request.ctx, request.params.id),
  );

  r.get(
    '/api/v1/admin/documents/files/:token',
    {
      config: admin,
      schema: {
        tags,
        description:
          'The file a link names (image/jpeg or application/pdf), never cached. 403 document_link_invalid for a forged or expired link.',
        params: cleanerDocumentTokenParam,
      },
    },
    async (request, reply) => {
      const file = await readDocumentFile(request.ctx, request.params.token);
      return (
        reply
          .header('content-type', file.contentType)
          .header('content-disposition', disposition(file.fileName))
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'no-store')
          // A PDF is shown, never run: no script, no form, no navigation from it.
          .header(
            'content-security-policy',
            "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
          )
          .send(file.bytes)
      );
    },
  );
}
