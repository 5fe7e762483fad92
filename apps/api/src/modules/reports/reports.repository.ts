import { auditLog, bookings, type DbOrTx, profiles, reports, reviews } from '@limpa/db';
import type { ReportDecision, ReportStatus } from '@limpa/domain';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { descIndexed, exactInstant, type InstantKeyset, olderThan } from '../../lib/keyset-cursor';

/** A review as a reporter may name it: whom it is about, who wrote it, and whether it is still shown. */
export async function findReviewToReport(db: DbOrTx, reviewId: string) {
  const [row] = await db
    .select({ customerId: reviews.customerId, cleanerId: reviews.cleanerId, isHidden: reviews.isHidden })
    .from(reviews)
    .where(eq(reviews.id, reviewId));
  return row;
}

/**
 * Whether the two people ever had a booking together, the reporter on one side and the reported person on the
 * other (any status): one indexed probe on the customer's bookings, joined to the reported person's role.
 */
export async function haveSharedABooking(db: DbOrTx, reporterId: string, reportedUserId: string) {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(bookings)
    .innerJoin(profiles, eq(profiles.userId, reportedUserId))
    .where(
      and(
        sql`${profiles.role} <> 'admin'`,
        or(
          and(eq(bookings.customerId, reporterId), eq(bookings.cleanerId, reportedUserId)),
          and(eq(bookings.customerId, reportedUserId), eq(bookings.cleanerId, reporterId)),
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertReport(
  tx: DbOrTx,
  input: { reporterId: string; reviewId?: string; reportedUserId?: string; reason: string },
) {
  const [row] = await tx.insert(reports).values(input).returning({ id: reports.id, status: reports.status });
  return row!;
}

const reporter = alias(profiles, 'reporter');
const reportedPerson = alias(profiles, 'reported_person');
const reviewedCleaner = alias(profiles, 'reported_review_cleaner');

/** Reports with their reporter, and their review (and its cleaner) or their person, each by its profile. */
const reportsWithTargets = (db: DbOrTx) =>
  db
    .select({
      row: reports,
      key: exactInstant(reports.createdAt),
      reporter: { profileId: reporter.id, fullName: reporter.fullName },
      review: {
        id: reviews.id,
        rating: reviews.rating,
        comment: reviews.comment,
        isHidden: reviews.isHidden,
        cleanerId: reviews.cleanerId,
      },
      reviewCleaner: { profileId: reviewedCleaner.id, fullName: reviewedCleaner.fullName },
      person: { profileId: reportedPerson.id, fullName: reportedPerson.fullName, role: reportedPerson.role },
    })
    .from(reports)
    .leftJoin(reporter, eq(reporter.userId, reports.reporterId))
    .leftJoin(reviews, eq(reviews.id, reports.reviewId))
    .leftJoin(reviewedCleaner, eq(reviewedCleaner.userId, reviews.cleanerId))
    .leftJoin(reportedPerson, eq(reportedPerson.userId, reports.reportedUserId));
export type ReportRow = Awaited<ReturnType<ReturnType<typeof reportsWithTargets>['execute']>>[number];

/** A page of the admins' queue: one status, newest first, from the queue's index. */
export const listReportQueue = (
  db: DbOrTx,
  status: ReportStatus,
  after: InstantKeyset | undefined,
  limit: number,
) =>
  reportsWithTargets(db)
    .where(and(eq(reports.status, status), olderThan(reports.createdAt, reports.id, after)))
    .orderBy(descIndexed(reports.createdAt), descIndexed(reports.id))
    .limit(limit);

export async function findReport(db: DbOrTx, id: string) {
  const [row] = await reportsWithTargets(db).where(eq(reports.id, id));
  return row;
}

/** The report's row, held for a decision. */
export async function lockReport(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(reports).where(eq(reports.id, id)).for('update');
  return row;
}

/**
 * Closes open reports (compare-and-swap on `status = 'open'`: a report decided meanwhile is left as it is) and
 * answers what it closed, with whom each was about for the audit.
 */
export async function closeOpenReports(
  tx: DbOrTx,
  which: { ids?: string[]; reviewId?: string; reportedUserId?: string },
  status: ReportDecision,
  adminId: string,
) {
  const target = which.ids
    ? inArray(reports.id, which.ids)
    : which.reviewId
      ? eq(reports.reviewId, which.reviewId)
      : eq(reports.reportedUserId, which.reportedUserId ?? '');
  return tx
    .update(reports)
    .set({ status, resolvedAt: sql`now()`, resolvedBy: adminId })
    .where(and(eq(reports.status, 'open'), target))
    .returning({ id: reports.id, reviewId: reports.reviewId, reportedUserId: reports.reportedUserId });
}

/** The profiles of people a set of reports are about (a review's: its cleaner), for the audit's target. */
export async function reportTargetProfiles(tx: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return tx
    .select({ reportId: reports.id, profileId: profiles.id })
    .from(reports)
    .leftJoin(reviews, eq(reviews.id, reports.reviewId))
    .innerJoin(profiles, eq(profiles.userId, sql`coalesce(${reports.reportedUserId}, ${reviews.cleanerId})`))
    .where(inArray(reports.id, ids));
}

/** One audit row per report an admin's decision closed (field: the report; old and new: its status). */
export async function auditReportDecisions(
  tx: DbOrTx,
  adminId: string,
  closed: { reportId: string; profileId: string | null }[],
  status: ReportDecision,
  why: string | null,
) {
  if (closed.length === 0) return;
  await tx.insert(auditLog).values(
    closed.map((c) => ({
      actorId: adminId,
      targetProfileId: c.profileId,
      action: 'report_decision',
      field: 'report',
      oldValue: 'open',
      newValue: status,
      reason: why ? `${why} (${c.reportId})` : c.reportId,
    })),
  );
}
