import { type Database, reviews } from '@limpa/db';
import { and, eq, sql } from 'drizzle-orm';

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
