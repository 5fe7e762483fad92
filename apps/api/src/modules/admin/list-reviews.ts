import { ADMIN_REVIEWS_PAGE_SIZE, type AdminReviewPage, type AdminReviewsQuery } from '@limpa/contracts';
import type { Database } from '@limpa/db';
import { encodeInstantCursor, requireInstantCursor } from '../../lib/keyset-cursor';
import { toAdminReview } from './reviews.mapper';
import { listAdminReviewRows } from './reviews.repository';

/** Reviews and Reports: every review newest first, hidden ones included (or only hidden / only visible). */
export async function listAdminReviews(db: Database, q: AdminReviewsQuery): Promise<AdminReviewPage> {
  const rows = await listAdminReviewRows(db, {
    hidden: q.hidden,
    after: requireInstantCursor(q.cursor),
    limit: ADMIN_REVIEWS_PAGE_SIZE + 1,
  });
  const page = rows.slice(0, ADMIN_REVIEWS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: page.map(toAdminReview),
    nextCursor:
      rows.length > ADMIN_REVIEWS_PAGE_SIZE && last
        ? encodeInstantCursor({ at: last.createdAtKey, id: last.id })
        : null,
  };
}
