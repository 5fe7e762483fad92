import {
  bookingPage,
  bookingSchema,
  cancelBookingBody,
  createBookingBody,
  idParam,
  listBookingsQuery,
  reviewBody,
  slotsQuery,
  slotsResponse,
} from '@limpa/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { assertEmailVerified } from '../auth/account-access';
import { sendRefundParts } from '../booking-payments/refund-booking-payment';
import { chargeOrScheduleRetry } from '../booking-payments/retry-booking-payment';
import { confirmSeriesOf } from '../booking-series/series-transitions';
import { notifyBooking, writeBookingMails } from '../notifications/booking-mails';
import { notifyCleanerCancelled } from '../notifications/cancellation-mails';
import { notifySeriesSkipped } from '../notifications/lifecycle-mails';
import { notifyOvertime } from '../notifications/overtime-mails';
import { findFreeSlots } from '../slots/find-free-slots';
import { completeBooking, confirmBooking } from './cleaner-actions';
import { createBooking } from './create-booking';
import { findOwnAddress } from './create-booking.repository';
import { missingInformation } from './missing-information';
import { getBookingFor, listBookingsFor, viewBooking } from './read-bookings';
import { cancelBooking, reviewBooking } from './transition-booking';

const idempotencyHeaders = z.object({ 'idempotency-key': z.string().min(8).max(200).optional() });

/** requires_action: the customer's bank wants them to authenticate (they are told; GET …/payment has the secret). */
const paymentOutcome = z.object({ status: z.enum(['paid', 'failed', 'none', 'requires_action']) });
const actionResponse = z.object({ booking: bookingSchema, payment: paymentOutcome });

export async function bookingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  /**
   * Charges what is owed now; a failure stays on the booking and is retried in the background. Owed with no
   * card to charge is a failure too (never a quiet "none" on a booking that then looks paid).
   */
  const charge = async (request: FastifyRequest, bookingId: string) => {
    const outcome = await chargeOrScheduleRetry(request.ctx, bookingId);
    if (outcome === 'processing') return 'failed' as const;
    return outcome;
  };

  r.post(
    '/api/v1/bookings/:id/confirm',
    {
      config: { access: ['cleaner'] },
      schema: { tags: ['bookings'], params: idParam, response: { 200: actionResponse } },
    },
    async (request) => {
      assertEmailVerified(app.ctx.config.requireEmailVerification, request.auth);
      const confirmed = await confirmBooking(db, request.auth, request.params.id);
      // The first answer to a series answers the series: its other visits are confirmed, charged later, and
      // the dates its request could not hold yet are booked.
      const series = await confirmSeriesOf(db, confirmed);
      if (series) await notifySeriesSkipped(request.ctx, series.seriesId, series.skipped);
      const status = await charge(request, confirmed.id);
      await notifyBooking(request.ctx, confirmed.id, 'confirmed');
      return { booking: await getBookingFor(db, request.auth, confirmed.id), payment: { status } };
    },
  );

  r.post(
    '/api/v1/bookings/:id/complete',
    {
      config: { access: ['cleaner'] },
      schema: {
        tags: ['bookings'],
        params: idParam,
        body: z.strictObject({ hoursWorked: z.unknown() }),
        response: { 200: actionResponse },
      },
    },
    async (request) => {
      const completed = await completeBooking(db, request.auth, request.params.id, request.body.hoursWorked);
      const status = await charge(request, completed.id);
      await notifyBooking(request.ctx, completed.id, 'completed');
      if (completed.overtimeStatus === 'pending_approval') {
        await notifyOvertime(request.ctx, completed.id, 'requested');
      }
      return { booking: await getBookingFor(db, request.auth, completed.id), payment: { status } };
    },
  );

  r.get(
    '/api/v1/slots',
    {
      config: { access: ['customer'] },
      schema: { tags: ['bookings'], querystring: slotsQuery, response: { 200: slotsResponse } },
    },
    async (request) => {
      const address = await findOwnAddress(db, request.auth.userId, request.query.addressId);
      if (!address) throw new AppError(404, 'address_not_found', 'Not Found', 'Address not found.');
      const slots = await findFreeSlots(db, { address, ...request.query });
      return slots.map(({ time, cleanerIds }) => ({ time, cleanerIds }));
    },
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
      const { bookingId, series, created } = await createBooking(
        request.ctx,
        request.auth.userId,
        request.body,
        {
          idempotencyKey: request.headers['idempotency-key'],
          mailCleaner: (tx, mail) => writeBookingMails(tx, request.ctx, 'requested', mail),
        },
      );
      if (series) await notifySeriesSkipped(request.ctx, series.seriesId, series.skipped);
      // A replay answers with the booking as it is now.
      if (!created) return reply.status(200).send(await getBookingFor(db, request.auth, bookingId));
      // The cleaner's in-app notification and e-mail were written with the booking.
      return reply.status(201).send(viewBooking(created.row, request.auth));
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
        // No body at all (the customer, a pending booking) arrives as null.
        body: cancelBookingBody.nullish(),
        response: { 200: z.object({ booking: bookingSchema }) },
      },
    },
    async (request) => {
      const { previousStatus, actor, refund } = await cancelBooking(
        db,
        request.auth,
        request.params.id,
        request.body ?? {},
      );
      // A free cancellation of a confirmed, paid booking (by either side) gives the money back in full.
      await sendRefundParts(request.ctx, request.params.id, refund);
      if (actor === 'cleaner' && previousStatus === 'confirmed') {
        await notifyCleanerCancelled(request.ctx, request.params.id);
      } else {
        await notifyBooking(request.ctx, request.params.id, 'cancelled');
      }
      return { booking: await getBookingFor(db, request.auth, request.params.id) };
    },
  );

  r.post(
    '/api/v1/bookings/:id/review',
    {
      config: { access: ['customer'], writeLimit: 'review' },
      schema: {
        tags: ['bookings'],
        params: idParam,
        body: reviewBody,
        response: { 201: z.object({ id: z.uuid(), rating: z.number(), comment: z.string().nullable() }) },
      },
    },
    async (request, reply) => {
      const review = await reviewBooking(db, request.auth, request.params.id, request.body);
      return reply.status(201).send({ id: review.id, rating: review.rating, comment: review.comment });
    },
  );
}
