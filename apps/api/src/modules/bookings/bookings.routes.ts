import {
  bookingPage,
  bookingSchema,
  createBookingBody,
  idParam,
  listBookingsQuery,
  reviewBody,
  slotsQuery,
  slotsResponse,
} from '@limpa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { findFreeSlots } from '../slots/find-free-slots';
import { createBooking } from './create-booking';
import { findOwnAddress } from './create-booking.repository';
import { getBookingFor, listBookingsFor } from './read-bookings';
import { cancelBooking, reviewBooking } from './transition-booking';

const idempotencyHeaders = z.object({ 'idempotency-key': z.string().min(8).max(200).optional() });

export async function bookingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

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
      config: { access: ['customer'] },
      schema: {
        tags: ['bookings'],
        body: createBookingBody,
        headers: idempotencyHeaders,
        response: { 201: bookingSchema, 200: bookingSchema },
      },
    },
    async (request, reply) => {
      const { bookingId, replayed } = await createBooking(
        db,
        request.auth.userId,
        request.body,
        request.headers['idempotency-key'],
      );
      const booking = await getBookingFor(db, request.auth, bookingId);
      return reply.status(replayed ? 200 : 201).send(booking);
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
        params: idParam,
        response: { 200: z.object({ booking: bookingSchema }) },
      },
    },
    async (request) => {
      await cancelBooking(db, request.auth, request.params.id);
      return { booking: await getBookingFor(db, request.auth, request.params.id) };
    },
  );

  r.post(
    '/api/v1/bookings/:id/review',
    {
      config: { access: ['customer'] },
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
