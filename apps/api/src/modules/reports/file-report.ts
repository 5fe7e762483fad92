import type { CreateReportBody } from '@limpa/contracts';
import type { Database } from '@limpa/db';
import { conflict, pgCode } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { reportTargetNotFound } from './report-views';
import { findReviewToReport, haveSharedABooking, insertReport } from './reports.repository';

/**
 * Someone reports a review or a person to the team (decision 072).
 * - A review: any customer may report one that is shown (not its own author, who
 *   can ask the help desk instead), and its
 *   cleaner may report one about them. A hidden review has been dealt with already.
 * - A person: only someone who had a booking with them, customer and cleaner either way, whatever became of it.
 * Anything else, an admin included, is the same 404 as an id that does not exist: a report never tells who
 * exists. One open report per reporter and target (a partial unique index holds it under races): a repeat is
 * 409 "You have already reported this."
 */
export async function fileReport(db: Database, viewer: AuthContext, body: CreateReportBody) {
  if (body.reviewId) {
    const review = await findReviewToReport(db, body.reviewId);
    const allowed =
      review !== undefined &&
      !review.isHidden &&
      (viewer.profile.role === 'customer'
        ? review.customerId !== viewer.userId
        : viewer.profile.role === 'cleaner' && review.cleanerId === viewer.userId);
    if (!allowed) throw reportTargetNotFound();
  } else if (!body.userId || !(await haveSharedABooking(db, viewer.userId, body.userId))) {
    throw reportTargetNotFound();
  }
  try {
    return await insertReport(db, {
      reporterId: viewer.userId,
      reason: body.reason,
      ...(body.reviewId ? { reviewId: body.reviewId } : { reportedUserId: body.userId }),
    });
  } catch (err) {
    if (pgCode(err) === '23505') {
      throw conflict('You have already reported this.', 'Already Reported', 'already_reported');
    }
    throw err;
  }
}
