import {
  adminCancelBody,
  adminDisputesResponse,
  adminRefundBody,
  adminRefundResponse,
  bookingSchema,
  bookingWithPaymentResponse,
  idParam,
  problemSchema,
} from '@limpa/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readBookingPayment } from '../booking-payments/get-booking-payment';
import { refundBookingPayment } from '../booking-payments/refund-booking-payment';
import { retryPaymentNow } from '../booking-payments/retry-payment-now';
import { bookingNotFound, getBookingFor } from '../bookings/read-bookings';
import { notifyBooking } from '../notifications/booking-mails';
import { cancelBookingByAdmin } from './cancel-booking-by-admin';
import { listDisputes } from './list-disputes';

/** Admin money tools: refunds, cancel with refund choice, charge retry, disputes. Every action is audited. */
export async function adminMoneyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const config = { access: ['admin'] as const };
  const tags = ['admin'];
  const deps = (request: FastifyRequest) => ({ ...app.deps, log: request.log });

  r.post(
    '/api/v1/admin/bookings/:id/refunds',
    {
      config,
      schema: {
        tags,
        description:
          'Full or partial refund with a reason; more than paid minus refunded → 422 "Refund Too Large".',
        params: idParam,
        body: adminRefundBody,
        response: { 201: adminRefundResponse, 404: problemSchema, 422: problemSchema },
      },
    },
    async (request, reply) => {
      await getBookingFor(db, request.auth, request.params.id);
      const refund = await refundBookingPayment(deps(request), request.params.id, {
        amountCents: request.body.amountCents,
        reason: request.body.reason,
        actorUserId: request.auth.userId,
      });
      if (!refund.id || refund.status === 'none') throw bookingNotFound();
      return reply
        .status(201)
        .send({ refund: { id: refund.id, amountCents: refund.amountCents, status: refund.status } });
    },
  );

  r.post(
    '/api/v1/admin/bookings/:id/cancel',
    {
      config,
      schema: {
        tags,
        params: idParam,
        body: adminCancelBody,
        response: { 200: z.object({ booking: bookingSchema }), 404: problemSchema, 409: problemSchema },
      },
    },
    async (request) => {
      await cancelBookingByAdmin(deps(request), request.auth.userId, request.params.id, request.body);
      await notifyBooking(
        { ...deps(request), brand: app.deps.config.brandName, publicUrl: app.deps.config.publicUrl },
        request.params.id,
        'cancelled',
      );
      return { booking: await getBookingFor(db, request.auth, request.params.id) };
    },
  );

  r.post(
    '/api/v1/admin/bookings/:id/payment/retry',
    {
      config,
      schema: {
        tags,
        params: idParam,
        response: { 200: bookingWithPaymentResponse, 404: problemSchema, 409: problemSchema },
      },
    },
    async (request) => {
      await retryPaymentNow(deps(request), {
        bookingId: request.params.id,
        customerUserId: null,
        adminUserId: request.auth.userId,
      });
      const payment = await readBookingPayment(db, request.params.id, app.deps.payments.kind);
      if (!payment) throw bookingNotFound();
      return { booking: await getBookingFor(db, request.auth, request.params.id), payment };
    },
  );

  r.get(
    '/api/v1/admin/disputes',
    { config, schema: { tags, response: { 200: adminDisputesResponse } } },
    async () => listDisputes(db),
  );
}
