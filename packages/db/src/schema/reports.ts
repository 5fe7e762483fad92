import { REPORT_REASON_MAX_CHARS, REPORT_STATUSES } from '@limpa/domain';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { userReference, users } from './auth';
import { reviews } from './reviews-and-favorites';

/**
 * A report to the team (decision 072): someone flags a review or a person, with a reason. Exactly one target.
 * An admin dismisses it or takes action; hiding the review or suspending the person closes every open report
 * about them as action taken. Who may report what is the API's rule (modules/reports/file-report.ts).
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: userReference('reporter_id', 'cascade'),
    reviewId: uuid('review_id').references(() => reviews.id, { onDelete: 'cascade' }),
    reportedUserId: text('reported_user_id').references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    status: text('status').$type<(typeof REPORT_STATUSES)[number]>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: text('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('reports_one_target_ck', sql`num_nonnulls(${t.reviewId}, ${t.reportedUserId}) = 1`),
    check(
      'reports_status_ck',
      sql`${t.status} in (${sql.raw(REPORT_STATUSES.map((s) => `'${s}'`).join(','))})`,
    ),
    check(
      'reports_reason_ck',
      sql`char_length(${t.reason}) between 1 and ${sql.raw(String(REPORT_REASON_MAX_CHARS))}`,
    ),
    check('reports_resolved_ck', sql`(${t.status} = 'open') = (${t.resolvedAt} is null)`),
    // One open report per reporter and target: a repeat (or a double tap racing itself) is refused here.
    uniqueIndex('reports_open_review_uq')
      .on(t.reporterId, t.reviewId)
      .where(sql`${t.status} = 'open' and ${t.reviewId} is not null`),
    uniqueIndex('reports_open_person_uq')
      .on(t.reporterId, t.reportedUserId)
      .where(sql`${t.status} = 'open' and ${t.reportedUserId} is not null`),
    // The admins' queue, by status, newest first; and the open reports a hide or a suspension closes.
    index('reports_queue_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('reports_open_by_review_idx').on(t.reviewId).where(sql`${t.status} = 'open'`),
    index('reports_open_by_person_idx').on(t.reportedUserId).where(sql`${t.status} = 'open'`),
  ],
);
