import type { AdminReview } from '@limpa/contracts';
import type { Database, DbOrTx } from '@limpa/db';
import { closeReportsOfHiddenReview } from '../reports/close-reports';
import { reviewNotFound } from './admin.errors';
import { toAdminReview } from './reviews.mapper';
import { findAdminReviewRow, setReviewHidden } from './reviews.repository';

/**
 * Hides a review in the caller's transaction, recording the admin and the time, and settles every open report
 * of it as action taken (decision 072): the hide and the reports' closing commit together. False when there is
 * no such review.
 */
export async function hideReviewIn(tx: DbOrTx, adminUserId: string, reviewId: string) {
  if (!(await setReviewHidden(tx, reviewId, true, adminUserId))) return false;
  await closeReportsOfHiddenReview(tx, adminUserId, reviewId);
  return true;
}

/**
 * Hides a review or shows it again. Hidden reviews leave the provider's live average, count and public review
 * lists, which all read `is_hidden = false`.
 */
export async function moderateReview(
  db: Database,
  adminUserId: string,
  reviewId: string,
  isHidden: boolean,
): Promise<AdminReview> {
  const row = await db.transaction(async (tx) => {
    const changed = isHidden
      ? await hideReviewIn(tx, adminUserId, reviewId)
      : await setReviewHidden(tx, reviewId, false, adminUserId);
    return changed ? findAdminReviewRow(tx, reviewId) : undefined;
  });
  if (!row) throw reviewNotFound();
  return toAdminReview(row);
}
