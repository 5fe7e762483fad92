import { deletePushSubscriptionBody, pushPublicKeySchema, pushSubscriptionBody } from '@limpa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deletePushSubscription, savePushSubscription } from './push-subscriptions';
import { loadVapidKeys } from './vapid-keys';

/** Web push (decision 025): the server's public key and the caller's subscribed browsers. */
export async function pushRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;

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
      config: { access: 'signed-in' },
      schema: { tags: ['notifications'], body: pushSubscriptionBody, response: { 204: z.null() } },
    },
    async (request, reply) => {
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
