import { ADMIN_REVIEWS_PAGE_SIZE, type AdminReviewPage, type AdminReviewsQuery } from '@limpa/contracts';
import type { Database } from '@limpa/db';
import { keysetPage, requireInstantCursor } from '../../lib/keyset-cursor';
import { toAdminReview } from './reviews.mapper';
import { listAdminReviewRows } from './reviews.repository';

/** Reviews and Reports: every review newest first, hidden ones included (or only hidden / only visible). */
export async function listAdminReviews(db: Database, q: AdminReviewsQuery): Promise<AdminReviewPage> {
  const rows = await listAdminReviewRows(db, {
    hidden: q.hidden,
    after: requireInstantCursor(q.cursor),
    limit: ADMIN_REVIEWS_PAGE_SIZE + 1,
  });
  return keysetPage(rows, ADMIN_REVIEWS_PAGE_SIZE, (r) => ({ at: r.createdAtKey, id: r.id }), toAdminReview);
}
