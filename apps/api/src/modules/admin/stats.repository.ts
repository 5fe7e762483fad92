import { bookings, type DbOrTx, profiles, reports, reviews, sessions } from '@limpa/db';
import { sql } from 'drizzle-orm';
import { platformFeeEarned } from '../bookings/bookings.repository';

/** A session counts as active when used within this window and not expired. */
export const ACTIVE_SESSION_WINDOW = '15 minutes';
/** Visible reviews this recent are the dashboard's "Reviews this week" (reviews publish at once: no queue). */
export const RECENT_REVIEWS_WINDOW = '7 days';

interface CountsRow {
  totalUsers: number;
  activeCleaners: number;
  activeSessions: number;
  reviewsThisWeek: number;
  totalBookings: number;
  pendingBookings: number;
  completedBookings: number;
  failedPayments: number;
  openReports: number;
}

/** Every dashboard count in one statement (one scan of bookings, the others by index or small tables). */
export async function readCounts(db: DbOrTx): Promise<CountsRow> {
  const result = await db.execute<Record<keyof CountsRow, number>>(sql`
    select
      (select count(*)::int from ${profiles}) as "totalUsers",
      (select count(*)::int from ${profiles}
        where ${profiles.role} = 'cleaner' and ${profiles.isApproved} and ${profiles.onboardingComplete}) as "activeCleaners",
      (select count(*)::int from ${sessions}
        where ${sessions.updatedAt} > now() - ${ACTIVE_SESSION_WINDOW}::interval
          and ${sessions.expiresAt} > now()) as "activeSessions",
      (select count(*)::int from ${reviews}
        where not ${reviews.isHidden}
          and ${reviews.createdAt} > now() - ${RECENT_REVIEWS_WINDOW}::interval) as "reviewsThisWeek",
      (select count(*)::int from ${reports} where ${reports.status} = 'open') as "openReports",
      b."totalBookings", b."pendingBookings", b."completedBookings", b."failedPayments"
    from (
      select count(*)::int as "totalBookings",
        (count(*) filter (where ${bookings.status} = 'pending'))::int as "pendingBookings",
        (count(*) filter (where ${bookings.status} = 'completed'))::int as "completedBookings",
        (count(*) filter (where ${bookings.paymentStatus} = 'failed'))::int as "failedPayments"
      from ${bookings}
    ) b
  `);
  const row = result.rows[0]!;
  return {
    totalUsers: Number(row.totalUsers),
    activeCleaners: Number(row.activeCleaners),
    activeSessions: Number(row.activeSessions),
    reviewsThisWeek: Number(row.reviewsThisWeek),
    totalBookings: Number(row.totalBookings),
    pendingBookings: Number(row.pendingBookings),
    completedBookings: Number(row.completedBookings),
    failedPayments: Number(row.failedPayments),
    openReports: Number(row.openReports),
  };
}

/** Platform fees of paid bookings per currency (the final fee once completed with a final total). */
export function readRevenue(db: DbOrTx) {
  return db
    .select({
      currency: bookings.currency,
      amountCents: sql`coalesce(sum(${platformFeeEarned}), 0)`.mapWith(Number),
    })
    .from(bookings)
    .where(sql`${bookings.paymentStatus} = 'paid'`)
    .groupBy(bookings.currency)
    .orderBy(bookings.currency);
}
