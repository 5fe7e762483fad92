import { problemSchema, unsubscribeBody, unsubscribeQuery, unsubscribeResponse } from '@limpa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { describeUnsubscribe, unsubscribe } from './unsubscribe';

/**
 * Unsubscribing from optional e-mails by the signed token of their link, signed in or not (decision 026).
 * Registered as its own plugin: the form parser it adds (RFC 8058 one-click posts
 * `List-Unsubscribe=One-Click` as a form) exists for these routes only.
 */
export async function unsubscribeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.ctx;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 2048 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const response = { 200: unsubscribeResponse, 400: problemSchema };

  r.get(
    '/api/v1/unsubscribe',
    {
      config: { access: 'public' },
      schema: {
        tags: ['notifications'],
        description: 'What an unsubscribe link would turn off. Changes nothing (mail scanners open links).',
        querystring: unsubscribeQuery,
        response,
      },
    },
    async (request) => describeUnsubscribe(db, config.authSecret, request.query.token),
  );

  r.post(
    '/api/v1/unsubscribe',
    {
      config: { access: 'public' },
      schema: {
        tags: ['notifications'],
        description:
          'Turns off one type of optional e-mail for the person of the token (in the body or the URL); idempotent. Also the RFC 8058 one-click target of the List-Unsubscribe header.',
        querystring: unsubscribeQuery,
        body: unsubscribeBody,
        response,
      },
    },
    async (request) => unsubscribe(db, config.authSecret, request.body.token ?? request.query.token),
  );
}
