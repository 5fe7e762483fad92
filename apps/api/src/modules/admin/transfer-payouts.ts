import { type Database, payoutAccounts, payouts } from '@limpa/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../lib/app-context';
import type { TransferResult } from '../../lib/payment-gateway';
import { notifyPayoutSent } from '../notifications/money-mails';

/** `payout:{id}` for the first transfer; after a refusal a new key, `payout:{id}:retry-{n}` (nothing moved). */
const transferKey = (id: string, attempts: number) =>
  attempts === 0 ? `payout:${id}` : `payout:${id}:retry-${attempts}`;

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
    const [payout] = await tx
      .select({
        id: payouts.id,
        amountCents: payouts.amountCents,
        currency: payouts.currency,
        attempts: payouts.attempts,
        cleanerId: payouts.cleanerId,
        destination: payoutAccounts.gatewayAccountId,
      })
      .from(payouts)
      .leftJoin(payoutAccounts, eq(payoutAccounts.userId, payouts.cleanerId))
      .where(and(eq(payouts.id, payoutId), inArray(payouts.status, ['pending', 'failed'])))
      .for('update', opts.waitForOtherRun ? { of: payouts } : { of: payouts, skipLocked: true });
    if (!payout) return false;
    let result: TransferResult;
    if (!payout.destination && ctx.payments.kind === 'stripe') {
      result = { status: 'failed', reference: null, failureReason: 'No payout account connected.' };
    } else {
      try {
        result = await ctx.payments.transfer({
          destination: payout.destination ?? `acct_local_${payout.cleanerId}`,
          amountCents: payout.amountCents,
          currency: payout.currency,
          idempotencyKey: transferKey(payout.id, payout.attempts),
          description: `Limpa payout ${payout.id}`,
        });
      } catch (err) {
        // Unreachable or unexpected: nothing recorded as failed, the same key is used next time.
        ctx.log.error({ err, payoutId }, 'payout transfer not sent');
        return false;
      }
    }
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
