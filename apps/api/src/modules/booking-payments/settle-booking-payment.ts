import { type BookedFigures, bookingTotalCents } from '@limpa/domain';
import type { AppContext } from '../../lib/app-context';
import { recordPaymentOutcome } from '../../lib/metrics';
import type { ChargeResult } from '../../lib/payment-gateway';
import {
  chargesOf,
  claimChargeAttempt,
  lockBookingForPayment,
  recomputePaymentStatus,
  settleChargeAttempt,
} from './booking-payments.repository';
import { issueMoneyDocuments } from './issue-money-documents';
import { amountOwed } from './payment-status';
import { refundBookingPayment } from './refund-booking-payment';

const STALE_ATTEMPT_MS = 2 * 60_000;

export type SettleOutcome = 'paid' | 'failed' | 'none' | 'processing' | 'requires_action';

interface Owed {
  kind: 'charge' | 'overtime' | 'late_fee';
  amountCents: number;
}

type ChargeRow = Awaited<ReturnType<typeof chargesOf>>[number];

/**
 * What the customer still owes (docs/product-rules.md#payments): the total once confirmed; on completion the
 * overtime on top of a successful first charge, or the whole final total when the first charge failed.
 */
function nextOwed(
  b: BookedFigures & { lateCancellationFeeCents: number | null },
  charges: ChargeRow[],
): Owed | null {
  const live = (kind: string) => charges.find((c) => c.kind === kind && c.status !== 'failed');
  // A late cancellation or a customer's no-show: only the fee is owed, once (decision 069).
  if (b.status === 'cancelled' && b.lateCancellationFeeCents) {
    return live('late_fee') ? null : { kind: 'late_fee', amountCents: b.lateCancellationFeeCents };
  }
  if (b.status !== 'confirmed' && b.status !== 'completed') return null;
  const due = bookingTotalCents(b);
  const first = live('charge');
  // A free booking (a complaint's re-clean, decision 070) owes nothing: there is no charge of 0.
  if (!first) return due > 0 ? { kind: 'charge', amountCents: due } : null;
  // In flight, or waiting for the customer's authentication: nothing more is charged meanwhile.
  if (first.status !== 'succeeded') return null;
  const extra = due - first.amountCents;
  if (extra > 0 && !live('overtime')) return { kind: 'overtime', amountCents: extra };
  return null;
}

/** `booking:{id}:{kind}` (late_fee as `late-fee`) for the first attempt, then `…:attempt-N` so a retry is a new charge attempt. */
export function chargeIdempotencyKey(
  bookingId: string,
  kind: string,
  charges: readonly { kind: string }[],
): string {
  const attempt = charges.filter((c) => c.kind === kind).length + 1;
  const part = kind.replace('_', '-');
  return attempt === 1 ? `booking:${bookingId}:${part}` : `booking:${bookingId}:${part}:attempt-${attempt}`;
}

/**
 * Charges whatever the booking owes, off-session. Safe to call from anywhere at any time (confirm,
 * complete, retry job), concurrently too: each attempt is first claimed as a 'pending' row under a unique
 * index (one live attempt per booking and kind), the gateway is called outside any lock with an idempotency
 * key, and the attempt is then settled. A booking is therefore never charged twice for the same thing.
 */
export async function settleBookingPayment(ctx: AppContext, bookingId: string): Promise<SettleOutcome> {
  let outcome: SettleOutcome = 'none';
  for (let round = 0; round < 3; round++) {
    const claim = await ctx.db.transaction(async (tx) => {
      const row = await lockBookingForPayment(tx, bookingId);
      if (!row) return null;
      const charges = await chargesOf(tx, bookingId);
      // A tip is charged by its own use case (add-tip.ts), never here: it is not what the booking owes.
      const pending = charges.find((c) => c.status === 'pending' && c.kind !== 'refund' && c.kind !== 'tip');
      if (pending) {
        // An attempt in flight elsewhere; one left pending by a crash is resumed with its own key (idempotent).
        const stale = Date.now() - pending.createdAt.getTime() > STALE_ATTEMPT_MS;
        if (!stale || !row.gatewayPaymentMethodId) return 'processing' as const;
        return {
          id: pending.id,
          key: pending.idempotencyKey,
          owed: { kind: pending.kind as Owed['kind'], amountCents: pending.amountCents },
          card: row.gatewayPaymentMethodId,
          customer: row.gatewayCustomerId,
          currency: row.booking.currency,
        };
      }
      const owed = nextOwed(row.booking, charges);
      if (!owed) {
        // A charge waits for the customer's authentication and something is still owed: they must act.
        const waiting = charges.some(
          (c) => c.kind !== 'refund' && c.kind !== 'tip' && c.status === 'requires_action',
        );
        return waiting && amountOwed(row.booking, charges) > 0 ? ('waiting' as const) : null;
      }
      if (!row.gatewayPaymentMethodId) {
        // Owed with no card to charge: the booking is not paid, whatever it was before (overtime included).
        await recomputePaymentStatus(tx, bookingId, { cannotCharge: true });
        return 'no-card' as const;
      }
      const key = chargeIdempotencyKey(bookingId, owed.kind, charges);
      const id = await claimChargeAttempt(tx, {
        bookingId,
        kind: owed.kind,
        amountCents: owed.amountCents,
        currency: row.booking.currency,
        idempotencyKey: key,
      });
      return {
        id,
        key,
        owed,
        card: row.gatewayPaymentMethodId,
        customer: row.gatewayCustomerId,
        currency: row.booking.currency,
      };
    });
    if (claim === null) return round === 0 ? 'none' : outcome;
    if (claim === 'processing') return 'processing';
    if (claim === 'waiting') return 'requires_action';
    if (claim === 'no-card') return 'failed';

    let result: ChargeResult;
    try {
      result = await ctx.payments.charge({
        gatewayPaymentMethodId: claim.card,
        customerId: claim.customer,
        amountCents: claim.owed.amountCents,
        currency: claim.currency,
        idempotencyKey: claim.key,
        description: `Limpa booking ${bookingId} (${claim.owed.kind})`,
        metadata: { bookingId, chargeId: claim.id },
      });
    } catch (err) {
      ctx.log.error({ err, bookingId }, 'payment gateway error');
      result = {
        status: 'failed',
        reference: null,
        failureCode: 'gateway_error',
        failureMessage: 'The card processor could not be reached.',
      };
    }
    const settled = await ctx.db.transaction(async (tx) => {
      await lockBookingForPayment(tx, bookingId);
      const moved = await settleChargeAttempt(tx, claim.id, result);
      const status = await recomputePaymentStatus(tx, bookingId);
      if (moved?.status === 'succeeded') await issueMoneyDocuments(ctx, tx, bookingId);
      return { moved, ...status };
    });
    // Counted by whoever settled the attempt: this call, or the processor's event that came first.
    if (settled.moved) recordPaymentOutcome(ctx.metrics, claim.owed.kind, result.status);
    if (settled?.bookingStatus === 'cancelled' && claim.owed.kind !== 'late_fee') {
      // Cancelled while the charge was in flight: the customer's refund found nothing to give back yet, so the
      // money goes back now (refundBookingPayment is idempotent per booking); a late fee is kept. The fee itself
      // is then charged in the next round.
      if (result.status === 'succeeded') {
        await refundBookingPayment(ctx, bookingId, { amountCents: 'all', keepLateFee: true });
      }
      continue;
    }
    if (result.status === 'requires_action') return 'requires_action';
    outcome = result.status === 'succeeded' ? 'paid' : 'failed';
    if (outcome === 'failed') return outcome;
  }
  return outcome;
}
