import type { ProblemCode } from '@limpa/contracts';
import { bookings, type Database, type DbOrTx, profiles } from '@limpa/db';
import {
  blocksNewRequests,
  bookingTaxProfile,
  canReportNoShow,
  lateFeeCharge,
  NO_SHOW_BLOCK_DAYS,
  NO_SHOW_REPORT_FROM_MINUTES,
  NO_SHOW_REPORT_UNTIL_HOURS,
  type NoShowParty,
} from '@limpa/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { AppContext } from '../../lib/app-context';
import { AppError, conflict } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { claimRefundParts, sendRefundParts } from '../booking-payments/refund-booking-payment';
import { chargeOrScheduleRetry } from '../booking-payments/retry-booking-payment';
import { notifyNoShow } from '../notifications/no-show-mails';
import { startsAtUnchanged } from './bookings.repository';
import { loadParticipantBooking } from './cancel-booking';
import { getBookingFor } from './read-bookings';

const notReportable = (code: ProblemCode, detail: string) =>
  new AppError(422, code, 'No-show not reportable', detail);

const alreadyReported = () =>
  conflict(
    'A no-show was already reported for this booking.',
    'Already reported',
    'no_show_already_reported',
  );

/**
 * Blocks the cleaner from new requests when this report makes NO_SHOW_BLOCK_COUNT within NO_SHOW_BLOCK_DAYS,
 * counting only reports made after an admin last lifted a block. The cleaner's profile row is locked first, so
 * parallel reports about the same cleaner count one after the other and none is missed.
 */
async function blockAfterRepeatedNoShows(tx: DbOrTx, cleanerId: string, now: Date) {
  const [p] = await tx
    .select({ blockedAt: profiles.noShowBlockedAt, liftedAt: profiles.noShowBlockLiftedAt })
    .from(profiles)
    .where(eq(profiles.userId, cleanerId))
    .for('update');
  if (!p || p.blockedAt) return;
  const windowStart = new Date(now.getTime() - NO_SHOW_BLOCK_DAYS * 86_400_000);
  const since = p.liftedAt && p.liftedAt > windowStart ? p.liftedAt : windowStart;
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(
      and(
        eq(bookings.cleanerId, cleanerId),
        eq(bookings.noShowParty, 'cleaner'),
        gt(bookings.noShowReportedAt, since),
      ),
    );
  if (blocksNewRequests(row?.n ?? 0)) {
    await tx.update(profiles).set({ noShowBlockedAt: now }).where(eq(profiles.userId, cleanerId));
  }
}

/**
 * The report's own transaction (decision 069). Only the other side of a confirmed booking reports, within the
 * window; a compare-and-swap from 'confirmed' makes one report per booking (the second, or a racing one, 409).
 * The booking is cancelled with the no-show marker and everything charged is refunded (claimed here, sent
 * after). A customer who was not there owes the late fee; a cleaner who did not come earns nothing and may be
 * blocked from new requests.
 */
export async function recordNoShow(
  db: Database,
  viewer: AuthContext,
  id: string,
  who: NoShowParty,
  now: Date,
) {
  const b = await loadParticipantBooking(db, viewer, id);
  const reporter: NoShowParty = b.cleanerId === viewer.userId ? 'cleaner' : 'customer';
  if (who === reporter) {
    throw notReportable('no_show_wrong_party', 'You can only report that the other side did not come.');
  }
  if (b.noShowParty) throw alreadyReported();
  if (b.status !== 'confirmed') {
    throw conflict(
      'Only a confirmed booking can have a no-show.',
      'Booking not updated',
      'invalid_transition',
    );
  }
  if (!canReportNoShow({ status: b.status, startsAt: b.startsAt, now })) {
    throw notReportable(
      'no_show_window',
      `A no-show can be reported from ${NO_SHOW_REPORT_FROM_MINUTES} minutes after the start until ${NO_SHOW_REPORT_UNTIL_HOURS} hours after it.`,
    ).withDetailVars({ minutes: NO_SHOW_REPORT_FROM_MINUTES, hours: NO_SHOW_REPORT_UNTIL_HOURS });
  }
  const late = who === 'customer' ? lateFeeCharge(b.basePriceCents, bookingTaxProfile(b)) : null;
  const feeCents = late?.chargedCents ?? 0;
  const refund = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(bookings)
      .set({
        status: 'cancelled',
        cancelledBy: reporter,
        cancelledAt: now,
        noShowParty: who,
        noShowReportedAt: now,
        ...(feeCents > 0 && {
          lateCancellationFeeCents: feeCents,
          lateFeeCleanerShareCents: late?.cleanerShareCents ?? 0,
        }),
      })
      .where(and(eq(bookings.id, id), eq(bookings.status, 'confirmed'), startsAtUnchanged(b.startsAt)))
      .returning({ id: bookings.id });
    if (!updated) throw alreadyReported();
    const parts = await claimRefundParts(tx, id, { amountCents: 'all', keepLateFee: true });
    if (who === 'cleaner' && b.cleanerId) await blockAfterRepeatedNoShows(tx, b.cleanerId, now);
    return parts;
  });
  return { refund, feeCents };
}

/**
 * POST /bookings/:id/no-show: records the report, refunds the customer, charges the late fee when the customer
 * was not there (off-session, through the failed-charge path on failure), and tells the reported side.
 */
export async function reportNoShow(
  ctx: AppContext,
  viewer: AuthContext,
  id: string,
  who: NoShowParty,
  now = new Date(),
) {
  const { refund, feeCents } = await recordNoShow(ctx.db, viewer, id, who, now);
  await sendRefundParts(ctx, id, refund);
  if (feeCents > 0) await chargeOrScheduleRetry(ctx, id);
  await notifyNoShow(ctx, id, who);
  return { booking: await getBookingFor(ctx.db, viewer, id) };
}
