import {
  addPaymentMethodBody,
  idParam,
  localCardTokenBody,
  localCardTokenResponse,
  paymentMethodListResponse,
  paymentMethodSchema,
  problemSchema,
  setupIntentResponse,
} from '@limpa/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/app-error';
import { isCardTokenizer, PaymentError } from '../../lib/payment-gateway';
import { enforceCardAttemptLimits } from './card-attempt-limits';
import { createCardSetup } from './card-from-setup-intent';
import {
  addPaymentMethod,
  listOwnPaymentMethods,
  removePaymentMethod,
  setDefaultPaymentMethod,
} from './payment-methods.service';

export async function paymentMethodsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const customer = ['customer'] as const;
  const caller = (request: FastifyRequest) => ({ userId: request.auth.userId, email: request.auth.email });
  const limitCardAttempts = (request: FastifyRequest) =>
    enforceCardAttemptLimits(ctx.limiter, request, ctx.config.rateLimitCardsPerIp);

  r.get(
    '/api/v1/me/payment-methods',
    {
      config: { access: customer },
      schema: { tags: ['payment methods'], response: { 200: paymentMethodListResponse } },
    },
    async (request) => listOwnPaymentMethods(ctx, request.auth.userId),
  );

  r.post(
    '/api/v1/me/payment-methods',
    {
      config: { access: customer },
      schema: {
        tags: ['payment methods'],
        body: addPaymentMethodBody,
        response: {
          201: paymentMethodSchema,
          400: problemSchema,
          404: problemSchema,
          409: problemSchema,
          422: problemSchema,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addPaymentMethod(ctx, caller(request), request.body)),
  );

  r.post(
    '/api/v1/me/payment-methods/setup-intent',
    {
      config: { access: customer },
      schema: {
        tags: ['payment methods'],
        description:
          'PAYMENTS=stripe: a SetupIntent (usage off_session) for the Payment Element. 409 not_stripe_mode otherwise. Counted with the card form: 20 per person and RATE_LIMIT_CARDS_PER_IP per address per 10 minutes, then 429.',
        response: { 201: setupIntentResponse, 409: problemSchema, 429: problemSchema },
      },
    },
    async (request, reply) => {
      await limitCardAttempts(request);
      return reply.status(201).send(await createCardSetup(ctx, caller(request)));
    },
  );

  r.post(
    '/api/v1/me/payment-methods/:id/default',
    {
      config: { access: customer },
      schema: {
        tags: ['payment methods'],
        params: idParam,
        response: { 200: paymentMethodSchema, 404: problemSchema, 422: problemSchema },
      },
    },
    async (request) => setDefaultPaymentMethod(ctx, request.auth.userId, request.params.id),
  );

  r.delete(
    '/api/v1/me/payment-methods/:id',
    {
      config: { access: customer },
      schema: { tags: ['payment methods'], params: idParam },
    },
    async (request, reply) => {
      await removePaymentMethod(ctx, request.auth.userId, request.params.id);
      return reply.status(204).send();
    },
  );

  // The local test processor's card form (what a card provider's browser script does). The body holds a card
  // number: it is never logged (Fastify does not log bodies) and never echoed in an error.
  const tokenizer = ctx.payments;
  if (isCardTokenizer(tokenizer)) {
    r.post(
      '/api/v1/payments/local/tokens',
      {
        config: { access: 'signed-in' },
        schema: {
          tags: ['payments'],
          description: 'PAYMENTS=local only. Test cards: see docs/product-rules.md#payments.',
          body: localCardTokenBody,
          response: { 200: localCardTokenResponse, 400: problemSchema, 429: problemSchema },
        },
      },
      async (request) => {
        await limitCardAttempts(request);
        try {
          return await tokenizer.createToken(request.body);
        } catch (err) {
          if (err instanceof PaymentError) throw badRequest('Invalid card', err.message, err.code);
          throw err;
        }
      },
    );
  }
}
