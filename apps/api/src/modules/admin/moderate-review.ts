import type { AdminReview } from '@limpa/contracts';
import type { Database } from '@limpa/db';
import { reviewNotFound } from './admin.errors';
import { toAdminReview } from './reviews.mapper';
import { findAdminReviewRow, setReviewHidden } from './reviews.repository';

/**
 * Hides a review (recording the admin and the time) or shows it again. Hidden reviews leave the provider's
 * live average, count and public review lists, which all read `is_hidden = false`.
 */
export async function moderateReview(
  db: Database,
  adminUserId: string,
  reviewId: string,
  isHidden: boolean,
): Promise<AdminReview> {
  if (!(await setReviewHidden(db, reviewId, isHidden, adminUserId))) throw reviewNotFound();
  const row = await findAdminReviewRow(db, reviewId);
  if (!row) throw reviewNotFound();
  return toAdminReview(row);
}
