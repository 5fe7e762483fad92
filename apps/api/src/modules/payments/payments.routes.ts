import {
  localAuthenticateBody,
  localAuthenticateResponse,
  paymentsConfigResponse,
  problemSchema,
} from '@limpa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/app-error';
import { isLocalAuthenticator, PaymentError } from '../../lib/payment-gateway';
import { recordPaymentEvent } from '../payment-events/process-payment-event';
import { authenticateLocalPayment } from './authenticate-local-payment';

/** Payment processor endpoints: the public config, the local 3-D Secure stand-in, Stripe's webhook. */
export async function paymentsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config, payments } = app.ctx;

  r.get(
    '/api/v1/payments/config',
    {
      config: { access: 'public' },
      schema: { tags: ['payments'], response: { 200: paymentsConfigResponse } },
    },
    async () => ({ provider: payments.kind, publishableKey: config.stripe?.publishableKey ?? null }),
  );

  if (isLocalAuthenticator(payments)) {
    r.post(
      '/api/v1/payments/local/authenticate',
      {
        config: { access: ['customer'] },
        schema: {
          tags: ['payments'],
          description:
            "PAYMENTS=local only: the card issuer's 3-D Secure page. The customer who owns the charge authorizes or fails it.",
          body: localAuthenticateBody,
          response: { 200: localAuthenticateResponse, 404: problemSchema },
        },
      },
      async (request) => authenticateLocalPayment(request.ctx, request.auth.userId, request.body),
    );
  }

  if (payments.kind === 'stripe') await app.register(stripeWebhookRoute);
}

/**
 * Stripe's webhook. The signature is over the exact bytes, so this route (and only this route: the parser is
 * registered in this encapsulated plugin) reads the body as a Buffer. Bad signature → 400; a verified event is
 * stored once and processed by a job; a replay answers 200 too.
 */
async function stripeWebhookRoute(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) =>
    done(null, body),
  );
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/v1/payments/stripe/webhook',
    {
      config: { access: 'public' },
      schema: {
        tags: ['payments'],
        description:
          'Stripe events (raw body, Stripe-Signature). README "Going live with Stripe" lists the events.',
        response: { 200: z.object({ received: z.literal(true), replayed: z.boolean() }), 400: problemSchema },
      },
    },
    async (request) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      let event: ReturnType<typeof app.ctx.payments.parseWebhook>;
      try {
        event = app.ctx.payments.parseWebhook(body, typeof signature === 'string' ? signature : undefined);
      } catch (err) {
        if (err instanceof PaymentError)
          throw badRequest('Invalid Signature', err.message, 'invalid_signature');
        throw err;
      }
      const { replayed } = await recordPaymentEvent(request.ctx, event);
      return { received: true as const, replayed };
    },
  );
}
