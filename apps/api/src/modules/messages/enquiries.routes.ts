import {
  enquiryMessagePage,
  enquiryMessageSchema,
  enquirySchema,
  idParam,
  listMessagesQuery,
  openEnquiryBody,
  openEnquiryResponse,
  postMessageBody,
} from '@limpa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getEnquiry, listEnquiryMessages, postEnquiryMessage, readEnquiryMessages } from './enquiry-messages';
import { openEnquiry } from './open-enquiry';

/**
 * Pre-booking conversations (decision 056). Their messages take the booking messages' body, page query and
 * per-person write limit (`message`), so one rule bounds every message a person sends.
 */
export async function enquiriesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  r.post(
    '/api/v1/conversations',
    {
      config: { access: ['customer'], writeLimit: 'conversationOpen' },
      schema: { tags: ['messages'], body: openEnquiryBody, response: { 201: openEnquiryResponse } },
    },
    async (request, reply) =>
      reply.status(201).send(await openEnquiry(db, request.auth, request.body.cleanerId)),
  );

  r.get(
    '/api/v1/conversations/:id',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['messages'], params: idParam, response: { 200: enquirySchema } },
    },
    async (request) => getEnquiry(db, request.auth, request.params.id),
  );

  r.get(
    '/api/v1/conversations/:id/messages',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['messages'],
        params: idParam,
        querystring: listMessagesQuery,
        response: { 200: enquiryMessagePage },
      },
    },
    async (request) => listEnquiryMessages(db, request.auth, request.params.id, request.query),
  );

  r.post(
    '/api/v1/conversations/:id/messages',
    {
      config: { access: ['customer', 'cleaner'], writeLimit: 'message' },
      schema: {
        tags: ['messages'],
        params: idParam,
        body: postMessageBody,
        response: { 201: enquiryMessageSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await postEnquiryMessage(request.ctx, request.auth, request.params.id, request.body.body)),
  );

  r.post(
    '/api/v1/conversations/:id/messages/read',
    {
      config: { access: ['customer', 'cleaner'] },
      schema: { tags: ['messages'], params: idParam, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await readEnquiryMessages(db, request.auth, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
