import {
  adminDecideReportBody,
  adminReportPage,
  adminReportSchema,
  adminReportsQuery,
  idParam,
  problemSchema,
} from '@limpa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listReportsForAdmins } from '../reports/list-report-queue';
import { decideReport } from './decide-report';

/** The admins' queue of reports of reviews and people (decision 072); admin-only. */
export async function adminReportQueueRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  const config = { access: ['admin'] as const };
  const tags = ['admin'];

  r.get(
    '/api/v1/admin/reports',
    {
      config,
      schema: {
        tags,
        description:
          'Reports of one status (open when absent: open|action_taken|dismissed), newest first, 50 a page (keyset cursor), each with its reporter and its review (text, stars, cleaner) or person.',
        querystring: adminReportsQuery,
        response: { 200: adminReportPage, 400: problemSchema },
      },
    },
    async (request) => listReportsForAdmins(request.ctx.reader, request.query),
  );

  r.patch(
    '/api/v1/admin/reports/:id',
    {
      config,
      schema: {
        tags,
        description:
          "Decides an open report: dismissed, or action_taken (a review's report hides the review, closing all its open reports). Audited. 409 report_closed when it was decided already.",
        params: idParam,
        body: adminDecideReportBody,
        response: { 200: adminReportSchema, 400: problemSchema, 404: problemSchema, 409: problemSchema },
      },
    },
    async (request) => decideReport(db, request.auth.userId, request.params.id, request.body.status),
  );
}
