import { type Database, reviews } from '@limpa/db';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const ratingResponse = z.object({ averageRating: z.number().nullable(), reviewCount: z.number().int() });

/** The cleaner's own live rating (visible reviews only), also before they are listed publicly. */
export async function getOwnRating(db: Database, userId: string) {
  const [row] = await db
    .select({
      averageRating: sql<string | null>`round(avg(${reviews.rating}), 1)`,
      reviewCount: sql<number>`count(*)::int`,
    })
    .from(reviews)
    .where(and(eq(reviews.cleanerId, userId), eq(reviews.isHidden, false)));
  return {
    averageRating:
      row?.averageRating === null || row?.averageRating === undefined ? null : Number(row.averageRating),
    reviewCount: row?.reviewCount ?? 0,
  };
}

export async function ratingRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/v1/me/rating',
      { config: { access: ['cleaner'] }, schema: { tags: ['cleaner'], response: { 200: ratingResponse } } },
      async (request) => getOwnRating(app.deps.db, request.auth.userId),
    );
}
