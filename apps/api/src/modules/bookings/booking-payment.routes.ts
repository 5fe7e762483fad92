import {
  addTipBody,
  addTipResponse,
  bookingPaymentSchema,
  bookingWithPaymentResponse,
  idParam,
  problemSchema,
  retryPaymentRequest,
} from '@limpa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { addTip } from '../booking-payments/add-tip';
import { getOwnBookingPayment } from './get-own-booking-payment';
import { payBookingNow } from './pay-booking-now';

/** The customer's side of a booking's payment: what is owed, "Pay now" and a tip (docs/api.md#payments). */
export async function bookingPaymentsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/bookings/:id/payment',
    {
      config: { access: ['customer'] },
      schema: {
        tags: ['payments'],
        params: idParam,
        response: { 200: bookingPaymentSchema, 404: problemSchema },
      },
    },
    async (request) => getOwnBookingPayment(request.ctx, request.auth, request.params.id),
  );

  r.post(
    '/api/v1/bookings/:id/payment/retry',
    {
      config: { access: ['customer'] },
      schema: {
        tags: ['payments'],
        description:
          "Pay now: charges what is owed, with `paymentMethodId` (the caller's card) replacing the booking's card. 409 nothing_owed when nothing is owed, payment_in_progress when another attempt is in flight.",
        params: idParam,
        body: retryPaymentRequest,
        response: { 200: bookingWithPaymentResponse, 404: problemSchema, 409: problemSchema },
      },
    },
    async (request) =>
      payBookingNow(request.ctx, request.auth, request.params.id, request.body?.paymentMethodId),
  );

  r.post(
    '/api/v1/bookings/:id/tip',
    {
      config: { access: ['customer'] },
      schema: {
        tags: ['payments'],
        description:
          "Tips the booking's cleaner (docs/product-rules.md#tips): `amountCents` from 1 to the booking's total, charged at once to the booking's card, all of it the cleaner's. 409 tip_not_completed, tip_window_closed (7 days after completion) or already_tipped; 422 tip_out_of_range; 402 tip_declined (nothing recorded; try again).",
        params: idParam,
        body: addTipBody,
        response: {
          201: addTipResponse,
          402: problemSchema,
          404: problemSchema,
          409: problemSchema,
          422: problemSchema,
        },
      },
    },
    async (request, reply) => {
      const answer = await addTip(request.ctx, request.auth, request.params.id, request.body);
      return reply.code(201).send(answer);
    },
  );
}
