import {
  adminCreateCustomerBookingBody,
  adminCustomerBookingOptions,
  adminCustomerSlotsQuery,
  adminCustomerSlotsResponse,
  adminOpenBookingsResponse,
  bookingSchema,
  problemSchema,
  profileIdParam,
} from '@limpa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createBookingForCustomer } from './create-booking-for-customer';
import { getCustomerBookingOptions, listCustomerSlots } from './customer-booking-options';
import { listCleanerOpenBookings } from './list-cleaner-open-bookings';

const idempotencyHeaders = z.object({ 'idempotency-key': z.string().min(8).max(200).optional() });

/**
 * Booking in a customer's name and a cleaner's open bookings before a demotion (decision 057). Admin-only;
 * the booking is the customer's own request, made by the use case their wizard calls.
 */
export async function adminCustomerBookingRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  const config = { access: ['admin'] as const };
  const tags = ['admin'];

  r.get(
    '/api/v1/admin/users/:profileId/booking-options',
    {
      config,
      schema: {
        tags,
        description:
          "The customer's own saved addresses and cards, to book with in their name. 422 not_a_customer for a cleaner, an admin or a suspended account.",
        params: profileIdParam,
        response: { 200: adminCustomerBookingOptions, 404: problemSchema, 422: problemSchema },
      },
    },
    async (request) => getCustomerBookingOptions(request.ctx, request.params.profileId),
  );

  r.get(
    '/api/v1/admin/users/:profileId/slots',
    {
      config,
      schema: {
        tags,
        description:
          "Free start times at one of the customer's addresses (404 for anyone else's), each with the free cleaners' names.",
        params: profileIdParam,
        querystring: adminCustomerSlotsQuery,
        response: { 200: adminCustomerSlotsResponse, 404: problemSchema, 422: problemSchema },
      },
    },
    async (request) => listCustomerSlots(request.ctx, request.params.profileId, request.query),
  );

  r.post(
    '/api/v1/admin/users/:profileId/bookings',
    {
      config: { ...config, writeLimit: 'bookingCreate' },
      schema: {
        tags,
        description:
          "A booking request in the customer's name, judged exactly as their own (POST /bookings): their address and card only (404), the server's price, the slot, earliest start and open-request limit. Audited; the customer is told in the app and by e-mail, the cleaner as for any request.",
        params: profileIdParam,
        body: adminCreateCustomerBookingBody,
        headers: idempotencyHeaders,
        response: {
          201: bookingSchema,
          200: bookingSchema,
          400: problemSchema,
          404: problemSchema,
          409: problemSchema,
          422: problemSchema,
        },
      },
    },
    async (request, reply) => {
      const { status, booking } = await createBookingForCustomer(
        request.ctx,
        request.auth,
        request.params.profileId,
        request.body,
        { idempotencyKey: request.headers['idempotency-key'] },
      );
      return reply.status(status).send(booking);
    },
  );

  r.get(
    '/api/v1/admin/users/:profileId/open-bookings',
    {
      config,
      schema: {
        tags,
        description:
          "A cleaner's pending and confirmed bookings still to come, soonest first, each with the cleaners free to take it over (what demoting them asks about).",
        params: profileIdParam,
        response: { 200: adminOpenBookingsResponse, 404: problemSchema },
      },
    },
    async (request) => listCleanerOpenBookings(db, request.auth, request.params.profileId),
  );
}
