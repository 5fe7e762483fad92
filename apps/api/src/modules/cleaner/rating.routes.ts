import { ratingResponse } from '@limpa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getOwnRating } from './rating.repository';

export async function ratingRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/v1/me/rating',
      { config: { access: ['cleaner'] }, schema: { tags: ['cleaner'], response: { 200: ratingResponse } } },
      async (request) => getOwnRating(app.ctx.db, request.auth.userId),
    );
}
