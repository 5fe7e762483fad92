import {
  adminSupportCasePage,
  adminSupportCasesQuery,
  idParam,
  openSupportCaseBody,
  openSupportCaseResponse,
  supportCaseDetailSchema,
  supportCasePage,
  supportCasesQuery,
  supportMessageBody,
  supportMessageSchema,
} from '@limpa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listMySupportCases, listSupportCaseQueue } from './list-support-cases';
import { openSupportCase } from './open-support-case';
import {
  assignSupportCase,
  closeSupportCase,
  getSupportCase,
  postSupportMessage,
} from './support-conversation';

/** The help desk (decision 064): customers and cleaners ask; the person and admins write; admins take and close. */
export async function supportRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  const tags = ['support'];

  r.post(
    '/api/v1/support/cases',
    {
      config: { access: ['customer', 'cleaner'], writeLimit: 'supportCase' },
      schema: { tags, body: openSupportCaseBody, response: { 201: openSupportCaseResponse } },
    },
    async (request, reply) => reply.status(201).send(await openSupportCase(db, request.auth, request.body)),
  );

  r.get(
    '/api/v1/support/cases',
    {
      config: { access: 'signed-in' },
      schema: { tags, querystring: supportCasesQuery, response: { 200: supportCasePage } },
    },
    async (request) => listMySupportCases(db, request.auth.userId, request.query),
  );

  r.get(
    '/api/v1/support/cases/:id',
    {
      config: { access: 'signed-in' },
      schema: { tags, params: idParam, response: { 200: supportCaseDetailSchema } },
    },
    async (request) => getSupportCase(db, request.auth, request.params.id),
  );

  r.post(
    '/api/v1/support/cases/:id/messages',
    {
      config: { access: 'signed-in', writeLimit: 'message' },
      schema: { tags, params: idParam, body: supportMessageBody, response: { 201: supportMessageSchema } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await postSupportMessage(app.ctx, request.auth, request.params.id, request.body.body)),
  );

  r.get(
    '/api/v1/admin/support/cases',
    {
      config: { access: ['admin'] },
      schema: { tags, querystring: adminSupportCasesQuery, response: { 200: adminSupportCasePage } },
    },
    async (request) => listSupportCaseQueue(db, request.query),
  );

  r.post(
    '/api/v1/admin/support/cases/:id/assign',
    {
      config: { access: ['admin'] },
      schema: { tags, params: idParam, response: { 200: supportCaseDetailSchema } },
    },
    async (request) => assignSupportCase(db, request.auth, request.params.id),
  );

  r.post(
    '/api/v1/admin/support/cases/:id/close',
    {
      config: { access: ['admin'] },
      schema: { tags, params: idParam, response: { 200: supportCaseDetailSchema } },
    },
    async (request) => closeSupportCase(db, request.auth, request.params.id),
  );
}
