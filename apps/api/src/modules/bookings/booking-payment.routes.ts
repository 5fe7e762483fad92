import {
  bookingPaymentSchema,
  bookingWithPaymentResponse,
  idParam,
  problemSchema,
  retryPaymentRequest,
} from '@limpa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getOwnBookingPayment } from './get-own-booking-payment';
import { payBookingNow } from './pay-booking-now';

/** The customer's side of a booking's payment: what is owed, and "Pay now" (docs/api.md#payments). */
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
}
