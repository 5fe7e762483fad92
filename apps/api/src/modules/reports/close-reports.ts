import type { AdminReport } from '@limpa/contracts';
import type { DbOrTx } from '@limpa/db';
import type { ReportDecision } from '@limpa/domain';
import { conflict } from '../../lib/app-error';
import { reportTargetNotFound, toAdminReport } from './report-views';
import {
  auditReportDecisions,
  closeOpenReports,
  findReport,
  lockReport,
  reportTargetProfiles,
} from './reports.repository';

/** An open report held for an admin's decision: 404 when there is none, 409 when it was decided already. */
export async function lockOpenReport(tx: DbOrTx, id: string) {
  const report = await lockReport(tx, id);
  if (!report) throw reportTargetNotFound();
  if (report.status !== 'open') {
    throw conflict('This report is already closed.', 'Report Closed', 'report_closed');
  }
  return report;
}

/** A report as the admins' queue shows it. */
export async function readAdminReport(db: DbOrTx, id: string): Promise<AdminReport> {
  const row = await findReport(db, id);
  if (!row) throw reportTargetNotFound();
  return toAdminReport(row);
}

type Which = Parameters<typeof closeOpenReports>[1];

/**
 * Closes the open reports `which` names, in the caller's transaction, with one audit row each: the admin's
 * decision on one report, or every report a hidden review or a suspension settles (decision 072). Answers the
 * ids it closed; none when they were all decided already.
 */
export async function closeReports(
  tx: DbOrTx,
  adminId: string,
  which: Which,
  status: ReportDecision,
  why: 'review_hidden' | 'person_suspended' | null = null,
): Promise<string[]> {
  const closed = await closeOpenReports(tx, which, status, adminId);
  const ids = closed.map((c) => c.id);
  const targets = await reportTargetProfiles(tx, ids);
  await auditReportDecisions(
    tx,
    adminId,
    ids.map((reportId) => ({
      reportId,
      profileId: targets.find((t) => t.reportId === reportId)?.profileId ?? null,
    })),
    status,
    why,
  );
  return ids;
}

/** Hiding a review settles every open report of it: action taken. */
export const closeReportsOfHiddenReview = (tx: DbOrTx, adminId: string, reviewId: string) =>
  closeReports(tx, adminId, { reviewId }, 'action_taken', 'review_hidden');

/** Suspending a person settles every open report about them: action taken. */
export const closeReportsAboutSuspended = (tx: DbOrTx, adminId: string, userId: string) =>
  closeReports(tx, adminId, { reportedUserId: userId }, 'action_taken', 'person_suspended');
