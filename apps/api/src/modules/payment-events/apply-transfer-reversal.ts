import { type DbOrTx, payoutResends, payouts } from '@limpa/db';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { GatewayEventFact } from '../../lib/gateway-events';

type TransferReversed = Extract<GatewayEventFact, { type: 'transfer_reversed' }>;

/**
 * A payout's transfer was taken back, wholly or in part (decision 043). The money taken back is held on the
 * payout for an admin's decision: the payout becomes `reversed`, which no payout run sends again, and its
 * `held_cents` grows by what this event adds. Stripe's amount_reversed is the transfer's running total, so
 * the stored total only grows (a compare-and-swap): a replayed or late event adds nothing.
 */
export async function applyTransferReversal(
  tx: DbOrTx,
  fact: TransferReversed,
): Promise<Record<string, never>> {
  const total = fact.amountReversedCents;
  const [first] = await tx
    .update(payouts)
    .set({
      status: 'reversed',
      heldCents: sql`${payouts.heldCents} + (${total}::int - ${payouts.reversedCents})`,
      reversedCents: total,
      failureReason: null,
    })
    .where(and(eq(payouts.transferReference, fact.transferReference), lt(payouts.reversedCents, total)))
    .returning({ id: payouts.id });
  if (first) return {};
  await applyResendReversal(tx, fact.transferReference, total);
  return {};
}

/** A re-send's own transfer reversed: what it adds is held on its payout again. */
async function applyResendReversal(tx: DbOrTx, transferReference: string, total: number) {
  const [resend] = await tx
    .select({ payoutId: payoutResends.payoutId })
    .from(payoutResends)
    .where(eq(payoutResends.transferReference, transferReference));
  if (!resend) return;
  // The payout row first, as a re-send takes it: the two never wait on each other the other way round.
  await tx.select({ id: payouts.id }).from(payouts).where(eq(payouts.id, resend.payoutId)).for('update');
  const [row] = await tx
    .select({ reversedCents: payoutResends.reversedCents })
    .from(payoutResends)
    .where(eq(payoutResends.transferReference, transferReference))
    .for('update');
  if (!row || row.reversedCents >= total) return;
  await tx
    .update(payoutResends)
    .set({ reversedCents: total })
    .where(
      and(
        eq(payoutResends.transferReference, transferReference),
        eq(payoutResends.reversedCents, row.reversedCents),
      ),
    );
  await tx
    .update(payouts)
    .set({ status: 'reversed', heldCents: sql`${payouts.heldCents} + ${total - row.reversedCents}::int` })
    .where(eq(payouts.id, resend.payoutId));
}
