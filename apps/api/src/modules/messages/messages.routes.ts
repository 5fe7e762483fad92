import {
  bookingMessageSchema,
  conversationPage,
  idParam,
  listConversationsQuery,
  listMessagesQuery,
  messagePage,
  postMessageBody,
  unreadMessagesSchema,
} from '@limpa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listMessages, postMessage, readMessages } from './booking-messages';
import { listConversations } from './list-conversations';
import { unreadMessages } from './unread-messages';

export async function messagesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  r.get(
    '/api/v1/bookings/:id/messages',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['messages'],
        params: idParam,
        querystring: listMessagesQuery,
        response: { 200: messagePage },
      },
    },
    async (request) => listMessages(db, request.auth, request.params.id, request.query),
  );

  r.post(
    '/api/v1/bookings/:id/messages',
    {
      config: { access: ['customer', 'cleaner'], writeLimit: 'message' },
      schema: {
        tags: ['messages'],
        params: idParam,
        body: postMessageBody,
        response: { 201: bookingMessageSchema },
      },
    },
    async (request, reply) => {
      const { message } = await postMessage(request.ctx, request.auth, request.params.id, request.body.body);
      return reply.status(201).send(message);
    },
  );

  r.post(
    '/api/v1/bookings/:id/messages/read',
    {
      config: { access: ['customer', 'cleaner'] },
      schema: { tags: ['messages'], params: idParam, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await readMessages(db, request.auth, request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/v1/me/unread-messages',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['messages'], response: { 200: unreadMessagesSchema } },
    },
    async (request) => unreadMessages(db, request.auth.userId),
  );

  // The inbox, at its own path and at the pre-booking conversations' collection (decision 056).
  for (const url of ['/api/v1/me/conversations', '/api/v1/conversations']) {
    r.get(
      url,
      {
        config: { access: ['customer', 'cleaner'] },
        schema: {
          tags: ['messages'],
          querystring: listConversationsQuery,
          response: { 200: conversationPage },
        },
      },
      async (request) => listConversations(db, request.auth, request.query),
    );
  }
}
