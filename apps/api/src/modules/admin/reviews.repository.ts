import { type DbOrTx, profiles, reviews } from '@limpa/db';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { InstantKeyset } from '../../lib/keyset-cursor';
import { reviewColumns } from '../../lib/review-columns';

const reviewedCleaner = alias(profiles, 'reviewed_cleaner');
const reviewer = alias(profiles, 'reviewer');

function selectReviewRows(db: DbOrTx) {
  return db
    .select({
      ...reviewColumns,
      isHidden: reviews.isHidden,
      bookingId: reviews.bookingId,
      cleaner: { userId: reviewedCleaner.userId, fullName: reviewedCleaner.fullName },
      customer: { userId: reviewer.userId, fullName: reviewer.fullName },
    })
    .from(reviews)
    .innerJoin(reviewedCleaner, eq(reviewedCleaner.userId, reviews.cleanerId))
    .innerJoin(reviewer, eq(reviewer.userId, reviews.customerId));
}

export type AdminReviewRow = Awaited<ReturnType<ReturnType<typeof selectReviewRows>['execute']>>[number];

/** Every review (hidden ones included unless filtered), newest first, keyset on (created_at, id). */
export function listAdminReviewRows(
  db: DbOrTx,
  f: { hidden?: boolean; after?: InstantKeyset; limit: number },
): Promise<AdminReviewRow[]> {
  const where: (SQL | undefined)[] = [];
  if (f.hidden !== undefined) where.push(eq(reviews.isHidden, f.hidden));
  if (f.after) {
    where.push(
      sql`(${reviews.createdAt}, ${reviews.id}) < (${f.after.at}::timestamptz, ${f.after.id}::uuid)`,
    );
  }
  return selectReviewRows(db)
    .where(and(...where))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(f.limit);
}

export async function findAdminReviewRow(db: DbOrTx, id: string): Promise<AdminReviewRow | undefined> {
  const [row] = await selectReviewRows(db).where(eq(reviews.id, id)).limit(1);
  return row;
}

/** Hides (recording who and when) or shows a review again; false when there is no such review. */
export async function setReviewHidden(db: DbOrTx, id: string, isHidden: boolean, adminUserId: string) {
  const rows = await db
    .update(reviews)
    .set(
      isHidden
        ? { isHidden: true, hiddenBy: adminUserId, hiddenAt: sql`now()` }
        : { isHidden: false, hiddenBy: null, hiddenAt: null },
    )
    .where(eq(reviews.id, id))
    .returning({ id: reviews.id });
  return rows.length > 0;
}
