import { deletePushSubscriptionBody, pushPublicKeySchema, pushSubscriptionBody } from '@limpa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { type PushEndpointVerdict, vetPushEndpoint } from './push-endpoint-policy';
import { deletePushSubscription, savePushSubscription } from './push-subscriptions';
import { loadVapidKeys } from './vapid-keys';

/** The detail of each refusal (problems.json `push_endpoint_refused`: detail, detail_private, detail_unresolvable). */
const REFUSALS = {
  not_push_service: {
    key: 'detail',
    text: 'This browser’s push service is not one we can send notifications to.',
  },
  private_address: { key: 'detail_private', text: 'This push service’s address is not a public one.' },
  unresolvable: {
    key: 'detail_unresolvable',
    text: 'This push service could not be reached. Try again later.',
  },
} as const;

function endpointRefused(reason: Extract<PushEndpointVerdict, { ok: false }>['reason']) {
  const { key, text } = REFUSALS[reason];
  return new AppError(400, 'push_endpoint_refused', 'Push Not Enabled', text).withDetailVars({}, key);
}

/** Web push (decisions 025 and 042): the server's public key and the caller's subscribed browsers. */
export async function pushRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, config, resolveHost } = app.ctx;
  const policy = { resolveHost, testOrigins: config.pushTestOrigins };

  r.get(
    '/api/v1/push/public-key',
    {
      config: { access: 'public' },
      schema: { tags: ['notifications'], response: { 200: pushPublicKeySchema } },
    },
    async () => ({ publicKey: (await loadVapidKeys(db, config)).publicKey }),
  );

  r.post(
    '/api/v1/me/push-subscriptions',
    {
      config: { access: 'signed-in', writeLimit: 'pushSubscribe' },
      schema: { tags: ['notifications'], body: pushSubscriptionBody, response: { 204: z.null() } },
    },
    async (request, reply) => {
      // Only a push service's endpoint is stored: the worker sends requests to whatever is stored.
      const verdict = await vetPushEndpoint(request.body.endpoint, policy);
      if (!verdict.ok) throw endpointRefused(verdict.reason);
      await savePushSubscription(db, request.auth.userId, request.body);
      return reply.status(204).send(null);
    },
  );

  r.delete(
    '/api/v1/me/push-subscriptions',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['notifications'], body: deletePushSubscriptionBody, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await deletePushSubscription(db, request.auth.userId, request.body.endpoint);
      return reply.status(204).send(null);
    },
  );
}
