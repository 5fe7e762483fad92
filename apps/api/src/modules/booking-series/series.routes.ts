import { bookingSeriesSchema, idParam } from '@limpa/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { refundBookingPayment } from '../booking-payments/refund-booking-payment';
import { notifySeriesCancelled } from '../notifications/lifecycle-mails';
import { getSeriesFor } from './get-series';
import { cancelSeries } from './series-transitions';

/** Recurring series (API.md "Booking lifecycle"); skipping one visit is the booking's own cancel. */
export async function seriesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const deps = (request: FastifyRequest) => ({ ...app.deps, log: request.log });

  r.get(
    '/api/v1/booking-series/:id',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['bookings'], params: idParam, response: { 200: bookingSeriesSchema } },
    },
    async (request) => getSeriesFor(db, request.auth, request.params.id),
  );

  r.post(
    '/api/v1/booking-series/:id/cancel',
    {
      config: { access: ['customer'] },
      schema: { tags: ['bookings'], params: idParam, response: { 200: bookingSeriesSchema } },
    },
    async (request) => {
      const { cancelled } = await cancelSeries(db, request.auth.userId, request.params.id);
      // Free cancellation: a confirmed visit's payment (if any was taken) comes back in full.
      for (const visit of cancelled) {
        if (visit.status === 'confirmed') await refundBookingPayment(deps(request), visit.id);
      }
      await notifySeriesCancelled(deps(request), request.params.id, cancelled.length);
      return getSeriesFor(db, request.auth, request.params.id);
    },
  );
}
