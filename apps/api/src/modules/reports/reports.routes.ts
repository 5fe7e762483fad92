import { createReportBody, problemSchema, reportCreatedResponse } from '@limpa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileReport } from './file-report';

/** Reports to the team (decision 072); the admins' queue is in the admin module's report-queue routes. */
export async function reportRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  r.post(
    '/api/v1/reports',
    {
      config: { access: ['customer', 'cleaner'], writeLimit: 'report' },
      schema: {
        tags: ['reports'],
        description:
          'Reports a review (reviewId) or a person (userId), exactly one, with a reason (trimmed, 1–500 characters). A review: any customer (not its author) while it is shown, or its cleaner. A person: someone who had a booking with them. Anything else, admins included, is 404. One open report per reporter and target: 409 already_reported.',
        body: createReportBody,
        response: { 201: reportCreatedResponse, 404: problemSchema, 409: problemSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await fileReport(db, request.auth, request.body)),
  );
}
