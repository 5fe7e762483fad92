import type { ResendPayoutResponse } from '@limpa/contracts';
import { moneyAuditEvents, payoutResends, payouts } from '@limpa/db';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../lib/app-context';
import { AppError, conflict, notFound } from '../../lib/app-error';
import { toAdminPayout } from './list-payouts';
import { listPayoutRowsByIds, lockPayoutForTransfer } from './payouts.repository';
import { transferToCleaner } from './transfer-payouts';

/** The n-th re-send of a payout's reversed money: a new transfer, never the reversed one's key again. */
export const resendKey = (payoutId: string, n: number) => `payout:${payoutId}:resend:${n}`;

const nothingHeld = () =>
  conflict(
    'Nothing of this payout is held: no reversed money waits to be sent again.',
    'Nothing Held',
    'nothing_held',
  );

const refused = (reason: string | null) =>
  new AppError(
    409,
    'transfer_refused',
    'Transfer Refused',
    `The payment processor refused the transfer: ${reason ?? 'no reason given'}. The money stays held.`,
  ).withDetailVars({ reason: reason ?? '—' });

const unreachable = () =>
  new AppError(
    503,
    'processor_unavailable',
    'Processor Unavailable',
    'The payment processor could not be reached. Nothing was sent; try again.',
  );

/**
 * POST /api/v1/admin/payouts/:id/resend (decision 043): sends what a reversal left held on the payout, all of
 * it, as a new transfer under key `payout:{id}:resend:{n}`. The payout row is locked for the call, so two
 * admins never send it twice; held_cents can never go below zero (a check) and the re-send's row is keyed by
 * (payout, n). A refusal moves n on (a new key next time: the processor keeps a refused request's answer for its
 * key) and keeps the money held; an unreachable processor changes nothing, so a retry repeats the same key.
 * Every transfer made or refused is audited.
 */
export async function resendPayout(
  ctx: AppContext,
  payoutId: string,
  adminUserId: string,
): Promise<ResendPayoutResponse> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const payout = await lockPayoutForTransfer(tx, payoutId);
    if (!payout) throw notFound('Payout not found.');
    if (payout.heldCents <= 0) throw nothingHeld();
    const n = payout.resends + 1;
    const idempotencyKey = resendKey(payout.id, n);
    const result = await transferToCleaner(
      ctx,
      {
        payoutId,
        cleanerId: payout.cleanerId,
        destination: payout.destination,
        amountCents: payout.heldCents,
        currency: payout.currency,
        idempotencyKey,
        description: `Limpa payout ${payout.id} (re-send ${n})`,
      },
      'payout re-send not sent',
    );
    if (!result) throw unreachable();
    const amountCents = payout.heldCents;
    const moved = await tx
      .update(payouts)
      .set({
        resends: n,
        ...(result.status === 'succeeded'
          ? { heldCents: sql`${payouts.heldCents} - ${amountCents}::int` }
          : {}),
      })
      .where(and(eq(payouts.id, payout.id), eq(payouts.resends, payout.resends)))
      .returning({ id: payouts.id });
    if (moved.length !== 1) throw conflict('Another admin re-sent this payout. Reload the page.');
    if (result.status === 'succeeded' && result.reference) {
      await tx.insert(payoutResends).values({
        payoutId: payout.id,
        n,
        amountCents,
        transferReference: result.reference,
        createdBy: adminUserId,
      });
    }
    await tx.insert(moneyAuditEvents).values({
      actorUserId: adminUserId,
      action: 'payout_resend',
      amountCents,
      reason: result.status === 'succeeded' ? null : result.failureReason,
      detail: {
        payoutId: payout.id,
        n,
        idempotencyKey,
        transferReference: result.reference,
        status: result.status,
      },
    });
    return { n, amountCents, idempotencyKey, result };
  });
  if (outcome.result.status !== 'succeeded') throw refused(outcome.result.failureReason);
  const [row] = await listPayoutRowsByIds(ctx.db, [payoutId]);
  return {
    payout: toAdminPayout(row!),
    transfer: {
      n: outcome.n,
      amountCents: outcome.amountCents,
      reference: outcome.result.reference!,
      idempotencyKey: outcome.idempotencyKey,
    },
  };
}
