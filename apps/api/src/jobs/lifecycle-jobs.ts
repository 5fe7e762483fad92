import { mondayPayoutDate } from '@limpa/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../lib/app-context';
import { QUEUES } from '../lib/job-queue';
import { foldBookingCounts } from '../modules/admin/booking-counts';
import { retryStrandedRefunds } from '../modules/booking-payments/refund-booking-payment';
import { chargeDueSeriesVisits } from '../modules/booking-series/charge-due-visits';
import { topUpSeries } from '../modules/booking-series/top-up-series';
import { approveSilentOvertime } from '../modules/bookings/approve-silent-overtime';
import { expirePendingBookings } from '../modules/bookings/expire-pending-bookings';
import { purgeEndedAccountsDocuments } from '../modules/cleaner-documents/purge-ended-accounts-documents';
import { digestUnreadMessages } from '../modules/notifications/digest-unread-messages';
import { trimLiveEvents } from '../modules/notifications/live-events.repository';
import { remindUpcomingBookings } from '../modules/notifications/remind-upcoming-bookings';

/** How often the expiry and charge sweep is queued. */
export const LIFECYCLE_TICK_MS = 5 * 60_000;

/**
 * One sweep: expire unanswered requests, charge the series visits due within 24 h, approve the overtime
 * nobody answered in 48 h ("silence approves", decision 020) and remind both sides of the cleanings due within
 * 24 h (decision 022), mail each person one digest of the messages unread for 15 minutes (decision 026), and
 * send again the refunds and mails a stopped process left pending (decision 030). Each step is compare-and-swap,
 * so processes sweeping at once still act once. `now` for tests.
 */
export async function runLifecycleTick(ctx: AppContext, now: Date) {
  const expired = await expirePendingBookings(ctx, { now, expiryHours: ctx.config.pendingExpiryHours });
  const charged = await chargeDueSeriesVisits(ctx, now);
  const overtimeApproved = await approveSilentOvertime(ctx, now);
  await foldBookingCounts(ctx.db);
  const reminded = await remindUpcomingBookings(ctx, now);
  const digested = await digestUnreadMessages(ctx, now);
  const refundsRetried = await retryStrandedRefunds(ctx, now);
  const strandedMailsSent = await ctx.mailer.deliverStranded(now);
  return { expired, charged, overtimeApproved, reminded, digested, refundsRetried, strandedMailsSent };
}

/**
 * The daily sweep (queued as the series top-up): keeps every series booked ahead, deletes the documents of
 * cleaners whose account ended more than 90 days ago (decision 071) and the live events too old to resume from
 * (decision 082).
 */
export async function runDailySweep(ctx: AppContext, now: Date) {
  const toppedUp = await topUpSeries(ctx, now);
  const documentsPurged = await purgeEndedAccountsDocuments(ctx, now);
  const liveEventsTrimmed = await trimLiveEvents(ctx.db, now);
  return { toppedUp, documentsPurged, liveEventsTrimmed };
}

/**
 * Queues the periodic work from every process; the singleton keys (one per 5-minute bucket, one per UTC day,
 * one per payout Monday) let pg-boss keep a single job queued per period across processes, and the jobs are
 * idempotent anyway (the Monday payouts by their unique key per cleaner and Monday, decision 051).
 */
export function scheduleLifecycleJobs(app: FastifyInstance): void {
  const enqueue = async () => {
    const now = Date.now();
    try {
      await app.ctx.jobs.send(
        QUEUES.lifecycleTick,
        {},
        { singletonKey: `tick:${Math.floor(now / LIFECYCLE_TICK_MS)}` },
      );
      await app.ctx.jobs.send(
        QUEUES.seriesTopUp,
        {},
        { singletonKey: `top-up:${new Date(now).toISOString().slice(0, 10)}` },
      );
      const monday = mondayPayoutDate(new Date(now));
      if (monday) {
        await app.ctx.jobs.send(QUEUES.mondayPayouts, { monday }, { singletonKey: `monday:${monday}` });
      }
    } catch (err) {
      app.log.error({ err }, 'could not queue the lifecycle jobs');
    }
  };
  const timer = setInterval(() => void enqueue(), LIFECYCLE_TICK_MS);
  timer.unref();
  void enqueue();
  app.addHook('onClose', async () => clearInterval(timer));
}
