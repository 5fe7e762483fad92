import {
  adminCancelBody,
  adminDisputesResponse,
  adminOvertimeDecisionBody,
  adminReassignBody,
  adminRefundBody,
  adminRefundResponse,
  bookingResponse,
  bookingWithPaymentResponse,
  idParam,
  problemSchema,
  resendPayoutResponse,
} from '@limpa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cancelBookingByAdmin } from './cancel-booking-by-admin';
import { decideOvertime } from './decide-overtime';
import { listDisputes } from './list-disputes';
import { reassignBooking } from './reassign-booking';
import { refundBookingByAdmin } from './refund-booking-by-admin';
import { resendPayout } from './resend-payout';
import { retryChargeByAdmin } from './retry-charge-by-admin';

/** Admin money tools: refunds, cancel with refund choice, charge retry, disputes, payout re-sends. Every action is audited. */
export async function adminMoneyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
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
    async (request, reply) =>
      reply
        .status(201)
        .send(await refundBookingByAdmin(request.ctx, request.auth, request.params.id, request.body)),
  );

  r.post(
    '/api/v1/admin/bookings/:id/cancel',
    {
      config,
      schema: {
        tags,
        params: idParam,
        body: adminCancelBody,
        response: { 200: bookingResponse, 404: problemSchema, 409: problemSchema },
      },
    },
    async (request) => cancelBookingByAdmin(request.ctx, request.auth, request.params.id, request.body),
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
    async (request) => retryChargeByAdmin(request.ctx, request.auth, request.params.id),
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
        response: { 200: bookingResponse, 404: problemSchema, 409: problemSchema },
      },
    },
    async (request) => decideOvertime(request.ctx, request.auth, request.params.id, request.body),
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
          200: bookingResponse,
          404: problemSchema,
          409: problemSchema,
          422: problemSchema,
        },
      },
    },
    async (request) => reassignBooking(request.ctx, request.auth, request.params.id, request.body.cleanerId),
  );

  r.get(
    '/api/v1/admin/disputes',
    { config, schema: { tags, response: { 200: adminDisputesResponse } } },
    async (request) => listDisputes(request.ctx.reader),
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
