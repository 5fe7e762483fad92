import {
  bookingPaymentSchema,
  bookingWithPaymentResponse,
  idParam,
  problemSchema,
  retryPaymentBody,
} from '@limpa/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bookingNotFound } from '../../lib/booking-privacy';
import { readBookingPayment } from '../booking-payments/get-booking-payment';
import { retryPaymentNow } from '../booking-payments/retry-payment-now';
import { getBookingFor } from './read-bookings';

/** The customer's side of a booking's payment: what is owed, and "Pay now" (docs/api.md#payments). */
export async function bookingPaymentsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  const provider = app.ctx.payments.kind;

  /** The booking's payment for its customer only; anyone else gets 404. */
  const ownPayment = async (request: FastifyRequest, bookingId: string) => {
    const booking = await getBookingFor(db, request.auth, bookingId);
    if (booking.customerId !== request.auth.userId) throw bookingNotFound();
    const payment = await readBookingPayment(db, bookingId, provider);
    if (!payment) throw bookingNotFound();
    return { booking, payment };
  };

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
    async (request) => (await ownPayment(request, request.params.id)).payment,
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
        body: retryPaymentBody.optional(),
        response: { 200: bookingWithPaymentResponse, 404: problemSchema, 409: problemSchema },
      },
    },
    async (request) => {
      await retryPaymentNow(request.ctx, {
        bookingId: request.params.id,
        customerUserId: request.auth.userId,
        paymentMethodId: request.body?.paymentMethodId,
      });
      return ownPayment(request, request.params.id);
    },
  );
}
