import { paymentWebhookEvents } from '@limpa/db';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../lib/app-context';
import type { GatewayEvent, GatewayEventFact } from '../../lib/gateway-events';
import { QUEUES } from '../../lib/job-queue';
import { recordPaymentOutcome } from '../../lib/metrics';
import { refundBookingPayment } from '../booking-payments/refund-booking-payment';
import { chargeOrScheduleRetry } from '../booking-payments/retry-booking-payment';
import { notifyRefundMade } from '../notifications/money-mails';
import { notifyPaymentNeedsAction } from '../notifications/payment-mails';
import { notifyTipReceived } from '../notifications/tip-mails';
import { applyPaymentFact, type FollowUp } from './apply-payment-fact';

/** What is stored for each event: the gateway-neutral fact the job applies, and the event as received. */
interface StoredEvent {
  fact: GatewayEventFact;
  event: unknown;
}

/**
 * Stores a verified event once (its processor id is the primary key) and queues its processing. A replay finds
 * the row and changes nothing; either way the processor gets its 2xx.
 */
export async function recordPaymentEvent(
  ctx: AppContext,
  event: GatewayEvent,
): Promise<{ replayed: boolean }> {
  const payload: StoredEvent = { fact: event.fact, event: event.payload };
  const [stored] = await ctx.db
    .insert(paymentWebhookEvents)
    .values({ id: event.id, type: event.sourceType, payload })
    .onConflictDoNothing({ target: paymentWebhookEvents.id })
    .returning({ id: paymentWebhookEvents.id });
  if (stored) await ctx.jobs.send(QUEUES.paymentEvent, { eventId: event.id }, { singletonKey: event.id });
  return { replayed: !stored };
}

/**
 * The job: the event row is locked, applied and stamped processed in one transaction, so an event never
 * half-applies and a second run (or a replay) finds it processed. Mails and refunds follow the commit.
 */
export async function processPaymentEvent(ctx: AppContext, eventId: string): Promise<void> {
  const followUp = await ctx.db.transaction(async (tx): Promise<FollowUp | null> => {
    const [row] = await tx
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.id, eventId))
      .for('update');
    if (!row || row.processedAt) return null;
    const { fact } = row.payload as StoredEvent;
    const result = await applyPaymentFact(tx, fact, ctx);
    await tx
      .update(paymentWebhookEvents)
      .set({ processedAt: sql`now()` })
      .where(eq(paymentWebhookEvents.id, eventId));
    return result;
  });
  if (followUp) await runFollowUp(ctx, followUp);
}

/** What an applied event asks for once its transaction committed. */
export async function runFollowUp(ctx: AppContext, followUp: FollowUp): Promise<void> {
  for (const o of followUp.outcomes ?? []) recordPaymentOutcome(ctx.metrics, o.kind, o.status);
  if (followUp.notifyActionFor) await notifyPaymentNeedsAction(ctx, followUp.notifyActionFor);
  if (followUp.notifyTipFor) await notifyTipReceived(ctx, followUp.notifyTipFor);
  for (const refundId of followUp.refundsSettled ?? []) await notifyRefundMade(ctx, refundId);
  if (followUp.refundBooking) await refundBookingPayment(ctx, followUp.refundBooking);
  if (followUp.settleBooking) await chargeOrScheduleRetry(ctx, followUp.settleBooking);
}
