import { bookingSchema, idParam, overtimeDisputeBody, rescheduleBody } from '@limpa/contracts';
import { MAX_RESCHEDULES } from '@limpa/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { chargeOrScheduleRetry } from '../booking-payments/retry-booking-payment';
import { notifyOvertime } from '../notifications/overtime-mails';
import { notifyReschedule } from '../notifications/reschedule-mails';
import { acceptReschedule, declineReschedule } from './answer-reschedule';
import { approveOvertime, disputeOvertime } from './overtime-consent';
import { getBookingFor } from './read-bookings';
import { rescheduleBooking } from './reschedule-booking';

const bookingResponse = z.object({ booking: bookingSchema });
const paymentOutcome = z.object({ status: z.enum(['paid', 'failed', 'none', 'requires_action']) });

/** Reschedule and overtime consent (docs/api.md#booking-lifecycle, decision 020). */
export async function bookingLifecycleRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  const tags = ['bookings'];

  r.post(
    '/api/v1/bookings/:id/reschedule',
    {
      config: { access: ['customer'], writeLimit: 'reschedule' },
      schema: {
        tags,
        description: `A pending booking moves at once; a confirmed one at least 24 h ahead becomes a request its cleaner answers (\`rescheduleRequest\`). Same slot rules as creation (409 slot_taken / cleaner_not_working); price unchanged. At most ${MAX_RESCHEDULES} per booking, moves and requests alike (409 reschedule_limit, \`reschedulesLeft\`); attempts count toward a per-person hourly limit (429).`,
        params: idParam,
        body: rescheduleBody,
        response: { 200: bookingResponse.extend({ outcome: z.enum(['moved', 'requested']) }) },
      },
    },
    async (request) => {
      const outcome = await rescheduleBooking(db, request.auth, request.params.id, request.body);
      await notifyReschedule(request.ctx, request.params.id, outcome);
      return { outcome, booking: await getBookingFor(db, request.auth, request.params.id) };
    },
  );

  for (const answer of ['accept', 'decline'] as const) {
    r.post(
      `/api/v1/bookings/:id/reschedule/${answer}`,
      {
        config: { access: ['cleaner'] },
        schema: {
          tags,
          description: `The cleaner answers (${answer}) the open reschedule request (409 when none is open; accept: 409 slot_taken when the time was taken meanwhile).`,
          params: idParam,
          response: { 200: bookingResponse },
        },
      },
      async (request) => {
        const act = answer === 'accept' ? acceptReschedule : declineReschedule;
        await act(db, request.auth, request.params.id);
        await notifyReschedule(request.ctx, request.params.id, answer === 'accept' ? 'accepted' : 'declined');
        return { booking: await getBookingFor(db, request.auth, request.params.id) };
      },
    );
  }

  r.post(
    '/api/v1/bookings/:id/overtime/approve',
    {
      config: { access: ['customer'] },
      schema: {
        tags,
        description: 'The customer approves the overtime waiting for them; it is charged at once.',
        params: idParam,
        response: { 200: bookingResponse.extend({ payment: paymentOutcome }) },
      },
    },
    async (request) => {
      await approveOvertime(db, request.auth, request.params.id);
      const outcome = await chargeOrScheduleRetry(request.ctx, request.params.id);
      await notifyOvertime(request.ctx, request.params.id, 'approved');
      return {
        booking: await getBookingFor(db, request.auth, request.params.id),
        payment: { status: outcome === 'processing' ? ('failed' as const) : outcome },
      };
    },
  );

  r.post(
    '/api/v1/bookings/:id/overtime/dispute',
    {
      config: { access: ['customer'] },
      schema: {
        tags,
        description:
          'The customer disputes the overtime within 48 h of completion (409 overtime_answer_closed after); an admin decides.',
        params: idParam,
        body: overtimeDisputeBody,
        response: { 200: bookingResponse },
      },
    },
    async (request) => {
      await disputeOvertime(db, request.auth, request.params.id, request.body.reason);
      await notifyOvertime(request.ctx, request.params.id, 'disputed');
      return { booking: await getBookingFor(db, request.auth, request.params.id) };
    },
  );
}
