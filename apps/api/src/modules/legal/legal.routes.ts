import {
  legalAcceptanceBody,
  legalDocumentResponse,
  legalStatusSchema,
  problemSchema,
} from '@limpa/contracts';
import type { LegalDocument } from '@limpa/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestLocale } from '../../lib/request-locale';
import { acceptLegalTerms } from './accept-legal-terms';
import { readLegalDocument } from './read-legal-document';

const tags = ['legal'];

/** The terms and the privacy policy (public, in the caller's language) and their acceptance (decision 068). */
export async function legalRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const documentRoute = (document: LegalDocument, url: string, description: string) =>
    r.get(
      url,
      {
        config: { access: 'public' },
        schema: { tags, description, response: { 200: legalDocumentResponse } },
      },
      async (request) => readLegalDocument(app.ctx.legal, document, requestLocale(request)),
    );
  documentRoute(
    'terms',
    '/api/v1/legal/terms',
    "The terms of service in force, as HTML, in the caller's language.",
  );
  documentRoute(
    'privacy',
    '/api/v1/legal/privacy',
    "The privacy policy in force, as HTML, in the caller's language.",
  );

  r.post(
    '/api/v1/me/legal-acceptance',
    {
      // The one write open to someone who has not accepted the terms in force: accepting them.
      config: { access: 'signed-in', beforeTerms: true },
      schema: {
        tags,
        description:
          'Accepts the terms of service and privacy policy in force, naming their versions. 409 `terms_version_outdated` when either is no longer the one in force.',
        body: legalAcceptanceBody,
        response: { 200: legalStatusSchema, 409: problemSchema },
      },
    },
    async (request) => acceptLegalTerms(request.ctx, request.auth, request.body),
  );
}
