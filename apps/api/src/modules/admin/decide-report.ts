import type { AdminReport } from '@limpa/contracts';
import type { Database } from '@limpa/db';
import type { ReportDecision } from '@limpa/domain';
import { closeReports, lockOpenReport, readAdminReport } from '../reports/close-reports';
import { hideReviewIn } from './moderate-review';

/**
 * An admin decides an open report (decision 072), under its row lock: dismissed, or action taken. Taking action
 * on a review's report hides the review, which settles every open report of it; a person's is marked, the
 * suspension itself being the user page's (which settles the rest). A report decided already is 409.
 */
export async function decideReport(
  db: Database,
  adminUserId: string,
  reportId: string,
  status: ReportDecision,
): Promise<AdminReport> {
  return db.transaction(async (tx) => {
    const report = await lockOpenReport(tx, reportId);
    if (status === 'action_taken' && report.reviewId) await hideReviewIn(tx, adminUserId, report.reviewId);
    else await closeReports(tx, adminUserId, { ids: [report.id] }, status);
    return readAdminReport(tx, report.id);
  });
}
