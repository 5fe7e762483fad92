import {
  adminServiceStandardsBody,
  adminServiceStandardsResponse,
  cleanerServiceStandardsResponse,
  problemSchema,
} from '@limpa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  getServiceStandards,
  getServiceStandardsFor,
  updateServiceStandards,
} from './manage-service-standards';

/** The service standards (docs/api.md#admin, decision 054): admins write them, cleaners read them. */
export async function serviceStandardsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  r.get(
    '/api/v1/admin/service-standards',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        description: "Every language's service standards text ('' where none is written).",
        response: { 200: adminServiceStandardsResponse },
      },
    },
    async () => getServiceStandards(db),
  );

  r.put(
    '/api/v1/admin/service-standards',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        description:
          "Saves the three languages' texts (plain text, at most 20,000 characters each, line endings made \\n, trimmed); each language changed is audited.",
        body: adminServiceStandardsBody,
        response: { 200: adminServiceStandardsResponse, 400: problemSchema },
      },
    },
    async (request) => updateServiceStandards(db, request.auth.userId, request.body.texts),
  );

  r.get(
    '/api/v1/me/service-standards',
    {
      config: { access: ['cleaner'] },
      schema: {
        tags: ['cleaner'],
        description:
          "The service standards in the cleaner's profile language, else in English; body '' when none is written.",
        response: { 200: cleanerServiceStandardsResponse },
      },
    },
    async (request) => getServiceStandardsFor(db, request.auth.profile.locale),
  );
}
