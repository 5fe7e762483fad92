import {
  bookingActionResponse,
  bookingResponse,
  idParam,
  overtimeDisputeBody,
  rescheduleBody,
  rescheduleResponse,
} from '@limpa/contracts';
import { MAX_RESCHEDULES } from '@limpa/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answerReschedule } from './answer-reschedule';
import { approveOvertime } from './approve-overtime';
import { disputeOvertime } from './dispute-overtime';
import { rescheduleBooking } from './reschedule-booking';

/** Reschedule and overtime consent (docs/api.md#booking-lifecycle, decision 020). */
export async function bookingLifecycleRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['bookings'];

  r.post(
    '/api/v1/bookings/:id/reschedule',
    {
      config: { access: ['customer'], writeLimit: 'reschedule' },
      schema: {
        tags,
        description: `A pending booking moves at once; a confirmed one becomes a request its cleaner answers (\`rescheduleRequest\`) until its start, inside 24 h too (never a direct move; 422 reschedule_window_closed once started). Same slot rules as creation (409 slot_taken / cleaner_not_working); price unchanged. At most ${MAX_RESCHEDULES} per booking, moves and requests alike (409 reschedule_limit, \`reschedulesLeft\`); attempts count toward a per-person hourly limit (429).`,
        params: idParam,
        body: rescheduleBody,
        response: { 200: rescheduleResponse },
      },
    },
    async (request) => rescheduleBooking(request.ctx, request.auth, request.params.id, request.body),
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
      async (request) => answerReschedule(request.ctx, request.auth, request.params.id, answer),
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
        response: { 200: bookingActionResponse },
      },
    },
    async (request) => approveOvertime(request.ctx, request.auth, request.params.id),
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
    async (request) => disputeOvertime(request.ctx, request.auth, request.params.id, request.body.reason),
  );
}
