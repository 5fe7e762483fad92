import {
  bookingActionResponse,
  bookingPage,
  bookingRequestsPage,
  bookingRequestsQuery,
  bookingResponse,
  bookingSchema,
  cancelBookingRequest,
  completeBookingBody,
  createBookingBody,
  idParam,
  listBookingsQuery,
  noShowBody,
  reviewBody,
  reviewCreatedResponse,
  slotsQuery,
  slotsResponse,
} from '@limpa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertEmailVerified } from '../auth/account-access';
import { cancelBooking } from './cancel-booking';
import { completeBooking } from './complete-booking';
import { confirmBooking } from './confirm-booking';
import { createBooking } from './create-booking';
import { listBookingRequests } from './list-booking-requests';
import { listFreeSlots } from './list-free-slots';
import { missingInformation } from './missing-information';
import { getBookingFor, listBookingsFor } from './read-bookings';
import { reportNoShow } from './report-no-show';
import { reviewBooking } from './review-booking';

const idempotencyHeaders = z.object({ 'idempotency-key': z.string().min(8).max(200).optional() });

export async function bookingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  r.post(
    '/api/v1/bookings/:id/confirm',
    {
      config: { access: ['cleaner'] },
      schema: { tags: ['bookings'], params: idParam, response: { 200: bookingActionResponse } },
    },
    async (request) => confirmBooking(request.ctx, request.auth, request.params.id),
  );

  r.post(
    '/api/v1/bookings/:id/complete',
    {
      config: { access: ['cleaner'] },
      schema: {
        tags: ['bookings'],
        params: idParam,
        body: completeBookingBody,
        response: { 200: bookingActionResponse },
      },
    },
    async (request) =>
      completeBooking(request.ctx, request.auth, request.params.id, request.body.hoursWorked),
  );

  r.get(
    '/api/v1/slots',
    {
      config: { access: ['customer'] },
      schema: { tags: ['bookings'], querystring: slotsQuery, response: { 200: slotsResponse } },
    },
    async (request) => listFreeSlots(request.ctx.reader, request.auth.userId, request.query),
  );

  r.post(
    '/api/v1/bookings',
    {
      config: { access: ['customer'], writeLimit: 'bookingCreate' },
      // A body lacking only required fields is answered after the e-mail check, as "Missing Information".
      attachValidation: true,
      schema: {
        tags: ['bookings'],
        body: createBookingBody,
        headers: idempotencyHeaders,
        response: { 201: bookingSchema, 200: bookingSchema },
      },
    },
    async (request, reply) => {
      const invalid = request.validationError;
      const missing = invalid && missingInformation(invalid, request.body);
      if (invalid && !missing) throw invalid;
      assertEmailVerified(app.ctx.config.requireEmailVerification, request.auth);
      if (missing) throw missing;
      const { status, booking } = await createBooking(request.ctx, request.auth, request.body, {
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.status(status).send(booking);
    },
  );

  r.get(
    '/api/v1/bookings',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['bookings'], querystring: listBookingsQuery, response: { 200: bookingPage } },
    },
    async (request) => listBookingsFor(db, request.auth, request.query),
  );

  r.get(
    '/api/v1/me/booking-requests',
    {
      config: { access: ['cleaner'] },
      schema: {
        tags: ['bookings'],
        description:
          'Every pending request addressed to the signed-in cleaner, soonest expiry first, in keyset pages.',
        querystring: bookingRequestsQuery,
        response: { 200: bookingRequestsPage },
      },
    },
    async (request) => listBookingRequests(request.ctx, request.auth, request.query),
  );

  r.get(
    '/api/v1/bookings/:id',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['bookings'], params: idParam, response: { 200: bookingSchema } },
    },
    async (request) => getBookingFor(db, request.auth, request.params.id),
  );

  r.post(
    '/api/v1/bookings/:id/cancel',
    {
      config: { access: ['customer', 'cleaner'] },
      schema: {
        tags: ['bookings'],
        description:
          'Cancels a booking. Its cleaner may cancel a confirmed booking only with a `reason` (400 "Reason Required" without): the customer is refunded in full and told, with a link to find another cleaner.',
        params: idParam,
        body: cancelBookingRequest,
        response: { 200: bookingResponse },
      },
    },
    async (request) => cancelBooking(request.ctx, request.auth, request.params.id, request.body ?? {}),
  );

  r.post(
    '/api/v1/bookings/:id/no-show',
    {
      config: { access: ['customer', 'cleaner'] },
      schema: {
        tags: ['bookings'],
        description:
          'The other side of a confirmed booking did not come: `who` is "cleaner" (reported by the customer: full refund, no earning, the cleaner warned) or "customer" (reported by the cleaner: refund and the late-cancellation fee). From 30 minutes after the start until 24 h after it (422 outside), once per booking (409).',
        params: idParam,
        body: noShowBody,
        response: { 200: bookingResponse },
      },
    },
    async (request) => reportNoShow(request.ctx, request.auth, request.params.id, request.body.who),
  );

  r.post(
    '/api/v1/bookings/:id/review',
    {
      config: { access: ['customer'], writeLimit: 'review' },
      schema: {
        tags: ['bookings'],
        params: idParam,
        body: reviewBody,
        response: { 201: reviewCreatedResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await reviewBooking(db, request.auth, request.params.id, request.body)),
  );
}
