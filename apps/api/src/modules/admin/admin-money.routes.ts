import {
  adminCancelBody,
  adminDisputesResponse,
  adminOvertimeDecisionBody,
  adminReassignBody,
  adminRefundBody,
  adminRefundResponse,
  bookingSchema,
  bookingWithPaymentResponse,
  idParam,
  problemSchema,
  resendPayoutResponse,
} from '@limpa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookingNotFound } from '../../lib/booking-privacy';
import { readBookingPayment } from '../booking-payments/get-booking-payment';
import { refundBookingPayment } from '../booking-payments/refund-booking-payment';
import { chargeOrScheduleRetry } from '../booking-payments/retry-booking-payment';
import { retryPaymentNow } from '../booking-payments/retry-payment-now';
import { getBookingFor } from '../bookings/read-bookings';
import { notifyBooking } from '../notifications/booking-mails';
import { notifyReassigned } from '../notifications/cancellation-mails';
import { notifyOvertime } from '../notifications/overtime-mails';
import { cancelBookingByAdmin } from './cancel-booking-by-admin';
import { decideOvertime } from './decide-overtime';
import { listDisputes } from './list-disputes';
import { reassignBooking } from './reassign-booking';
import { resendPayout } from './resend-payout';

/** Admin money tools: refunds, cancel with refund choice, charge retry, disputes, payout re-sends. Every action is audited. */
export async function adminMoneyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  const config = { access: ['admin'] as const };
  const tags = ['admin'];

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
      const refund = await refundBookingPayment(request.ctx, request.params.id, {
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
      await cancelBookingByAdmin(request.ctx, request.auth.userId, request.params.id, request.body);
      await notifyBooking(request.ctx, request.params.id, 'cancelled');
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
      await retryPaymentNow(request.ctx, {
        bookingId: request.params.id,
        customerUserId: null,
        adminUserId: request.auth.userId,
      });
      const payment = await readBookingPayment(db, request.params.id, app.ctx.payments.kind);
      if (!payment) throw bookingNotFound();
      return { booking: await getBookingFor(db, request.auth, request.params.id), payment };
    },
  );

  r.post(
    '/api/v1/admin/bookings/:id/overtime',
    {
      config,
      schema: {
        tags,
        description:
          'Decides a disputed overtime: "charge" approves and charges it, "waive" drops it (audited). 409 when the overtime is not disputed.',
        params: idParam,
        body: adminOvertimeDecisionBody,
        response: { 200: z.object({ booking: bookingSchema }), 404: problemSchema, 409: problemSchema },
      },
    },
    async (request) => {
      const { decision } = request.body;
      await decideOvertime(db, request.auth.userId, request.params.id, request.body);
      if (decision === 'charge') await chargeOrScheduleRetry(request.ctx, request.params.id);
      await notifyOvertime(request.ctx, request.params.id, decision === 'charge' ? 'charged' : 'waived');
      return { booking: await getBookingFor(db, request.auth, request.params.id) };
    },
  );

  r.post(
    '/api/v1/admin/bookings/:id/reassign',
    {
      config,
      schema: {
        tags,
        description:
          'Gives a pending or confirmed booking to another approved cleaner serving its address, same time and price (audited; everyone told). 409 slot_taken when that cleaner is busy then.',
        params: idParam,
        body: adminReassignBody,
        response: {
          200: z.object({ booking: bookingSchema }),
          404: problemSchema,
          409: problemSchema,
          422: problemSchema,
        },
      },
    },
    async (request) => {
      const { previousCleanerId } = await reassignBooking(
        db,
        request.auth.userId,
        request.params.id,
        request.body.cleanerId,
      );
      await notifyReassigned(request.ctx, request.params.id, previousCleanerId);
      return { booking: await getBookingFor(db, request.auth, request.params.id) };
    },
  );

  r.get(
    '/api/v1/admin/disputes',
    { config, schema: { tags, response: { 200: adminDisputesResponse } } },
    async () => listDisputes(db),
  );

  r.post(
    '/api/v1/admin/payouts/:id/resend',
    {
      config,
      schema: {
        tags,
        description:
          'Sends the money a reversal left held on this payout (decision 043) as a new transfer, key payout:{id}:resend:{n}; audited. 409 nothing_held when none is held, 409 transfer_refused when the processor refuses (the money stays held), 503 processor_unavailable when it cannot be reached.',
        params: idParam,
        response: { 201: resendPayoutResponse, 404: problemSchema, 409: problemSchema, 503: problemSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await resendPayout(request.ctx, request.params.id, request.auth.userId)),
  );
}
