import type { AdminReport } from '@limpa/contracts';
import { notFound } from '../../lib/app-error';
import type { ReportRow } from './reports.repository';

/** One 404 for a review or person the reporter may not report, or a report that does not exist. */
export const reportTargetNotFound = () => notFound();

const person = (userId: string, p: { profileId: string | null; fullName: string | null } | null) => ({
  userId,
  profileId: p?.profileId ?? null,
  fullName: p?.fullName ?? null,
});

export function toAdminReport(r: ReportRow): AdminReport {
  return {
    id: r.row.id,
    status: r.row.status,
    reason: r.row.reason,
    createdAt: r.row.createdAt.toISOString(),
    resolvedAt: r.row.resolvedAt?.toISOString() ?? null,
    reporter: person(r.row.reporterId, r.reporter),
    review: r.review
      ? {
          id: r.review.id,
          rating: r.review.rating,
          comment: r.review.comment,
          isHidden: r.review.isHidden,
          cleaner: person(r.review.cleanerId, r.reviewCleaner),
        }
      : null,
    person: r.row.reportedUserId
      ? { ...person(r.row.reportedUserId, r.person), role: r.person?.role ?? null }
      : null,
  };
}
