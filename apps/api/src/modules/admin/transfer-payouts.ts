import { type Database, payouts } from '@limpa/db';
import { eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../lib/app-context';
import type { TransferInput, TransferResult } from '../../lib/payment-gateway';
import { notifyPayoutSent } from '../notifications/money-mails';
import { lockPayoutForTransfer } from './payouts.repository';

/** `payout:{id}` for the first transfer; after a refusal a new key, `payout:{id}:retry-{n}` (nothing moved). */
const transferKey = (id: string, attempts: number) =>
  attempts === 0 ? `payout:${id}` : `payout:${id}:retry-${attempts}`;

/** One transfer of a payout's money to its cleaner. */
export interface CleanerTransfer extends Omit<TransferInput, 'destination'> {
  payoutId: string;
  cleanerId: string;
  /** The cleaner's connected account; none: the local processor's stand-in account, a refusal with Stripe. */
  destination: string | null;
}

/**
 * Asks the processor for one transfer to a cleaner (a run's payout, an admin's re-send). Stripe cannot pay a
 * cleaner without a connected account: that is a refusal, recorded like any other. An unreachable processor or
 * an unexpected error gives null, logged as `notSent`, so that the caller records nothing and the same key is
 * used next time.
 */
export async function transferToCleaner(
  ctx: AppContext,
  transfer: CleanerTransfer,
  notSent: string,
): Promise<TransferResult | null> {
  if (!transfer.destination && ctx.payments.kind === 'stripe') {
    return { status: 'failed', reference: null, failureReason: 'No payout account connected.' };
  }
  const { payoutId, cleanerId, destination, ...money } = transfer;
  try {
    return await ctx.payments.transfer({ ...money, destination: destination ?? `acct_local_${cleanerId}` });
  } catch (err) {
    ctx.log.error({ err, payoutId }, notSent);
    return null;
  }
}

/**
 * Sends one payout's transfer. The payout row is locked for the call (a run's own new payouts wait for a
 * parallel run that took one, then find it settled; older ones are skipped with SKIP LOCKED), so the transfer is asked for once at a time; its idempotency key makes a repeat after a crash
 * the same transfer. The row becomes completed only with the transfer's reference; a refusal is recorded
 * (failed, reason) and retried by the next run.
 */
export async function sendPayoutTransfer(
  ctx: AppContext,
  payoutId: string,
  opts: { waitForOtherRun?: boolean } = {},
): Promise<void> {
  const completed = await ctx.db.transaction(async (tx) => {
    const payout = await lockPayoutForTransfer(tx, payoutId, {
      unsettled: true,
      skipLocked: !opts.waitForOtherRun,
    });
    if (!payout) return false;
    const result = await transferToCleaner(
      ctx,
      {
        payoutId,
        cleanerId: payout.cleanerId,
        destination: payout.destination,
        amountCents: payout.amountCents,
        currency: payout.currency,
        idempotencyKey: transferKey(payout.id, payout.attempts),
        description: `Limpa payout ${payout.id}`,
      },
      'payout transfer not sent',
    );
    // Unreachable or unexpected: nothing recorded as failed, the same key is used next time.
    if (!result) return false;
    await tx
      .update(payouts)
      .set(
        result.status === 'succeeded'
          ? { status: 'completed', transferReference: result.reference, failureReason: null }
          : { status: 'failed', failureReason: result.failureReason, attempts: sql`${payouts.attempts} + 1` },
      )
      .where(eq(payouts.id, payoutId));
    return result.status === 'succeeded';
  });
  // The row lock and the pending/failed → completed move make this the one call that completed it.
  if (completed) await notifyPayoutSent(ctx, payoutId);
}

/** Every payout not completed yet (this run's and earlier failures), oldest first. */
export async function listUnsettledPayoutIds(db: Database): Promise<string[]> {
  const rows = await db
    .select({ id: payouts.id })
    .from(payouts)
    .where(inArray(payouts.status, ['pending', 'failed']))
    .orderBy(payouts.createdAt)
    .limit(500);
  return rows.map((r) => r.id);
}
