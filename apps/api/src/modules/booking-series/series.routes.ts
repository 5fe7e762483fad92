import { bookingSeriesSchema, idParam } from '@limpa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cancelSeries } from './cancel-series';
import { getSeriesFor } from './get-series';

/** Recurring series (docs/api.md#booking-lifecycle); skipping one visit is the booking's own cancel. */
export async function seriesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

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
    async (request) => cancelSeries(request.ctx, request.auth, request.params.id),
  );
}
