import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getOwnRating } from './rating.repository';

const ratingResponse = z.object({ averageRating: z.number().nullable(), reviewCount: z.number().int() });

export async function ratingRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/v1/me/rating',
      { config: { access: ['cleaner'] }, schema: { tags: ['cleaner'], response: { 200: ratingResponse } } },
      async (request) => getOwnRating(app.ctx.db, request.auth.userId),
    );
}
